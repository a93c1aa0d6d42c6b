import type { TransactionStatus } from "./transaction-status";

/** Wompi's transaction statuses (the sandbox sends the same) as spec §4 cart transaction_status values. */
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
