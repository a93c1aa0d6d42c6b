import { offeredOptions, stockNow } from "./sold-out";

const group = (id: number, optionIds: number[], { min = 0, required = false } = {}) => ({
  id,
  label: `group ${id}`,
  min,
  max: optionIds.length,
  required,
  options: optionIds.map((option) => ({ id: option, label: `option ${option}`, price: 0 })),
});

describe("offeredOptions (an option sold out at the branch is not offered)", () => {
  it("leaves the sold-out options out of every group and keeps the rest in order", () => {
    const groups = [group(1, [10, 11, 12]), group(2, [20])];
    const offered = offeredOptions(groups, new Set([11, 20]));
    expect(offered.map((g) => g.options.map((o) => o.id))).toEqual([[10, 12], []]);
    expect(groups[0]!.options).toHaveLength(3); // the brand's groups are not changed
  });
});

describe("stockNow (what a branch can sell after its 86s)", () => {
  it("sells nothing of a product marked sold out, whatever its stock", () => {
    expect(stockNow(null, true, [])).toBe(0);
    expect(stockNow(12, true, [])).toBe(0);
  });

  it("keeps the stock while every required group still has enough options", () => {
    expect(stockNow(null, false, [group(1, [10], { required: true }), group(2, [], { min: 2 })])).toBeNull();
    expect(stockNow(5, false, [group(1, [10, 11], { required: true, min: 2 })])).toBe(5);
  });

  it("sells nothing when a required group has fewer options left than a diner must choose", () => {
    expect(stockNow(null, false, [group(1, [], { required: true })])).toBe(0);
    expect(stockNow(7, false, [group(1, [10], { required: true, min: 2 })])).toBe(0);
  });
});
