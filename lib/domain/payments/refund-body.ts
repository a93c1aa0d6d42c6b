import { z } from "zod";
import { DB_INT_MAX } from "../http/db-int";
import type { Currency } from "../money/currency";
import { fitsCurrencyDecimals, fromMajor } from "../money/major-units";

export const REFUND_REASON_MAX = 200;

/**
 * POST /api/staff/payments/{id}/refunds: how much, in major units of the brand's currency as every amount of the
 * API, and why. Messages are translation keys (messages/*.json validation.*): the console's form shows them.
 */
export function refundBody(currency: Currency) {
  return z.object({
    amount: z
      .number({ error: "validation.required" })
      .positive("validation.refundAmount")
      // bounded before it is scaled: a huge number never reaches fromMajor's whole-number check
      .max(DB_INT_MAX, "validation.refundAmount")
      .refine((amount) => fitsCurrencyDecimals(amount, currency), "validation.refundAmount")
      .transform((amount) => fromMajor(amount, currency))
      .refine((amount) => amount <= DB_INT_MAX, "validation.refundAmount"),
    reason: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(REFUND_REASON_MAX, "validation.tooLong"),
  });
}

/** A payment's id in a path, as an order's. */
export const paymentId = z.string().regex(/^\d{1,9}$/, "expected a payment id").transform(Number);

/** A refund as the staff API answers it: amounts in major units of `currency`. */
export interface RefundWire {
  id: number;
  payment_id: number;
  amount: number;
  currency: string;
  reason: string;
  status: string;
  gateway: string;
  gateway_ref: string | null;
  created_at: string;
}

/** An online payment as the refund dialog reads it: what was paid, refunded, and may still be. */
export interface RefundablePaymentWire {
  id: number;
  method: string;
  gateway: string;
  status: string;
  currency: string;
  amount: number;
  refunded: number;
  refundable: number;
  refunds: RefundWire[];
}
