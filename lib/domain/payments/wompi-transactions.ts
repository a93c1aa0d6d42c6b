import { answeringRecord } from "./answering-attempt";

/** A transaction of Wompi's search by reference, with the fields that choose between several. */
interface WompiListed {
  reference: string;
  status: string;
  created_at?: string;
}

// a void gives money back that was taken: it answers for the attempt as an approval does
const RANK: Readonly<Record<string, number>> = { APPROVED: 3, VOIDED: 3, PENDING: 2 };

function isListed(value: unknown): value is WompiListed {
  const transaction = value as Partial<WompiListed> | null;
  return typeof transaction?.reference === "string" && typeof transaction.status === "string";
}

/**
 * Which transaction of Wompi's search by reference answers for our attempt: one that took money first, then one
 * still waiting, then the latest. A diner may try a declined card and then another inside one Web Checkout.
 */
export function answeringTransaction(data: unknown): WompiListed | null {
  const listed = Array.isArray(data) ? data.filter(isListed) : [];
  return answeringRecord(listed, (transaction) => RANK[transaction.status] ?? 0, (transaction) => transaction.created_at ?? "");
}
