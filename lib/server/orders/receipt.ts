import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import { receiptExtension, type ReceiptType } from "@/lib/domain/payments/receipt-file";
import { isUnpayable } from "@/lib/domain/orders/transaction-status";
import type { Db } from "../db/client";
import { firstRow } from "../db/rows";
import { orders } from "../db/schema";
import { env } from "../env";
import type { Order } from "./create-order";

export type ReceiptRefusal = "receipt_not_accepted" | "already_approved" | "order_unpayable";

/**
 * Why this order takes no receipt, or null when it does: only orders paid by transfer receipt, not yet
 * approved, and (product §5) no more than a day old.
 */
export function receiptRefusal(order: Pick<Order, "paymentMethod" | "status" | "createdAt">, now: Date): ReceiptRefusal | null {
  if (order.paymentMethod !== "payment_receipt") return "receipt_not_accepted";
  if (order.status === "approved") return "already_approved";
  if (isUnpayable(order.createdAt, now)) return "order_unpayable";
  return null;
}

/** The API's refusal of a receipt for this reason (409). */
export function receiptRefused(refusal: ReceiptRefusal): ApiError {
  return new ApiError(refusal, "This order does not take a payment receipt");
}

/** Receipts live outside the database, one folder per brand; the database keeps the path relative to DATA_DIR. */
const absolute = (relative: string) => path.join(env().DATA_DIR, relative);

/**
 * Stores a receipt whose type was sniffed from its bytes and records it on the order, replacing any earlier
 * one. The file name is random, never the diner's. The order row is locked while it is checked and
 * written, so an approval or a second upload arriving at the same moment cannot interleave; the replaced
 * file is deleted only once the new one is committed.
 */
export async function saveReceipt(db: Db, instanceId: number, order: Order, file: { bytes: Uint8Array; type: ReceiptType }, now = new Date()): Promise<Order> {
  const relative = path.join("receipts", String(instanceId), `${randomBytes(16).toString("hex")}.${receiptExtension(file.type)}`);
  await mkdir(path.dirname(absolute(relative)), { recursive: true });
  await writeFile(absolute(relative), file.bytes, { flag: "wx" });
  try {
    const { updated, replaced } = await db.transaction(async (tx) => {
      const where = and(eq(orders.instanceId, instanceId), eq(orders.id, order.id));
      const current = firstRow(await tx.select().from(orders).where(where).for("update"), "order");
      const refusal = receiptRefusal(current, now);
      if (refusal) throw receiptRefused(refusal);
      const written = await tx
        .update(orders)
        .set({ receiptPath: relative, receiptType: file.type, receiptUploadedAt: now, updatedAt: now })
        .where(where)
        .returning();
      return { updated: firstRow(written, "order"), replaced: current.receiptPath };
    });
    // An old file already gone (cleaned up by hand) must not fail an upload that has been recorded.
    if (replaced) await unlink(absolute(replaced)).catch(() => undefined);
    return { ...updated, lines: order.lines };
  } catch (error) {
    await unlink(absolute(relative)).catch(() => undefined);
    throw error;
  }
}
