import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, gt, lte, ne } from "drizzle-orm";
import { sessionExpiry } from "@/lib/domain/staff/staff-session";
import { getDb, type Db, type Tx } from "../db/client";
import { staffAccounts, staffSessions } from "../db/schema";

/*
 * Staff sessions, after Lucia's and oslo's guidance: the cookie holds 32 random bytes, the table only
 * their SHA-256, so neither a copy of the table nor a log of ids can sign anyone in. Every lookup is within
 * the brand and skips disabled accounts: disabling one stops its devices on their next call.
 */

const TOKEN_BYTES = 32;

export const sessionIdOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new session for the account: its token (for the cookie, never stored) and its end. */
export async function createStaffSession(
  instanceId: number,
  accountId: number,
  { userAgent = null, now = new Date() }: { userAgent?: string | null; now?: Date } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const db = await getDb();
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const expiresAt = sessionExpiry(now);
  await db.transaction(async (tx) => {
    // The account's ended sessions go when it signs in again, so the table holds live devices plus a few leftovers.
    await tx.delete(staffSessions).where(and(eq(staffSessions.instanceId, instanceId), eq(staffSessions.accountId, accountId), lte(staffSessions.expiresAt, now)));
    await tx.insert(staffSessions).values({ id: sessionIdOf(token), instanceId, accountId, createdAt: now, expiresAt, lastSeenAt: now, userAgent: userAgent?.slice(0, 300) ?? null });
  });
  return { token, expiresAt };
}

/** The live session a token opens at this brand, with its account; null for an ended, unknown or disabled one. */
export async function findStaffSession(instanceId: number, token: string, now = new Date()) {
  const db = await getDb();
  const [row] = await db
    .select({ session: staffSessions, account: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, and(eq(staffAccounts.instanceId, staffSessions.instanceId), eq(staffAccounts.id, staffSessions.accountId)))
    .where(and(eq(staffSessions.id, sessionIdOf(token)), eq(staffSessions.instanceId, instanceId), gt(staffSessions.expiresAt, now), isNull(staffAccounts.disabledAt)));
  return row ?? null;
}

/** Records the device's last call, and a new end when the session is renewed. */
export async function touchStaffSession(instanceId: number, id: string, change: { lastSeenAt: Date; expiresAt?: Date }): Promise<void> {
  const db = await getDb();
  await db
    .update(staffSessions)
    .set(change)
    .where(and(eq(staffSessions.instanceId, instanceId), eq(staffSessions.id, id)));
}

/** Ends the session a token opens at this brand (sign-out); the account it was of, or null when there was none. */
export async function deleteStaffSession(instanceId: number, token: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.instanceId, instanceId), eq(staffSessions.id, sessionIdOf(token))))
    .returning({ accountId: staffSessions.accountId });
  return row?.accountId ?? null;
}

/** Ends every session of the account (sign out everywhere, disabled, new password), but `except` when given. */
export async function deleteStaffSessions(db: Db | Tx, instanceId: number, accountId: number, { except }: { except?: string } = {}): Promise<number> {
  const rows = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.instanceId, instanceId), eq(staffSessions.accountId, accountId), except ? ne(staffSessions.id, except) : undefined))
    .returning({ id: staffSessions.id });
  return rows.length;
}
