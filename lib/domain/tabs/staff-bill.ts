import type { Currency } from "../money/currency";
import { fitsCurrencyDecimals, fromMajor } from "../money/major-units";
import { addMinor, timesQuantity, type Minor } from "../money/minor";
import type { PlaceKind } from "./places";

/*
 * A bill staff type in for a table or a hotel room from the console (product §2 solo-pago): the form's rules, the
 * same as POST /api/v1/operator/tabs checks (operatorTabBodySchema) so the form refuses what the server would.
 */

/** The places a bill is entered for by code: a seat is named by its cinema room too, and orders are paid first there. */
export const STAFF_BILL_KINDS = ["table", "room"] as const satisfies readonly PlaceKind[];
export type StaffBillKind = (typeof STAFF_BILL_KINDS)[number];

export const STAFF_BILL_LIMITS = { label: 120, quantity: 99, lines: 100 } as const;

/** One line as typed: the quantity and the unit price are what the inputs hold, in major units. */
export interface StaffBillDraftLine {
  label: string;
  quantity: string;
  price: string;
}

/** Which field of a line is wrong, by the key of its message under `validation`. */
export type StaffBillLineErrors = Partial<Record<keyof StaffBillDraftLine, "required" | "quantity" | "price">>;

export type StaffBillCheck =
  | { ok: true; lines: { label: string; quantity: number; unit_price: number }[]; total: Minor }
  | { ok: false; errors: StaffBillLineErrors[] };

export function isStaffBillKind(kind: PlaceKind): kind is StaffBillKind {
  return (STAFF_BILL_KINDS as readonly string[]).includes(kind);
}

function lineErrors({ label, quantity, price }: StaffBillDraftLine, currency: Currency): StaffBillLineErrors {
  const errors: StaffBillLineErrors = {};
  if (!label.trim() || label.trim().length > STAFF_BILL_LIMITS.label) errors.label = "required";
  const count = Number(quantity);
  if (!Number.isInteger(count) || count < 1 || count > STAFF_BILL_LIMITS.quantity) errors.quantity = "quantity";
  const amount = Number(price.trim().replace(",", "."));
  if (!price.trim() || !Number.isFinite(amount) || amount <= 0 || !fitsCurrencyDecimals(amount, currency)) errors.price = "price";
  return errors;
}

/**
 * The typed lines as the API's body (major units, as the wire carries money) and their total, or what is wrong
 * with each line. A comma is read as the decimal point (12,50 MXN); more decimals than the currency has is refused.
 */
export function checkStaffBill(draft: readonly StaffBillDraftLine[], currency: Currency): StaffBillCheck {
  const errors = draft.map((line) => lineErrors(line, currency));
  if (draft.length === 0 || draft.length > STAFF_BILL_LIMITS.lines || errors.some((each) => Object.keys(each).length > 0)) return { ok: false, errors };
  const lines = draft.map((line) => ({ label: line.label.trim(), quantity: Number(line.quantity), unit_price: Number(line.price.trim().replace(",", ".")) }));
  const total = addMinor(...lines.map((line) => timesQuantity(fromMajor(line.unit_price, currency), line.quantity)));
  return { ok: true, lines, total };
}
