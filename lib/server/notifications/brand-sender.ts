import "server-only";
import { inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { instances } from "../db/schema";

/** Who a brand's mail is from: its name over the deployment's address, and where diners' answers go. */
export interface BrandSender {
  name: string;
  replyTo: string | null;
}

/**
 * The brand file's name and contact email of each brand, by id: who its mail says it is from, and where a diner's
 * answer goes. Read in the delivery's own transaction (one connection on PGlite: a read beside it would wait for it).
 */
export async function brandSenders(db: Db | Tx, instanceIds: readonly number[]): Promise<Map<number, BrandSender>> {
  if (!instanceIds.length) return new Map();
  const rows = await db.select({ id: instances.id, name: instances.name, contact: instances.contact }).from(instances).where(inArray(instances.id, [...instanceIds]));
  return new Map(rows.map((row) => [row.id, { name: row.name, replyTo: (row.contact as { email?: string } | null)?.email ?? null }]));
}
