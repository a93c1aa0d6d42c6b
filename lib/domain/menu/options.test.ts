import { minor } from "../money/minor";
import { incompleteGroups, optionsPrice, toggleOption, validateSelection, type OptionGroupRule, type Selection } from "./options";

// A burger: one sauce (required, radio), up to two extras (optional), two to three sides when chosen.
const groups: OptionGroupRule[] = [
  { id: 1, min: 1, max: 1, required: true, options: [{ id: 10, price: minor(0) }, { id: 11, price: minor(500) }] },
  { id: 2, min: 0, max: 2, required: false, options: [{ id: 20, price: minor(2000) }, { id: 21, price: minor(3000) }, { id: 22, price: minor(1500) }] },
  { id: 3, min: 2, max: 3, required: false, options: [{ id: 30, price: minor(100) }, { id: 31, price: minor(200) }, { id: 32, price: minor(300) }, { id: 33, price: minor(400) }] },
];

describe("toggleOption (product §5 option counts)", () => {
  it("selects an option without changing the input", () => {
    const before: Selection = {};
    const after = toggleOption(groups, before, 2, 20);
    expect(after).toEqual({ 2: [20] });
    expect(before).toEqual({});
  });

  it("replaces the previous choice in a max=1 group (radio)", () => {
    expect(toggleOption(groups, { 1: [10] }, 1, 11)).toEqual({ 1: [11] });
  });

  it("refuses another option in a group already at its max, returning the same selection", () => {
    const full: Selection = { 2: [20, 21] };
    expect(toggleOption(groups, full, 2, 22)).toBe(full);
  });

  it("removes an option that is already selected, and drops the emptied group", () => {
    expect(toggleOption(groups, { 2: [20, 21] }, 2, 20)).toEqual({ 2: [21] });
    expect(toggleOption(groups, { 1: [10], 2: [20] }, 2, 20)).toEqual({ 1: [10] });
  });

  it("lets a full group take a new option once one is removed", () => {
    const freed = toggleOption(groups, { 2: [20, 21] }, 2, 21);
    expect(toggleOption(groups, freed, 2, 22)).toEqual({ 2: [20, 22] });
  });

  it("ignores unknown groups and options that are not in the group", () => {
    const selection: Selection = { 1: [10] };
    expect(toggleOption(groups, selection, 9, 10)).toBe(selection);
    expect(toggleOption(groups, selection, 1, 20)).toBe(selection);
  });
});

describe("validateSelection (product §5 option counts)", () => {
  it("accepts a complete selection", () => {
    expect(validateSelection(groups, { 1: [11], 2: [20], 3: [30, 31] })).toEqual({ ok: true, problems: [] });
  });

  it("accepts an optional group left empty even when it has a min", () => {
    expect(validateSelection(groups, { 1: [10] }).ok).toBe(true);
  });

  it("reports a required group with nothing chosen", () => {
    expect(validateSelection(groups, {})).toEqual({ ok: false, problems: [{ groupId: 1, code: "required" }] });
    expect(validateSelection(groups, { 1: [] }).problems).toEqual([{ groupId: 1, code: "required" }]);
  });

  it("requires at least one option in a required group whose min is 0", () => {
    const loose: OptionGroupRule[] = [{ id: 5, min: 0, max: 2, required: true, options: [{ id: 50, price: minor(0) }] }];
    expect(validateSelection(loose, {}).problems).toEqual([{ groupId: 5, code: "required" }]);
    expect(validateSelection(loose, { 5: [50] }).ok).toBe(true);
  });

  it("reports fewer than min once the diner has chosen from the group", () => {
    expect(validateSelection(groups, { 1: [10], 3: [30] }).problems).toEqual([{ groupId: 3, code: "below_min" }]);
  });

  it("reports below_min for a required group with min above 1", () => {
    const two: OptionGroupRule[] = [{ id: 6, min: 2, max: 2, required: true, options: [{ id: 60, price: minor(0) }, { id: 61, price: minor(0) }] }];
    expect(validateSelection(two, { 6: [60] }).problems).toEqual([{ groupId: 6, code: "below_min" }]);
  });

  it("reports more than max", () => {
    expect(validateSelection(groups, { 1: [10, 11] }).problems).toEqual([{ groupId: 1, code: "above_max" }]);
    expect(validateSelection(groups, { 1: [10], 2: [20, 21, 22] }).problems).toEqual([{ groupId: 2, code: "above_max" }]);
  });

  it("counts a duplicated id once", () => {
    expect(validateSelection(groups, { 1: [10, 10] }).ok).toBe(true);
  });

  it("reports an option that belongs to another group, without counting it toward the group", () => {
    expect(validateSelection(groups, { 1: [20] }).problems).toEqual([
      { groupId: 1, code: "unknown_option" },
      { groupId: 1, code: "required" },
    ]);
  });

  it("reports a group the product does not have", () => {
    expect(validateSelection(groups, { 1: [10], 99: [1] }).problems).toEqual([{ groupId: 99, code: "unknown_option" }]);
  });
});

describe("incompleteGroups (the groups the product's notice names)", () => {
  it("names the required group left empty", () => {
    expect(incompleteGroups(groups, {})).toEqual([1]);
  });

  it("drops a group once it is complete", () => {
    expect(incompleteGroups(groups, { 1: [10] })).toEqual([]);
  });

  it("keeps a group chosen below its minimum, and drops it at the minimum", () => {
    expect(incompleteGroups(groups, { 1: [10], 3: [30] })).toEqual([3]);
    expect(incompleteGroups(groups, { 1: [10], 3: [30, 31] })).toEqual([]);
  });

  it("names a required group again when its one choice is taken back", () => {
    expect(incompleteGroups(groups, { 1: [] })).toEqual([1]);
  });
});

describe("optionsPrice", () => {
  it("sums the chosen options' prices in minor units", () => {
    expect(optionsPrice(groups, { 1: [11], 2: [20, 21], 3: [30, 31] })).toBe(500 + 2000 + 3000 + 100 + 200);
  });

  it("is 0 for no options, and ignores unknown ids and duplicates", () => {
    expect(optionsPrice(groups, {})).toBe(0);
    expect(optionsPrice(groups, { 1: [11, 11, 99], 99: [20] })).toBe(500);
  });
});
