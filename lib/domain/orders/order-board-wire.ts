import type { Currency } from "../money/currency";
import type { Minor } from "../money/minor";
import type { PlaceKind } from "../tabs/places";
import type { OrderJourney } from "./order-journey";

/**
 * An order as the staff board shows it: what the pass needs, newest first (the board sorts it for the pass:
 * forThePass). `total` is Minor in the app and major units on the wire (BoardOrder; lib/domain/staff/staff-wire.ts).
 */
export interface BoardOrderView<Amount = Minor> {
  id: number;
  service: string;
  /** the steps it follows (orderJourney): a food court's on-table order is picked up, not served */
  journey: OrderJourney | null;
  progress: string;
  status: string;
  payment_method: string;
  total: Amount;
  currency: Currency;
  /** the diner's name as given at checkout */
  name: string | null;
  /** the table, room or seat it goes to */
  place: { kind: PlaceKind; code: string } | null;
  /** who at the table sent a round */
  guest: string | null;
  pickup_code: string | null;
  scheduled_for: string | null;
  comments: string | null;
  /** each line with the options chosen (their labels), as the kitchen makes it */
  lines: { label: string; quantity: number; options: string[] }[];
  /** a table's round, paid with the table's tab rather than on its own */
  round: boolean;
  /** paid before it is prepared (room service, a pay-first table, grab-and-go, cinema): the kitchen waits for it */
  pays_first: boolean;
  /** staff collect its money by hand and have not confirmed it yet (lib/domain/orders/order-board.ts) */
  awaits_payment: boolean;
  created_at: string;
  updated_at: string;
}

/** A board order as GET /api/v1/operator/orders answers it: `total` in major units of `currency`, as every amount of the API. */
export type BoardOrder = BoardOrderView<number>;
