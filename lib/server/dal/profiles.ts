import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gt } from "drizzle-orm";
import type { ContactForm as CheckoutContact } from "@/lib/domain/checkout/contact-form";
import type { ProfileAccount, ProfileAccountChange } from "@/lib/domain/diners/profile-account";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { SMART_LINK_TTL_MS } from "@/lib/domain/diners/smart-link";
import { getDb, type Db, type Tx } from "../db/client";
import { orders, profiles, profileTokens, suppliers } from "../db/schema";

/*
 * Diners' profiles (product §3, §6, §7). Every function takes the brand first: a profile of another
 * brand is as unknown as a made-up one. A token is shown once, when it is made; only its SHA-256 is kept.
 */

type TokenKind = (typeof profileTokens.$inferInsert)["kind"];

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/** A new secret for the profile (32 random bytes): a device's own, or a smart link's. */
export async function mintProfileToken(db: Db | Tx, instanceId: number, profileId: string, kind: TokenKind): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(profileTokens).values({ tokenHash: hashOf(token), instanceId, profileId, kind });
  return token;
}

/** A new anonymous profile and this device's secret for it. */
export async function createAnonymousProfile(instanceId: number, profile: { domain?: string; name?: string }): Promise<{ id: string; token: string }> {
  const db = await getDb();
  const id = randomUUID();
  const token = await db.transaction(async (tx) => {
    await tx.insert(profiles).values({ id, instanceId, domain: profile.domain ?? null, name: profile.name || null });
    return mintProfileToken(tx, instanceId, id, "device");
  });
  return { id, token };
}

/** Whether `token` is one of profile `id`'s secrets of this kind at this brand. */
export async function profileTokenValid(instanceId: number, id: string, token: string, kind: TokenKind = "device"): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ profileId: profileTokens.profileId })
    .from(profileTokens)
    .where(and(eq(profileTokens.tokenHash, hashOf(token)), eq(profileTokens.instanceId, instanceId), eq(profileTokens.kind, kind)));
  return row?.profileId === id;
}

/**
 * A smart link's sign-in (product §2 /{supplier}/sl/{profile}/{token}, §7 login_smart_link): the link's token
 * for this profile buys the device a secret of its own, once — the link is spent in the same statement, so two
 * phones opening it at once cannot both sign in — and only within SMART_LINK_TTL_MS of its making. Null when
 * the link is not this brand's profile's, was used, or is too old.
 */
export async function signInWithSmartLink(instanceId: number, id: string, linkToken: string, now = new Date()): Promise<string | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .delete(profileTokens)
      .where(
        and(
          eq(profileTokens.tokenHash, hashOf(linkToken)),
          eq(profileTokens.instanceId, instanceId),
          eq(profileTokens.profileId, id),
          eq(profileTokens.kind, "link"),
          gt(profileTokens.createdAt, new Date(now.getTime() - SMART_LINK_TTL_MS)),
        ),
      )
      .returning({ profileId: profileTokens.profileId });
    return spent ? mintProfileToken(tx, instanceId, id, "device") : null;
  });
}

type Row = typeof profiles.$inferSelect;

const accountOf = (row: Row): ProfileAccount => ({
  id: row.id,
  verified_phone: row.verifiedPhone !== null,
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

/**
 * A smart link's secret for a profile of this brand, and for a purchase of that profile when one is named;
 * null when either is not this brand's profile's.
 */
export async function createSmartLinkToken(instanceId: number, profileId: string, purchaseId: number | null): Promise<string | null> {
  const db = await getDb();
  const [profile] = await db.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.instanceId, instanceId), eq(profiles.id, profileId)));
  if (!profile) return null;
  if (purchaseId !== null) {
    const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.instanceId, instanceId), eq(orders.id, purchaseId), eq(orders.profileId, profileId)));
    if (!order) return null;
  }
  return mintProfileToken(db, instanceId, profileId, "link");
}
