import { ONLINE_METHODS, type OnlineMethod } from "./payment-methods";
import type { TransactionStatus } from "../orders/transaction-status";

/** Wompi's payment_method_type for each of our online methods. */
export const WOMPI_METHOD_TYPE = { card: "CARD", pse: "PSE", nequi: "NEQUI" } as const satisfies Record<OnlineMethod, string>;

/** Wompi's transaction statuses (the sandbox sends the same) as product §4 cart transaction_status values. */
const FROM_GATEWAY: Readonly<Record<string, TransactionStatus>> = {
  PENDING: "pending",
  APPROVED: "approved",
  DECLINED: "declined",
  VOIDED: "voided",
  ERROR: "error",
};

/** Null for a status the gateway may add later: unknown is not a verdict, so nothing is written for it. */
export function transactionStatusFromGateway(status: string): TransactionStatus | null {
  return FROM_GATEWAY[status.toUpperCase()] ?? null;
}

/**
 * The online method a gateway transaction was paid with, read from its payment_method_type: the diner may pay
 * on the gateway's page with another method than the one chosen at checkout. Null for a type we do not offer
 * (Wompi has more) or none.
 */
export function methodFromGateway(type: string | undefined): OnlineMethod | null {
  return ONLINE_METHODS.find((method) => WOMPI_METHOD_TYPE[method] === type?.toUpperCase()) ?? null;
}
