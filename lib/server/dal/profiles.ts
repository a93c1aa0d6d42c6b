import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { ContactForm as CheckoutContact } from "@/lib/domain/contact-form";
import type { ProfileAccount, ProfileAccountChange } from "@/lib/domain/profile-account";
import type { ServiceKey } from "@/lib/domain/services";
import { getDb, type Tx } from "../db/client";
import { orders, profiles, suppliers } from "../db/schema";
import { sameSecret } from "../same-secret";

/*
 * Diners' profiles (spec §3, §6, §7; issue 15). Every function takes the brand first: a profile of another
 * brand is as unknown as a made-up one. The token is shown once, when the profile is made; only its SHA-256
 * is kept.
 */

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/** A new anonymous profile and the secret that proves it (32 random bytes). */
export async function createAnonymousProfile(instanceId: number, profile: { domain?: string; name?: string }): Promise<{ id: string; token: string }> {
  const db = await getDb();
  const id = randomUUID();
  const token = randomBytes(32).toString("base64url");
  await db.insert(profiles).values({ id, instanceId, tokenHash: hashOf(token), domain: profile.domain ?? null, name: profile.name || null });
  return { id, token };
}

/** Whether `token` proves profile `id` of this brand. */
export async function profileTokenValid(instanceId: number, id: string, token: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ tokenHash: profiles.tokenHash }).from(profiles).where(and(eq(profiles.instanceId, instanceId), eq(profiles.id, id)));
  return sameSecret(hashOf(token), row?.tokenHash);
}

type Row = typeof profiles.$inferSelect;

const accountOf = (row: Row): ProfileAccount => ({
  id: row.id,
  // a phone proven by an SMS code (issue 15's next part); until then no profile is verified
  verified_phone: false,
  name: row.name,
  phone: row.phone,
  phone_code: row.phoneCode,
  phone_code_iso2: row.phoneCodeIso2,
  email: row.email,
  birthday_date: row.birthdayDate,
  sex: row.sex as ProfileAccount["sex"],
  dni_type: row.dniType as ProfileAccount["dni_type"],
  dni: row.dni,
  categories: row.categories,
});

export async function profileAccount(instanceId: number, id: string): Promise<ProfileAccount | null> {
  const db = await getDb();
  const [row] = await db.select().from(profiles).where(and(eq(profiles.instanceId, instanceId), eq(profiles.id, id)));
  return row ? accountOf(row) : null;
}

/** Writes the given fields (null forgets one, absent keeps it) and answers the whole account. */
export async function updateProfileAccount(instanceId: number, id: string, change: ProfileAccountChange): Promise<ProfileAccount | null> {
  const db = await getDb();
  const set: Partial<Row> = { updatedAt: new Date() };
  if (change.name !== undefined) set.name = change.name;
  if (change.phone !== undefined) set.phone = change.phone;
  if (change.phone_code !== undefined) set.phoneCode = change.phone_code;
  if (change.phone_code_iso2 !== undefined) set.phoneCodeIso2 = change.phone_code_iso2;
  if (change.email !== undefined) set.email = change.email;
  if (change.birthday_date !== undefined) set.birthdayDate = change.birthday_date;
  if (change.sex !== undefined) set.sex = change.sex;
  if (change.dni_type !== undefined) set.dniType = change.dni_type;
  if (change.dni !== undefined) set.dni = change.dni;
  if (change.categories !== undefined) set.categories = change.categories;
  const [row] = await db.update(profiles).set(set).where(and(eq(profiles.instanceId, instanceId), eq(profiles.id, id))).returning();
  return row ? accountOf(row) : null;
}

/** An order of the profile, as a device keeps one to list it and read it back (its access token included). */
export interface ProfileOrder {
  id: number;
  token: string;
  supplier: string;
  service: ServiceKey;
  created_at: string;
}

/** How many orders a profile's history lists: as many as a device keeps. */
const HISTORY_LIMIT = 50;

/** The profile's orders at this brand, newest first, on whatever device they were placed. */
export async function profileOrders(instanceId: number, id: string): Promise<ProfileOrder[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: orders.id, token: orders.accessToken, supplier: suppliers.slug, service: orders.service, createdAt: orders.createdAt })
    .from(orders)
    .innerJoin(suppliers, and(eq(suppliers.instanceId, orders.instanceId), eq(suppliers.id, orders.supplierId)))
    .where(and(eq(orders.instanceId, instanceId), eq(orders.profileId, id)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({ id: row.id, token: row.token, supplier: row.supplier, service: row.service as ServiceKey, created_at: row.createdAt.toISOString() }));
}

/**
 * What a diner typed at checkout becomes their profile's (latest wins): the next checkout, on this device or
 * another once they prove the profile, starts filled in. Runs in the order's transaction.
 */
export async function rememberCheckoutContact(tx: Tx, instanceId: number, id: string, contact: CheckoutContact, birthDate: string | undefined): Promise<void> {
  await tx
    .update(profiles)
    .set({
      name: contact.name,
      phone: contact.phone,
      email: contact.email,
      dniType: contact.document_type,
      dni: contact.document_number,
      ...(birthDate ? { birthdayDate: birthDate } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(profiles.instanceId, instanceId), eq(profiles.id, id)));
}
