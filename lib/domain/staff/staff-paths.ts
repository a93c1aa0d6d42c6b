import { can, type StaffPermission, type StaffRole } from "./staff-roles";

/** The staff console's public paths, on the brand's own host; the proxy never reads "staff" as a branch. */
export const STAFF_HOME_PATH = "/staff";
export const STAFF_SIGN_IN_PATH = "/staff/sign-in";

/** A screen of the console: its path, and the permission that shows it (its API checks the same one). */
export interface StaffSection {
  key: string;
  path: string;
  /** the permission that shows it (its API checks the same one); null: every account (its own settings) */
  permission: StaffPermission | null;
  /** whether the screen is of one branch at a time (the frame then offers the account's branches) */
  perBranch: boolean;
}

/** The console's screens, in the order its menu lists them. */
export const STAFF_SECTIONS = [
  { key: "orders", path: STAFF_HOME_PATH, permission: "orders.move", perBranch: true },
  { key: "tables", path: "/staff/tables", permission: "tables.manage", perBranch: true },
  { key: "bookings", path: "/staff/bookings", permission: "bookings.manage", perBranch: true },
  { key: "menu", path: "/staff/menu", permission: "menu.availability", perBranch: true },
  { key: "reports", path: "/staff/reports", permission: "ratings.read", perBranch: false },
  { key: "reconciliation", path: "/staff/reconciliation", permission: "payments.refund", perBranch: false },
  { key: "accounts", path: "/staff/accounts", permission: "staff.manage", perBranch: false },
  { key: "brandFile", path: "/staff/brand-file", permission: "brand.file", perBranch: false },
  { key: "payments", path: "/staff/payments", permission: "payments.account", perBranch: false },
  { key: "account", path: "/staff/account", permission: null, perBranch: false },
] as const satisfies readonly StaffSection[];

export type StaffSectionKey = (typeof STAFF_SECTIONS)[number]["key"];

/** The screens an account of `role` may open, in menu order. */
export function sectionsFor(role: StaffRole): (typeof STAFF_SECTIONS)[number][] {
  return STAFF_SECTIONS.filter((section) => opens(role, section));
}

/** Whether an account of `role` may open `section`. */
export function opens(role: StaffRole, section: StaffSection): boolean {
  return section.permission === null || can(role, section.permission);
}
