import type { Currency } from "./currency";
import type { PlaceKind } from "./places";

/** An order as the staff board reads it (GET /api/v1/operator/orders): what the pass needs, oldest first. */
export interface BoardOrder {
  id: number;
  service: string;
  progress: string;
  status: string;
  payment_method: string;
  /** in major units of `currency`, as every amount of the API */
  total: number;
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
  lines: { label: string; quantity: number }[];
  created_at: string;
  updated_at: string;
}
