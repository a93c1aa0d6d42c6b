import "server-only";
import { and, eq } from "drizzle-orm";
import type { PartSettler } from "@/lib/domain/tabs/tab-part-settlement";
import type { Db, Tx } from "../db/client";
import { payments } from "../db/schema";
import { askGatewayAbout } from "../payments/apply-event";
import type { Gateway } from "../payments/gateway";
import { settlePart } from "./settle-part";

type Settled = Awaited<ReturnType<typeof settlePart>>;

/**
 * Gives up a held part — its payer withdraws it, staff let it go, or its hold ran out — so its share is unpaid
 * again. A part paid online first has its gateway asked about its attempt (when the gateway can be asked and
 * knows the transaction): a payment that went through pays the part, and the release is then refused as
 * part_settled. A payment that goes through later still retakes the part while the bill has room (settle-part.ts).
 */
export async function releaseHeldPart(
  db: Db,
  gateway: Gateway,
  instanceId: number,
  partId: number,
  by: Exclude<PartSettler, "gateway">,
  { now = new Date(), record }: { now?: Date; record?: (tx: Tx, settled: Settled) => Promise<void> } = {},
): Promise<Settled> {
  const [attempt] = await db
    .select({ reference: payments.reference, transactionId: payments.transactionId, status: payments.status })
    .from(payments)
    .where(and(eq(payments.instanceId, instanceId), eq(payments.tabPartId, partId)));
  if (attempt?.status === "pending") await askGatewayAbout(db, gateway, { ...attempt, instanceId });
  return db.transaction(async (tx) => {
    const settled = await settlePart(tx, instanceId, partId, "released", by, now);
    // the audit entry, in the same transaction: a release is on record exactly when it happened
    await record?.(tx, settled);
    return settled;
  });
}
