import type { Address } from "../location/address";
import type { Currency } from "../money/currency";
import type { Minor } from "../money/minor";
import type { WaitMinutes } from "./wait-time";
import type { PlaceKind } from "../tabs/places";
import type { DisplayPaymentState } from "./transaction-status";

export interface OrderLineView<Amount = Minor> {
  product_supplier_id: number;
  label: string;
  unit_price: Amount;
  quantity: number;
  total: Amount;
  /** the options chosen (their labels), as the kitchen makes them */
  options: string[];
}

/**
 * An order as its diner reads it (lib/server/orders/order-json.ts builds it): the product §4 display state
 * beside the raw status, whether it can still be paid, its receipt's type but never where the file lives.
 * Dates are ISO strings. Amounts are Minor in the app; the API answers `OrderJson`, the same in major units.
 */
export interface OrderView<Amount = Minor> {
  id: number;
  access_token: string;
  /** the branch's slug, for links back to it */
  supplier: string | null;
  status: string;
  payment_state: DisplayPaymentState;
  progress: string;
  service: string;
  payment_method: string;
  payable: boolean;
  unpayable: boolean;
  receipt: { type: string; uploaded_at: string } | null;
  /** the currency the order was placed in */
  currency: Currency;
  subtotal: Amount;
  delivery_price: Amount;
  discount: Amount;
  tip: Amount;
  consumption_tax: Amount;
  total: Amount;
  /** what was given back of its online payment (approved refunds; docs/decisions/040-refunds-and-voids.md) */
  refunded: Amount;
  coupon_code: string | null;
  lines: OrderLineView<Amount>[];
  address: Address | null;
  scheduled_for: string | null;
  comments: string | null;
  packed: boolean;
  cutlery: boolean;
  /** a grab-and-go order's code to show at the counter; null for every other service */
  pickup_code: string | null;
  /** the table, room or seat an in-venue order goes to */
  place: { kind: PlaceKind; code: string } | null;
  created_at: string;
  updated_at: string;
}

/** The branch an order was placed at, as its order page shows it: where to pick the order up, whom to call. */
export interface OrderBranch {
  slug: string;
  name: string;
  address: string;
  city: string;
  phone: string | null;
  whatsapp: string | null;
  location: { lat: number; lng: number };
  wait_minutes: WaitMinutes;
  /** the branch's on-table mode: a food court's orders are picked up at its counter (orderJourney) */
  on_table_class: string;
}

/** The order JSON of the orders API: money in major units of `currency`. */
export type OrderJson = OrderView<number>;
