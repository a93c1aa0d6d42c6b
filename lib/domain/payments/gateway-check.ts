import type { Currency } from "../money/currency";
import type { TransactionStatus } from "../orders/transaction-status";
import type { LedgerPayment } from "./reconciliation";
import { wompiAmountInCents } from "./wompi-signature";

/*
 * The reconciliation's check against the gateway's own listing of the period: what the gateway says it charged,
 * beside what Comanda recorded. Our ledger is built from the gateway's events and answers to the sweep's questions,
 * so it can only miss what the gateway never told us about — a charge under a reference we never made, an approval
 * whose event was refused (another amount), or a transaction our record calls approved that the gateway does not.
 */

/** One transaction of the gateway's listing, in its own amount (cents, as every gateway's report is read). */
export interface GatewayCharge {
  transactionId: string;
  reference: string;
  amountInCents: number;
  currency: string;
  /** our reading of its status; null for one the gateway may add later */
  status: TransactionStatus | null;
  createdAt: Date;
}

export const GATEWAY_FINDINGS = ["unknown_charge", "approved_not_recorded", "amount_differs", "recorded_not_approved"] as const;
export type GatewayFindingKind = (typeof GATEWAY_FINDINGS)[number];

export interface GatewayFinding {
  kind: GatewayFindingKind;
  charge: GatewayCharge;
  /** our attempt with its reference, when there is one in the period */
  payment: LedgerPayment | null;
}

export interface GatewayCheck {
  /** how many of the gateway's transactions were read */
  checked: number;
  findings: GatewayFinding[];
}

/** Statuses that mean money was taken at some point: a void or refund comes after an approval. */
const TOOK_MONEY: readonly (TransactionStatus | null)[] = ["approved", "voided"];

/**
 * The findings of a period's charges against its ledger. `elsewhere` holds references the brand has outside the
 * period (an attempt opened before midnight, charged after): those are ours, not unknown. A charge matches the
 * attempt with its reference and transaction (or its reference alone, before the gateway named one).
 */
export function checkAgainstGateway(ledger: readonly LedgerPayment[], charges: readonly GatewayCharge[], { currency, elsewhere }: { currency: Currency; elsewhere: ReadonlySet<string> }): GatewayCheck {
  const findings: GatewayFinding[] = [];
  for (const charge of charges) {
    const ours = ledger.filter((payment) => payment.reference === charge.reference);
    const payment = ours.find((candidate) => candidate.transactionId === charge.transactionId) ?? ours.find((candidate) => candidate.transactionId === null) ?? ours[0] ?? null;
    const took = TOOK_MONEY.includes(charge.status);
    if (!payment) {
      if (took && !elsewhere.has(charge.reference)) findings.push({ kind: "unknown_charge", charge, payment: null });
      continue;
    }
    const sameAmount = charge.amountInCents === wompiAmountInCents(payment.amount, currency) && charge.currency === currency;
    if (took && !sameAmount) findings.push({ kind: "amount_differs", charge, payment });
    else if (charge.status === "approved" && payment.status !== "approved") findings.push({ kind: "approved_not_recorded", charge, payment });
    else if (payment.status === "approved" && payment.transactionId === charge.transactionId && (charge.status === "declined" || charge.status === "error")) {
      findings.push({ kind: "recorded_not_approved", charge, payment });
    }
  }
  return { checked: charges.length, findings };
}
