import type { Currency } from "../money/currency";
import type { Minor } from "../money/minor";
import type { OnTableClass } from "./on-table";
import type { PlaceKind } from "./places";
import type { PartState, PartWay } from "./split-bill-types";

/**
 * A table's one open tab as every phone at the table reads it (GET /api/v1/places/{token}/tab).
 * Amounts are Minor in the app and major units of `currency` on the wire (TabJson), as every order amount.
 * No personal data: a guest is the first name they typed or "Guest 2".
 */
export interface TabLineView<Amount = Minor> {
  /** the order line's id: what an items part claims */
  id: number;
  round: number;
  label: string;
  /** the options chosen, as their labels, as the order page and the kitchen read them */
  options: string[];
  quantity: number;
  unit_price: Amount;
  total: Amount;
  /** how many units of this line item parts claimed (paid or held), as numerator/denominator in lowest terms: 2/3 of one bottle, 4/1 of four beers */
  claimed: { numerator: number; denominator: number };
}

export interface TabRoundView {
  /** 1, 2, 3… in the order they were sent */
  number: number;
  /** the order that carries the round (its progress is the kitchen's) */
  order_id: number;
  guest: string | null;
  progress: string;
  sent_at: string;
}

export interface TabPartView<Amount = Minor> {
  id: number;
  way: PartWay;
  /** what counts against the balance */
  amount: Amount;
  /** the payer's own tip on top, never part of the balance */
  tip: Amount;
  state: PartState;
  method: TabPartMethod;
  payer: string;
  equal: { among: number; shares: number } | null;
  claims: { line_id: number; numerator: number; denominator: number; amount: Amount }[];
  /** when it was asked for: how long an online payment has been left unfinished */
  created_at: string;
}

export interface TabView<Amount = Minor> {
  id: number;
  status: "open" | "closed";
  currency: Currency;
  /** grows with every change: the ETag of the tab, so a phone polls with If-None-Match and gets 304 */
  version: number;
  rounds: TabRoundView[];
  lines: TabLineView<Amount>[];
  parts: TabPartView<Amount>[];
  total: Amount;
  /** paid parts */
  paid: Amount;
  /** parts promised and not yet settled (a gateway under way, cash the waiter has not confirmed) */
  held: Amount;
  /** total − paid − held: what a new part can still take */
  balance: Amount;
  /** what was given back of its parts paid online (approved refunds; docs/decisions/040-refunds-and-voids.md) */
  refunded: Amount;
  opened_at: string;
  closed_at: string | null;
}

export type TabJson = TabView<number>;

/** How a part is paid: online through the gateway, to the waiter, or charged to the hotel room. */
export const TAB_PART_METHODS = ["card", "pse", "nequi", "cash_or_dataphone", "room_charge"] as const;
export type TabPartMethod = (typeof TAB_PART_METHODS)[number];

/** What a QR place's page needs to know before it shows anything: where the diner is and what the mode allows. */
export interface PlaceModeView {
  kind: PlaceKind;
  code: string;
  zone: string | null;
  supplier: string;
  on_table_class: OnTableClass;
  /** product §4: paid before it is prepared (no_incremental, plazoleta, room service, grab-and-go, cinema) */
  payment_mandatory: boolean;
  /** checkout mode: every round joins the table's one open tab, paid at the end */
  rounds_join_tab: boolean;
  /** basic mode shows the menu only; ordering goes through the waiter */
  orders_from_phone: boolean;
  call_waiter: boolean;
}

/** How often a phone at the table asks for the tab (with If-None-Match): changes show within 2 s. */
export const TAB_POLL_MS = 2000;
