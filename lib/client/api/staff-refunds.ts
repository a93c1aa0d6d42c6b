import type { Currency } from "@/lib/domain/money/currency";
import { fromMajor, toMajor } from "@/lib/domain/money/major-units";
import type { Minor } from "@/lib/domain/money/minor";
import type { RefundablePaymentWire, RefundWire } from "@/lib/domain/payments/refund-body";
import { answerOf, callApi, jsonBody } from "./api-failure";

/* The console's refunds: an order's online payments with what may still be given back, and the refund itself. */

export interface RefundablePayment {
  id: number;
  method: string;
  currency: Currency;
  amount: Minor;
  refunded: Minor;
  refundable: Minor;
}

/** An order's online payments that took money, their amounts read into Minor once here. */
export async function fetchOrderPayments(orderId: number): Promise<RefundablePayment[]> {
  const { payments } = await answerOf<{ payments: RefundablePaymentWire[] }>(await callApi(`/api/staff/orders/${orderId}/payments`));
  return payments.map((payment) => {
    const currency = payment.currency as Currency;
    return { id: payment.id, method: payment.method, currency, amount: fromMajor(payment.amount, currency), refunded: fromMajor(payment.refunded, currency), refundable: fromMajor(payment.refundable, currency) };
  });
}

/**
 * Refunds `amount` of the payment. `key` names this refund request: the dialog makes one when it opens and sends it
 * with every try, so a double click or a retry after a lost answer refunds once.
 */
export async function refundPayment(paymentId: number, amount: Minor, currency: Currency, reason: string, key: string): Promise<RefundWire> {
  const init = jsonBody("POST", { amount: toMajor(amount, currency), reason });
  const { refund } = await answerOf<{ refund: RefundWire }>(await callApi(`/api/staff/payments/${paymentId}/refunds`, { ...init, headers: { ...init.headers, "idempotency-key": key } }));
  return refund;
}
