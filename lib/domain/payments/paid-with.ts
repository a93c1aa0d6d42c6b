/*
 * How the money of an online payment was really paid, as the gateway tells it. A hosted checkout lets the diner pick on
 * the gateway's page: Mercado Pago's Checkout Pro takes cards, cash vouchers (OXXO, PagoEfectivo, boleto), bank
 * transfers (PIX, SPEI) and its own wallet, where our checkout only said "pay online". Kept beside the payment for
 * the staff's reconciliation and its spreadsheet.
 */

export const PAID_WITH = ["card", "cash_voucher", "bank_transfer", "wallet"] as const;
export type PaidWith = (typeof PAID_WITH)[number];

/** Mercado Pago's payment_type_id (its payments API) as how the money was paid; null for a type it may add later. */
const MERCADOPAGO: Readonly<Record<string, PaidWith>> = {
  credit_card: "card",
  debit_card: "card",
  prepaid_card: "card",
  ticket: "cash_voucher",
  atm: "cash_voucher",
  bank_transfer: "bank_transfer",
  account_money: "wallet",
  digital_wallet: "wallet",
  digital_currency: "wallet",
};

export function paidWithAtMercadoPago(paymentTypeId: string | undefined): PaidWith | null {
  return (paymentTypeId && MERCADOPAGO[paymentTypeId]) || null;
}

/** Wompi's payment_method_type (the sandbox sends the same) as how the money was paid. */
const WOMPI: Readonly<Record<string, PaidWith>> = {
  CARD: "card",
  PSE: "bank_transfer",
  BANCOLOMBIA_TRANSFER: "bank_transfer",
  NEQUI: "wallet",
  DAVIPLATA: "wallet",
  BANCOLOMBIA_COLLECT: "cash_voucher",
};

export function paidWithAtWompi(paymentMethodType: string | undefined): PaidWith | null {
  return (paymentMethodType && WOMPI[paymentMethodType.toUpperCase()]) || null;
}
