import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import { openingState } from "@/lib/domain/brand/opening-hours";
import { placeMenuPath } from "@/lib/domain/routing/paths";
import { DEFAULT_WAITLIST_MINUTES, estimatedWaitMinutes, nextParty, waitlistPosition, type WaitingParty } from "@/lib/domain/bookings/waitlist";
import type { StaffWaitlistEntry, WaitlistView } from "@/lib/domain/bookings/waitlist-view";
import { getDb, type Db, type Tx } from "../db/client";
import { places, suppliers, waitlistEntries } from "../db/schema";
import { sameSecret } from "../http/same-secret";
import { endSeating, lockTable, seatParty } from "./seatings";
import { audit } from "./staff-audit";
import type { BookingBranch } from "./bookings";

const TOKEN_BYTES = 24;

/** The parties in line at a branch, by arrival. */
async function waitingAt(db: Db | Tx, instanceId: number, supplierId: number) {
  return db
    .select({ id: waitlistEntries.id, persons: waitlistEntries.persons })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.instanceId, instanceId), eq(waitlistEntries.supplierId, supplierId), eq(waitlistEntries.status, "waiting")))
    .orderBy(asc(waitlistEntries.id));
}

/**
 * A party joins the branch's walk-in waitlist: only while the branch is open, and no larger than it books
 * online. Answers its live view and the token of its page.
 */
export async function joinWaitlist(
  instanceId: number,
  branch: BookingBranch,
  ask: { persons: number; contact: { name: string; phone: string } },
  now = new Date(),
): Promise<{ entry: WaitlistView; token: string }> {
  if (ask.persons > branch.rules.maxParty) throw new ApiError("party_too_large", `This branch seats parties of up to ${branch.rules.maxParty} from the waitlist`, { max: branch.rules.maxParty });
  if (!openingState(branch.openingHours, branch.timezone, now).open) throw new ApiError("branch_closed", "The branch is closed: its waitlist opens with it");
  const db = await getDb();
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const [row] = await db
    .insert(waitlistEntries)
    .values({ instanceId, supplierId: branch.id, persons: ask.persons, name: ask.contact.name, phone: ask.contact.phone, status: "waiting", accessToken: token, createdAt: now, updatedAt: now })
    .returning({ id: waitlistEntries.id });
  return { entry: (await readEntry(db, instanceId, row!.id))!, token };
}

/** A party of the brand's waitlists as its page shows it: its place in line while waiting, its table once ready. */
async function readEntry(db: Db | Tx, instanceId: number, id: number): Promise<WaitlistView | null> {
  const [entry] = await readEntries(db, instanceId, eq(waitlistEntries.id, id));
  if (!entry) return null;
  // the phone is for staff; the diner's page shows what it always did
  const { phone: _phone, ...view } = entry;
  return view;
}

/**
 * The brand's parties that `where` names, in one query, by arrival, each with its phone for staff; the line
 * their places are counted in is read once per branch.
 */
async function readEntries(db: Db | Tx, instanceId: number, where: SQL): Promise<StaffWaitlistEntry[]> {
  const rows = await db
    .select({ entry: waitlistEntries, supplier: { slug: suppliers.slug, name: suppliers.name, booking: suppliers.booking }, place: { code: places.code, zone: places.zone, kind: places.kind, token: places.token } })
    .from(waitlistEntries)
    .innerJoin(suppliers, and(eq(suppliers.instanceId, waitlistEntries.instanceId), eq(suppliers.id, waitlistEntries.supplierId)))
    .leftJoin(places, and(eq(places.instanceId, waitlistEntries.instanceId), eq(places.id, waitlistEntries.placeId)))
    .where(and(eq(waitlistEntries.instanceId, instanceId), where))
    .orderBy(asc(waitlistEntries.id));
  const lines = new Map<number, WaitingParty[]>();
  for (const { entry } of rows) {
    if (entry.status === "waiting" && !lines.has(entry.supplierId)) lines.set(entry.supplierId, await waitingAt(db, instanceId, entry.supplierId));
  }
  return rows.map(({ entry, supplier, place }) => {
    const line = lines.get(entry.supplierId);
    const position = entry.status === "waiting" && line ? waitlistPosition(line, entry.id) : null;
    const minutesPerParty = supplier.booking?.waitlistMinutes ?? DEFAULT_WAITLIST_MINUTES;
    return {
      id: entry.id,
      status: entry.status,
      persons: entry.persons,
      name: entry.name,
      supplier: { slug: supplier.slug, name: supplier.name },
      position,
      estimate_minutes: position === null ? null : estimatedWaitMinutes(position, minutesPerParty),
      table: entry.status === "ready" && place ? { code: place.code, zone: place.zone, menu_path: placeMenuPath(supplier.slug, place.kind, place.token) } : null,
      joined_at: entry.createdAt.toISOString(),
      phone: entry.phone,
    };
  });
}

