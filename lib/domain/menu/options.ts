import { addMinor, ZERO, type Minor } from "../money/minor";

/**
 * Product §5 options: each group's minimum, maximum and whether it is required.
 *
 * A group here is the rule-bearing part of a MenuOptionGroup (menu.ts), which fits it structurally.
 */
export interface OptionRule {
  id: number;
  price: Minor;
}

export interface OptionGroupRule {
  id: number;
  min: number;
  /** at least 1: the brand file rejects groups with max < 1 */
  max: number;
  required: boolean;
  options: OptionRule[];
}

/** groupId → chosen optionIds. Treated as a set per group: order and duplicates carry no meaning. */
export type Selection = Record<number, number[]>;

export type SelectionProblemCode = "required" | "below_min" | "above_max" | "unknown_option";

export interface SelectionProblem {
  groupId: number;
  code: SelectionProblemCode;
}

export interface SelectionCheck {
  ok: boolean;
  problems: SelectionProblem[];
}

function chosen(selection: Selection, groupId: number): number[] {
  return [...new Set(selection[groupId] ?? [])];
}

/**
 * Tap on an option: radio behaviour in a max=1 group (the new choice replaces the old one), checkbox
 * behaviour otherwise. A group already at its max refuses another option rather than dropping one the
 * diner picked, and an option that is not in the group is ignored. Refusals return the same object, so a
 * caller can tell "nothing changed" with ===. An emptied group loses its key, so equal choices are equal.
 */
export function toggleOption(groups: readonly OptionGroupRule[], selection: Selection, groupId: number, optionId: number): Selection {
  const group = groups.find((g) => g.id === groupId);
  if (!group || !group.options.some((o) => o.id === optionId)) return selection;

  const current = chosen(selection, groupId);
  let next: number[];
  if (current.includes(optionId)) next = current.filter((id) => id !== optionId);
  else if (group.max === 1) next = [optionId];
  else if (current.length >= group.max) return selection;
  else next = [...current, optionId];

  const result: Selection = { ...selection };
  if (next.length === 0) delete result[groupId];
  else result[groupId] = next;
  return result;
}

/**
 * Checks a selection against every group's counts before the product goes into the cart.
 * - required: a required group with nothing chosen (it needs max(min, 1));
 * - below_min: something chosen but fewer than min. A group that is not required may be left empty, but
 *   once the diner chooses from it, its min applies (otherwise "required" would add nothing to min);
 * - above_max: more than max chosen;
 * - unknown_option: an option id that is not in that group, or a group id the product does not have.
 * Counts are of distinct known options.
 */
export function validateSelection(groups: readonly OptionGroupRule[], selection: Selection): SelectionCheck {
  const problems: SelectionProblem[] = [];

  for (const group of groups) {
    const picked = chosen(selection, group.id);
    const known = picked.filter((id) => group.options.some((o) => o.id === id));
    if (known.length !== picked.length) problems.push({ groupId: group.id, code: "unknown_option" });

    if (known.length === 0 && group.required) problems.push({ groupId: group.id, code: "required" });
    else if (known.length > 0 && known.length < group.min) problems.push({ groupId: group.id, code: "below_min" });
    if (known.length > group.max) problems.push({ groupId: group.id, code: "above_max" });
  }

  for (const [key, ids] of Object.entries(selection)) {
    const groupId = Number(key);
    if (ids.length > 0 && !groups.some((g) => g.id === groupId)) problems.push({ groupId, code: "unknown_option" });
  }

  return { ok: problems.length === 0, problems };
}

/**
 * The groups the diner still has to complete, in the product's order (product §5): what "complete the required
 * options" names. Read from the selection of the moment, so a group leaves the list as soon as it is complete —
 * and stays while a "choose two" group has one.
 */
export function incompleteGroups(groups: readonly OptionGroupRule[], selection: Selection): number[] {
  const incomplete = new Set(
    validateSelection(groups, selection)
      .problems.filter((problem) => problem.code === "required" || problem.code === "below_min")
      .map((problem) => problem.groupId),
  );
  return groups.filter((group) => incomplete.has(group.id)).map((group) => group.id);
}

/** Sum of the chosen options' prices; unknown ids add nothing and a duplicate counts once. */
export function optionsPrice(groups: readonly OptionGroupRule[], selection: Selection): Minor {
  return addMinor(...groups.flatMap((group) => chosen(selection, group.id).map((id) => group.options.find((o) => o.id === id)?.price ?? ZERO)));
}
