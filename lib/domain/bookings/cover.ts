import type { BookingCover } from "./booking";
import type { Currency } from "../money/currency";
import { timesQuantity, type Minor } from "../money/minor";
import { fromMajor } from "../money/major-units";

/** Product §3 cover (fixed or per person) in minor units of the brand's currency. */
export interface CoverCharge {
  amount: Minor;
  perPerson: boolean;
  prepaid: boolean;
}

/** A branch's cover as stored from its file (major units) in the brand currency's minor units. */
export function coverCharge(cover: BookingCover | null, currency: Currency): CoverCharge | null {
  return cover ? { amount: fromMajor(cover.amount, currency), perPerson: cover.perPerson, prepaid: cover.prepaid } : null;
}

/** What the party pays: the fixed value, or the per-person value times the party. */
export function coverTotal(cover: Pick<CoverCharge, "amount" | "perPerson">, persons: number): Minor {
  return cover.perPerson ? timesQuantity(cover.amount, persons) : cover.amount;
}