/** The party the id and token name together; null for a wrong token as for an unknown id (a 404 either way). */
export async function findWaitlistEntry(instanceId: number, id: number, token: string): Promise<WaitlistView | null> {
  const db = await getDb();
  const [row] = await db.select({ token: waitlistEntries.accessToken }).from(waitlistEntries).where(and(eq(waitlistEntries.instanceId, instanceId), eq(waitlistEntries.id, id)));
  if (!row || !sameSecret(token, row.token)) return null;
  return readEntry(db, instanceId, id);
}

/** The diner leaves the line (or gives back the table they were called to); everyone behind moves up at once. */
export async function leaveWaitlist(instanceId: number, entry: WaitlistView, now = new Date()): Promise<WaitlistView> {
  if (entry.status === "left") throw new ApiError("waitlist_left", "This party already left the waitlist");
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(waitlistEntries)
      .set({ status: "left", updatedAt: now })
      .where(and(eq(waitlistEntries.instanceId, instanceId), eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, entry.status)));
    // a party called to its table that leaves instead gives the table back
    await endSeating(tx, instanceId, { waitlistEntryId: entry.id }, "party_left", now);
  });
  return (await readEntry(db, instanceId, entry.id))!;
}

/** A branch's line for staff: who waits, in order, and who was called to which table. */
export async function branchWaitlist(instanceId: number, branch: BookingBranch): Promise<StaffWaitlistEntry[]> {
  return readEntries(await getDb(), instanceId, and(eq(waitlistEntries.supplierId, branch.id), inArray(waitlistEntries.status, ["waiting", "ready"]))!);
}

/**
 * A table is free (staff seat the next party): it goes to the party named, or to the first in line who fits
 * its seats. The line is locked while deciding, so two hosts freeing two tables never call the same party.
 * `staff` (null: the operator key) is who the audit log names, in the same transaction.
 */
export async function seatNextParty(
  instanceId: number,
  branch: BookingBranch,
  placeCode: string,
  { entryId, staff = null, now = new Date() }: { entryId?: number; staff?: { id: number } | null; now?: Date } = {},
): Promise<WaitlistView> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const place = await lockTable(tx, instanceId, branch.id, placeCode);
    if (!place.free) throw new ApiError("table_taken", `Table ${placeCode} already has a party`);
    const waiting = await tx
      .select({ id: waitlistEntries.id, persons: waitlistEntries.persons, name: waitlistEntries.name })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.instanceId, instanceId), eq(waitlistEntries.supplierId, branch.id), eq(waitlistEntries.status, "waiting")))
      .orderBy(asc(waitlistEntries.id))
      .for("update");
    const party = entryId === undefined ? nextParty(waiting, place.seats) : (waiting.find((entry) => entry.id === entryId) ?? null);
    if (!party) throw new ApiError("waitlist_empty", entryId === undefined ? "Nobody in line fits this table" : "That party is not waiting");
    await seatParty(tx, instanceId, branch.id, place, { source: "waitlist", persons: party.persons, name: party.name, waitlistEntryId: party.id }, now);
    await tx
      .update(waitlistEntries)
      .set({ status: "ready", placeId: place.id, readyAt: now, updatedAt: now })
      .where(and(eq(waitlistEntries.instanceId, instanceId), eq(waitlistEntries.id, party.id)));
    await audit(instanceId, staff, "waitlist.seated", { type: "waitlist_entry", id: party.id }, { place: placeCode, via: staff ? "console" : "operator_key" }, tx);
    return party.id;
  });
  return (await readEntry(db, instanceId, id))!;
}
