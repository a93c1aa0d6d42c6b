import { ApiError } from "../http/api-errors";
import type { Currency } from "../money/currency";
import { fitsCurrencyDecimals, fromMajor, toMajor } from "../money/major-units";
import type { Minor } from "../money/minor";
import type { BoardOrder, BoardOrderView } from "../orders/order-board-wire";
import type { FloorPlace, FloorPlaceJson } from "../tabs/floor";
import type { PlaceKind } from "../tabs/places";
import { tabFromWire, tabToWire } from "../tabs/tab-wire";
import type { TabView } from "../tabs/tab-view";
import type { StaffRole } from "./staff-roles";

/** A staff account as the staff API answers it (GET /api/staff/session, the accounts calls). */
export interface StaffAccountWire {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  /** branch ids the account works at; empty: all the brand's branches */
  branches: number[];
}

/** An account in the owner's and manager's list: also whether it may sign in, and since when. */
export interface StaffAccountListed extends StaffAccountWire {
  disabled: boolean;
  created_at: string;
  password_changed_at: string;
}

/** One line of the audit log, newest first (GET /api/staff/audit). */
export interface StaffAuditEntryWire {
  id: number;
  at: string;
  /** who did it; null when it was done from the command line */
  account: { id: number; name: string; email: string } | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  detail: Record<string, unknown>;
}

/*
 * Money on the staff edge: the board, the floor, the open tabs, a forced close's audit, staff-entered bills and the
 * campaigns' revenue are Minor in the app and major units on the wire (CONTRIBUTING, "Money"). The operator routes
 * write them and the console reads them (lib/client/api/staff.ts) through these mappers only.
 */

function mapBoardOrder<A, B>(order: BoardOrderView<A>, convert: (amount: A) => B): BoardOrderView<B> {
  return { ...order, total: convert(order.total) };
}

/** A board order as GET /api/v1/operator/orders answers it. */
export function boardOrderToWire(order: BoardOrderView): BoardOrder {
  return mapBoardOrder(order, (amount) => toMajor(amount, order.currency));
}

export function boardOrderFromWire(json: BoardOrder): BoardOrderView {
  return mapBoardOrder(json, (amount) => fromMajor(amount, json.currency));
}

function mapFloorPlace<A, B>(place: FloorPlace<A>, convert: (amount: A) => B): FloorPlace<B> {
  const { tab } = place;
  return {
    ...place,
    tab: tab && {
      ...tab,
      total: convert(tab.total),
      paid: convert(tab.paid),
      held: convert(tab.held),
      balance: convert(tab.balance),
      parts: tab.parts.map((part) => ({ ...part, amount: convert(part.amount) })),
    },
  };
}

/** A place of the floor as GET /api/v1/operator/floor answers it, in major units of the brand's currency (the answer does not name it). */
export function floorPlaceToWire(place: FloorPlace, currency: Currency): FloorPlaceJson {
  return mapFloorPlace(place, (amount) => toMajor(amount, currency));
}

export function floorPlaceFromWire(json: FloorPlaceJson, currency: Currency): FloorPlace {
  return mapFloorPlace(json, (amount) => fromMajor(amount, currency));
}

/** An open tab's place in the operator's list: the place, with its branch. */
export interface OperatorTabPlace {
  kind: PlaceKind;
  code: string;
  zone: string | null;
  token: string;
  supplier_id: number;
}

/** An open tab as the operator's list gives it: the tab, and its place with the place's branch. */
export type OperatorTab<Amount = Minor> = TabView<Amount> & { place: OperatorTabPlace };

/** An open tab as GET /api/v1/operator/tabs answers it: the tab as the phones read it (tab-wire), and its place. */
export function operatorTabToWire({ place, view }: { place: OperatorTabPlace; view: TabView }): OperatorTab<number> {
  return { place, ...tabToWire(view) };
}

export function operatorTabFromWire(json: OperatorTab<number>): OperatorTab {
  return { ...tabFromWire(json), place: json.place };
}

/** A bill's line as POST /api/v1/operator/tabs takes it (a price in major units) and as the tab stores it. */
export interface StaffLine {
  label: string;
  quantity: number;
  unitPrice: Minor;
}

/** The bill's lines staff entered, in minor units; a price with more decimals than the currency has is the caller's mistake (400, by field). */
export function staffLinesFromWire(lines: readonly { label: string; quantity: number; unit_price: number }[], currency: Currency): StaffLine[] {
  return lines.map((line, index) => {
    if (!fitsCurrencyDecimals(line.unit_price, currency)) {
      throw new ApiError("bad_request", `unit_price has more decimals than ${currency} allows`, { fields: { [`lines.${index}.unit_price`]: "too many decimals" } });
    }
    return { label: line.label, quantity: line.quantity, unitPrice: fromMajor(line.unit_price, currency) };
  });
}

/** What the activity log keeps of a tab closed with money still due: the reason, what was left unpaid (major units) and the parts let go. */
export function forcedCloseToWire(close: { reason: string; unpaid: Minor; released: number[] }, currency: Currency) {
  return { reason: close.reason, unpaid: toMajor(close.unpaid, currency), released: close.released };
}

/** Each campaign of GET /api/v1/operator/analytics with its revenue in major units of the brand's currency. */
export function campaignsToWire<C extends { revenue: Minor }>(campaigns: readonly C[], currency: Currency): (Omit<C, "revenue"> & { revenue: number })[] {
  return campaigns.map((campaign) => ({ ...campaign, revenue: toMajor(campaign.revenue, currency) }));
}
