/*
 * A cart belongs to one branch (prices, stock and options differ by branch). What adding a product from another
 * branch does is the brand's choice, its brand file's `other_branch_cart`.
 */

/** offer_new_cart: the diner may start a new order at this branch, dropping the other; refuse: product §8's "cannot change to another restaurant's branch". */
export const OTHER_BRANCH_CARTS = ["offer_new_cart", "refuse"] as const;
export type OtherBranchCart = (typeof OTHER_BRANCH_CARTS)[number];

/**
 * What adding at `branch` meets: nothing in the way (an empty cart, or one of this branch), or a cart of another
 * branch, which the brand lets the diner replace (`replace`) or not (`refused`).
 */
export function otherBranchAdd(rule: OtherBranchCart, cart: { branch: string | null; lines: number }, branch: string): "add" | "replace" | "refused" {
  if (!cart.branch || cart.branch === branch || cart.lines === 0) return "add";
  return rule === "refuse" ? "refused" : "replace";
}
