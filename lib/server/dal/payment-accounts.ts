import "server-only";
import { and, asc, eq, isNotNull, ne } from "drizzle-orm";
import type { GatewayName } from "@/lib/domain/payments/gateway-account";
import { getDb, type Db, type Tx } from "../db/client";
import { paymentAccounts, staffAccounts } from "../db/schema";

/*
 * Brands' own gateway accounts, one row per brand, read and written within that brand. The box stays sealed here:
 * lib/server/payments/payment-account.ts opens it. The two deployment-wide reads serve the start-up check and the
 * re-sealing of every box after a key rotation.
 */

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

export interface PaymentAccountValues {
  gateway: GatewayName;
  settings: Record<string, unknown>;
  secretsBox: string | null;
  keyId: string | null;
  updatedBy: number | null;
  updatedAt: Date;
}

export async function findPaymentAccountRow(instanceId: number, db?: Db | Tx): Promise<PaymentAccountRow | null> {
  const [row] = await (db ?? (await getDb())).select().from(paymentAccounts).where(eq(paymentAccounts.instanceId, instanceId));
  return row ?? null;
}

/** The row, locked until the end of `tx`: two owners saving at once write one after the other, each seeing the other's. */
export async function lockPaymentAccountRow(tx: Tx, instanceId: number): Promise<PaymentAccountRow | null> {
  const [row] = await tx.select().from(paymentAccounts).where(eq(paymentAccounts.instanceId, instanceId)).for("update");
  return row ?? null;
}

export async function savePaymentAccountRow(tx: Tx, instanceId: number, values: PaymentAccountValues): Promise<void> {
  await tx.insert(paymentAccounts).values({ instanceId, ...values }).onConflictDoUpdate({ target: paymentAccounts.instanceId, set: values });
}

export async function deletePaymentAccountRow(tx: Tx, instanceId: number): Promise<PaymentAccountRow | null> {
  const [row] = await tx.delete(paymentAccounts).where(eq(paymentAccounts.instanceId, instanceId)).returning();
  return row ?? null;
}

/** Who last set the brand's account, when a staff account did. */
export async function paymentAccountAuthor(instanceId: number, accountId: number): Promise<{ id: number; name: string; email: string } | null> {
  const db = await getDb();
  const [author] = await db
    .select({ id: staffAccounts.id, name: staffAccounts.name, email: staffAccounts.email })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.instanceId, instanceId), eq(staffAccounts.id, accountId)));
  return author ?? null;
}

/** Every brand's sealed box and the key it names (deployment-wide: the start-up check and the reseal). */
export async function sealedPaymentAccounts(db: Db): Promise<{ instanceId: number; keyId: string }[]> {
  const rows = await db
    .select({ instanceId: paymentAccounts.instanceId, keyId: paymentAccounts.keyId })
    .from(paymentAccounts)
    .where(isNotNull(paymentAccounts.secretsBox))
    .orderBy(asc(paymentAccounts.instanceId));
  return rows.map((row) => ({ instanceId: row.instanceId, keyId: row.keyId! }));
}

/**
 * Replaces a brand's box with the same secrets sealed by another key, only while the row still holds the box that was
 * opened (`from`): a box an owner replaced meanwhile is left as the owner wrote it. True when it was replaced.
 */
export async function replacePaymentAccountBox(tx: Tx, instanceId: number, from: string, to: { box: string; keyId: string }): Promise<boolean> {
  const rows = await tx
    .update(paymentAccounts)
    .set({ secretsBox: to.box, keyId: to.keyId })
    .where(and(eq(paymentAccounts.instanceId, instanceId), eq(paymentAccounts.secretsBox, from), ne(paymentAccounts.secretsBox, to.box)))
    .returning({ instanceId: paymentAccounts.instanceId });
  return rows.length > 0;
}
