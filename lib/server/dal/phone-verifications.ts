import "server-only";
import { createHash, randomInt } from "node:crypto";
import { and, count, desc, eq, gt, ne } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import { CODE_TTL_SECONDS, MAX_CODE_ATTEMPTS, MAX_CODES_PER_PHONE_HOUR, RESEND_AFTER_SECONDS, VERIFICATION_CODE_LENGTH } from "@/lib/domain/diners/phone-verification";
import { getDb } from "../db/client";
import { bookings, orders, phoneVerifications, profiles, trackings } from "../db/schema";
import { queueMessage } from "../notifications/outbox";
import { mintProfileToken } from "./profiles";

/*
 * Proving a phone with a 4-digit SMS code. A proven phone is the key another device finds the profile
 * by: the first profile to prove a phone keeps it, and a later one that proves it is handed that profile.
 */

const codeHash = (verificationKey: string, code: string) => createHash("sha256").update(`${verificationKey}:${code}`).digest("base64url");

/** What the SMS says, in the diner's language (argument-free texts: composed here). */
export interface CodeMessage {
  brand: string;
  codeIs: string;
  expires: string;
}

/**
 * Sends a new code to `phone` (E.164) for this profile: 429 code_resend_too_soon within RESEND_AFTER_SECONDS of
 * the last one (Retry-After says when), 429 rate_limited past MAX_CODES_PER_PHONE_HOUR to one phone. The SMS is
 * queued with the code, in one transaction; the caller delivers it.
 */
export async function sendVerificationCode(instanceId: number, profileId: string, phone: string, text: CodeMessage, now = new Date()): Promise<{ resend_after: number; expires_in: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ createdAt: phoneVerifications.createdAt })
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.instanceId, instanceId), eq(phoneVerifications.profileId, profileId)))
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1);
    const waited = last ? (now.getTime() - last.createdAt.getTime()) / 1000 : Infinity;
    if (waited < RESEND_AFTER_SECONDS) {
      throw new ApiError("code_resend_too_soon", "A code was sent moments ago", { retry_after: Math.max(1, Math.ceil(RESEND_AFTER_SECONDS - waited)) });
    }
    const [{ sent }] = (await tx
      .select({ sent: count() })
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.instanceId, instanceId), eq(phoneVerifications.phone, phone), gt(phoneVerifications.createdAt, new Date(now.getTime() - 3_600_000))))) as [{ sent: number }];
    if (sent >= MAX_CODES_PER_PHONE_HOUR) throw new ApiError("rate_limited", "Too many codes to this phone", { retry_after: 3600 });

    const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, "0");
    await tx.insert(phoneVerifications).values({
      instanceId,
      profileId,
      phone,
      codeHash: codeHash(profileId, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      createdAt: now,
    });
    await queueMessage(tx, instanceId, { kind: "phone_verification", channel: "sms", recipient: phone, subject: "", body: `${text.brand}: ${text.codeIs} ${code}. ${text.expires}` });
    return { resend_after: RESEND_AFTER_SECONDS, expires_in: CODE_TTL_SECONDS };
  });
}

/**
 * Checks the profile's latest code. Wrong, expired, or tried MAX_CODE_ATTEMPTS times: 422
 * invalid_verification_code (with attempts_left). Right: the phone is proven — on this profile, or, when another
 * profile of the brand proved it first, on that one, whose orders and bookings this profile's then join. Answers
 * the profile the device holds from now on, with a new secret when it changed.
 */
export async function confirmVerificationCode(instanceId: number, profileId: string, code: string, now = new Date()): Promise<{ id: string; token: string | null }> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.instanceId, instanceId), eq(phoneVerifications.profileId, profileId)))
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1)
      .for("update");
    if (!pending || pending.expiresAt <= now || pending.attempts >= MAX_CODE_ATTEMPTS) return { wrong: 0 };
    if (pending.codeHash !== codeHash(profileId, code)) {
      await tx.update(phoneVerifications).set({ attempts: pending.attempts + 1 }).where(eq(phoneVerifications.id, pending.id));
      return { wrong: MAX_CODE_ATTEMPTS - pending.attempts - 1 };
    }
    await tx.delete(phoneVerifications).where(and(eq(phoneVerifications.instanceId, instanceId), eq(phoneVerifications.profileId, profileId)));
    const [owner] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.instanceId, instanceId), eq(profiles.verifiedPhone, pending.phone), ne(profiles.id, profileId)));
    if (!owner) {
      await tx.update(profiles).set({ verifiedPhone: pending.phone, updatedAt: now }).where(and(eq(profiles.instanceId, instanceId), eq(profiles.id, profileId)));
      return { profile: { id: profileId, token: null } };
    }
    // this device's own orders, bookings and events follow the diner to the profile that holds their phone
    for (const table of [orders, bookings, trackings]) {
      await tx.update(table).set({ profileId: owner.id }).where(and(eq(table.instanceId, instanceId), eq(table.profileId, profileId)));
    }
    return { profile: { id: owner.id, token: await mintProfileToken(tx, instanceId, owner.id, "device") } };
  });
  if ("wrong" in outcome) throw new ApiError("invalid_verification_code", "Wrong, expired or spent code: ask for a new one once it is spent", { attempts_left: Math.max(0, outcome.wrong ?? 0) });
  return outcome.profile;
}
