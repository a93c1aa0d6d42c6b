/**
 * Who on a brand's staff may do what. Four roles; each may do the actions the table grants it,
 * in the branches its account is scoped to (none listed: all of them; an owner always has all).
 *
 * - owner: everything, including the brand file, the brand's gateway account and other owners' and managers' accounts.
 * - owner and manager alone refund online payments (payments.refund): money leaves the brand.
 * - manager: runs the floor and the back office, but does not replace the brand file (it rewrites the whole
 *   brand: branches, menu, prices, domains) nor see or set the brand's gateway account (where its money goes, and
 *   the secrets that take it), and manages only waiter and kitchen accounts (canManageRole), so a manager can never
 *   raise anyone — themselves included — to manager or owner.
 * - waiter: the floor — orders along, waiter calls, cash/dataphone claims, tables, bookings and waitlist; never
 *   the menu, the brand file, staff, reports.
 * - kitchen: moves orders along the pass, nothing else (never confirms a payment).
 */
export const STAFF_ROLES = ["owner", "manager", "waiter", "kitchen"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  "orders.move",
  "payments.confirm",
  "menu.availability",
  "brand.file",
  /** the brand's own account at a payment gateway: reading it (secrets masked) and replacing it */
  "payments.account",
  /** giving back money taken online (an order, a tab's part, a booking's cover) through the gateway */
  "payments.refund",
  "staff.manage",
  "audit.read",
  "ratings.read",
  "sales.export",
  "tables.manage",
  "bookings.manage",
  "waiter_calls.ack",
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const FLOOR: readonly StaffPermission[] = ["orders.move", "waiter_calls.ack", "payments.confirm", "tables.manage", "bookings.manage"];

/** What only an owner may do. */
const OWNERS_ONLY: readonly StaffPermission[] = ["brand.file", "payments.account"];

const GRANTS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  manager: STAFF_PERMISSIONS.filter((permission) => !OWNERS_ONLY.includes(permission)),
  waiter: FLOOR,
  kitchen: ["orders.move"],
};

export function can(role: StaffRole, permission: StaffPermission): boolean {
  return GRANTS[role].includes(permission);
}

/** Whose account `actor` may create or change (given staff.manage): an owner anyone's, a manager waiters' and kitchens'. */
export function canManageRole(actor: StaffRole, target: StaffRole): boolean {
  if (actor === "owner") return true;
  return actor === "manager" && (target === "waiter" || target === "kitchen");
}

/** The branch ids an account of `role` is scoped to: an owner's list is always empty (all branches). */
export function scopeFor(role: StaffRole, branches: readonly number[]): number[] {
  return role === "owner" ? [] : [...new Set(branches)].sort((a, b) => a - b);
}

/** Whether a scope (empty: all branches) covers branch `branchId`. */
export function coversBranch(scope: readonly number[], branchId: number): boolean {
  return scope.length === 0 || scope.includes(branchId);
}

/**
 * Whether an actor scoped to `actor` may hand out or touch an account scoped to `target`: an actor of all branches
 * may; an actor of some branches only within them, so never an all-branches account.
 */
export function coversScope(actor: readonly number[], target: readonly number[]): boolean {
  if (actor.length === 0) return true;
  return target.length > 0 && target.every((branchId) => actor.includes(branchId));
}

type AccountRef = { id: number; role: StaffRole; branches: readonly number[] };

/** Whether `actor` sees `target` in the accounts list and its entries in the audit log: itself, and accounts within its branches. */
export function seesAccount(actor: AccountRef, target: AccountRef): boolean {
  return actor.id === target.id || coversScope(actor.branches, scopeFor(target.role, target.branches));
}

/** Whether `actor` (given staff.manage) may change `target`: another account of a role it manages, within its branches. */
export function canManageAccount(actor: AccountRef, target: AccountRef): boolean {
  return actor.id !== target.id && canManageRole(actor.role, target.role) && coversScope(actor.branches, scopeFor(target.role, target.branches));
}
