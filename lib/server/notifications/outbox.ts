import "server-only";
import { and, asc, desc, eq, isNull, lte } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { outboxMessages } from "../db/schema";
import { brandSenders, type BrandSender } from "./brand-sender";

export type OutboxChannel = "email" | "sms";

export interface OutboxMessage {
  kind: string;
  /** email by default */
  channel?: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
}

/**
 * Where delivered messages go: a provider, or a local folder a developer reads. Answers where the message went,
 * as the operator may read it: the provider and its message id, or the local file relative to DATA_DIR.
 */
export interface Transport {
  send(message: OutboxMessage & { id: number; channel: OutboxChannel; instanceId: number; sender: BrandSender | null }): Promise<string>;
}

/** Writes a message to the outbox, in the caller's transaction: it exists exactly when what it tells does. */
export async function queueMessage(db: Db | Tx, instanceId: number, message: OutboxMessage): Promise<void> {
  await db.insert(outboxMessages).values({ instanceId, ...message });
}

/** After a failed try: 30 s, 1 min, 2 min… up to an hour between tries. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

const BATCH = 20;

/**
 * Delivers the messages that are due, oldest first. Each replica claims its own (FOR UPDATE SKIP LOCKED), so
 * many replicas deliver each message once; a failure is kept with its error and tried again later.
 */
export async function deliverDue(db: Db, transport: Transport, now = new Date()): Promise<{ delivered: number; failed: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outboxMessages)
      .where(and(isNull(outboxMessages.deliveredAt), lte(outboxMessages.nextAttemptAt, now)))
      .orderBy(asc(outboxMessages.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const senders = await brandSenders(tx, [...new Set(due.map((message) => message.instanceId))]);
    let delivered = 0;
    for (const message of due) {
      const attempts = message.attempts + 1;
      try {
        const to = await transport.send({ ...message, sender: senders.get(message.instanceId) ?? null });
        await tx.update(outboxMessages).set({ attempts, deliveredAt: now, deliveredTo: to, lastError: null }).where(eq(outboxMessages.id, message.id));
        delivered += 1;
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        const nextAttemptAt = new Date(now.getTime() + retryDelaySeconds(attempts) * 1000);
        await tx.update(outboxMessages).set({ attempts, lastError, nextAttemptAt }).where(eq(outboxMessages.id, message.id));
      }
    }
    return { delivered, failed: due.length - delivered };
  });
}

/** A path on this machine (`/srv/app/.data/sms/…`, `C:\\data\\…`) as an error message may carry one. */
const SERVER_PATH = /(?<=^|[\s'"(=])(?:[A-Za-z]:\\|\/)[^\s'"`,;:()]+/g;

/** A delivery error as the operator may read it: what went wrong, never where on the server. */
export function publicDeliveryError(error: string | null): string | null {
  return error === null ? null : error.replace(SERVER_PATH, "[path]");
}

/**
 * A brand's latest messages and what became of each (the operator's readable outbox): to whom, what about,
 * where they went (`delivered_to`: the provider, or the local file's name under DATA_DIR) and why not yet.
 * Never the body: a verification code or a booking's link is the diner's secret, not the operator's.
 */
export async function recentMessages(db: Db, instanceId: number, limit = 50) {
  const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.instanceId, instanceId)).orderBy(desc(outboxMessages.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    created_at: row.createdAt.toISOString(),
    attempts: row.attempts,
    last_error: publicDeliveryError(row.lastError),
    delivered_to: row.deliveredTo,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  }));
}
