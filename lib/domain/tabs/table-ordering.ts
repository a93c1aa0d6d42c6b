import { needsPlaceId, onTableClassOf, ordersFromPhone, type OnTableClass } from "./on-table";

/**
 * What "En mesa" lets a diner do at a branch before any QR is scanned (product §4's on-table modes): `waiter`, the
 * menu alone (basic: the waiter takes the order); `scan`, order from the phone once the table's QR is scanned
 * (checkout, no_incremental); `phone`, order from the phone at once (a food court serves at the counter). A mode
 * that orders to a table, at a branch with no table codes, leaves nothing to scan: the waiter takes the order.
 */
export type TableOrdering = "waiter" | "scan" | "phone";

export function tableOrdering(onTableClass: string, tables: number): TableOrdering {
  const context = { onTableClass: onTableClassOf(onTableClass), room: false };
  if (!ordersFromPhone(context)) return "waiter";
  if (!needsPlaceId(context)) return "phone";
  return tables > 0 ? "scan" : "waiter";
}

/**
 * The mode a table of the branch acts on: its own, but basic where it would order to a table and the branch has no
 * table codes — so the menu and the cart say "the waiter takes your order", not "scan the QR code" there is none of.
 */
export function tableModeAt(onTableClass: string, tables: number): OnTableClass {
  return tableOrdering(onTableClass, tables) === "waiter" ? "basic" : onTableClassOf(onTableClass);
}

const PROMISE: readonly TableOrdering[] = ["waiter", "scan", "phone"];

/**
 * What the landing's "En mesa" tile may promise for the whole brand: the most any of its active on-table branches
 * allows, so a brand whose tables only show the menu never promises ordering from the phone, and one that orders
 * only through a table's QR says to scan it. Null when no active branch serves at the table.
 */
export function brandTableOrdering(
  branches: readonly { id: number; services: readonly string[]; active: boolean; on_table_class: string }[],
  tables: Readonly<Record<number, number>>,
): TableOrdering | null {
  const modes = branches
    .filter((branch) => branch.active && branch.services.includes("on_table"))
    .map((branch) => PROMISE.indexOf(tableOrdering(branch.on_table_class, tables[branch.id] ?? 0)));
  return modes.length ? PROMISE[Math.max(...modes)]! : null;
}
