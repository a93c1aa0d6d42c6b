import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, lt, type SQL } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import {
  bookableSlots,
  bookingRefusal,
  canChangeBooking,
  canRateBooking,
  HOLDING_STATUSES,
  staffBookingAction,
  staffMayMove,
  statusAfterChange,
  daySlots,
  waitlistPromotions,
  type BookableZone,
  type BookingStatus,
  type BranchBookingRules,
  type HeldCovers,
  type DaySlot,
} from "@/lib/domain/bookings/booking";
import type { LocalizedText } from "@/lib/domain/brand/localized-text";
import type { Currency } from "@/lib/domain/money/currency";
import { coverCharge, coverTotal } from "@/lib/domain/bookings/cover";
import type { BookingView, StaffBooking } from "@/lib/domain/bookings/booking-view";
import type { OpeningPeriod } from "@/lib/domain/brand/opening-hours";
import { seatableToday } from "@/lib/domain/bookings/table-seating";
import { todayAt } from "@/lib/domain/time/zoned-time";
import { getDb, type Db, type Tx } from "../db/client";
import { bookings, bookingZones, instances, places, suppliers } from "../db/schema";
import { sameSecret } from "../http/same-secret";
import { requireBranchAccess } from "../staff/staff-branch";
import { lockTable, seatParty } from "./seatings";
import { audit } from "./staff-audit";
import { supplierRef } from "./suppliers";

/** A branch that takes bookings: its clock, hours, rules and open zones. */
export interface BookingBranch {
  id: number;
  slug: string;
  name: string;
  /** where the diner goes: "Carrera 7 # 63-44, Bogotá" */
  address: string;
  timezone: string;
  openingHours: OpeningPeriod[];
  rules: BranchBookingRules;
  zones: (BookableZone & { name: LocalizedText })[];
}

const TOKEN_BYTES = 24;
const MINUTE_MS = 60_000;

/** The branch a reference (id or slug) names, when it is active, offers the book service and has zones. */
export async function findBookingBranch(instanceId: number, ref: string): Promise<BookingBranch | null> {
  const db = await getDb();
  const [row] = await db.select().from(suppliers).where(supplierRef(instanceId, ref));
  if (!row || !row.active || !row.booking || !row.services.includes("book")) return null;
  const zones = await db
    .select()
    .from(bookingZones)
    .where(and(eq(bookingZones.instanceId, instanceId), eq(bookingZones.supplierId, row.id), eq(bookingZones.active, true)))
    .orderBy(asc(bookingZones.position));
  if (zones.length === 0) return null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    address: `${row.address}, ${row.city}`,
    timezone: row.timezone,
    openingHours: row.openingHours as OpeningPeriod[],
    rules: row.booking,
    zones: zones.map((zone) => ({ id: zone.id, key: zone.key, name: zone.name, covers: zone.covers })),
  };
}

/** The bookings holding covers in `zoneIds` whose turn can overlap a turn starting between `from` and `to`. */
async function heldCovers(db: Db | Tx, instanceId: number, zoneIds: number[], from: Date, to: Date, turnMinutes: number, except?: number): Promise<HeldCovers[]> {
  const turn = turnMinutes * MINUTE_MS;
  const rows = await db
    .select({ id: bookings.id, zoneId: bookings.zoneId, startsAt: bookings.startsAt, persons: bookings.persons })
    .from(bookings)
    .where(
      and(
        eq(bookings.instanceId, instanceId),
        inArray(bookings.zoneId, zoneIds),
        inArray(bookings.status, [...HOLDING_STATUSES]),
        gt(bookings.startsAt, new Date(from.getTime() - turn)),
        lt(bookings.startsAt, new Date(to.getTime() + turn)),
      ),
    );
  return rows.filter((row) => row.id !== except);
}

const day = (branch: BookingBranch, now: Date) => ({ hours: branch.openingHours, timezone: branch.timezone, now, rules: branch.rules });

/**
 * The slots of a branch-local date, and in which zones `persons` fit (none: full, the waitlist's); `except` a
 * booking being moved, whose own covers do not stand in its way.
 */
export async function bookingSlotsOn(
  instanceId: number,
  branch: BookingBranch,
  date: string,
  persons: number,
  { now = new Date(), except }: { now?: Date; except?: number } = {},
): Promise<DaySlot[]> {
  const slots = bookableSlots(day(branch, now)).filter((slot) => slot.date === date);
  if (slots.length === 0) return [];
  const db = await getDb();
  const held = await heldCovers(db, instanceId, branch.zones.map((z) => z.id), slots[0]!.startsAt, slots.at(-1)!.startsAt, branch.rules.turnMinutes, except);
  return daySlots({ ...day(branch, now), date, persons, zones: branch.zones, held });
}

export interface BookingRequest {
  date: string;
  time: string;
  persons: number;
  zone?: string;
  contact: { name: string; phone: string; email: string; document_type: string; document_number: string };
  reason?: string;
  comment?: string;
  health?: string;
  /** a full slot puts the booking on its waitlist instead of refusing it */
  waitlist?: boolean;
}

/** A booking as a message to its diner tells it (written in the transaction that made the news). */
export interface BookingNews {
  id: number;
  token: string;
  status: BookingStatus;
  /** a canceled booking's canceler: the restaurant's refusal reads differently from the diner's own cancel */
  canceledBy?: "diner" | "restaurant" | null;
  contact: { name: string; email: string; phone: string };
  date: string;
  time: string;
  persons: number;
  zone: LocalizedText;
}

/** Queues a message about a booking at `branch`, inside the transaction that changed it. */
export type BookingNotice = (tx: Tx, news: BookingNews, branch: BookingBranch) => Promise<void>;

/**
 * Takes the slot while the branch's zones are locked, so concurrent requests for the last covers are decided
 * one at a time on any replica: the zone asked for, or the first with room. Refusals are the API's errors.
 * `confirm` queues the diner's confirmation in the same transaction: a booking never exists without it.
 */
export async function createBooking(
  instanceId: number,
  branch: BookingBranch,
  request: BookingRequest,
  { now = new Date(), confirm, profileId = null }: { now?: Date; confirm?: BookingNotice; profileId?: string | null } = {},
): Promise<{ booking: BookingView; token: string }> {
  const db = await getDb();
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const id = await db.transaction(async (tx) => {
    const candidates = request.zone ? branch.zones.filter((zone) => zone.key === request.zone) : branch.zones;
    const zone = await takeSlot(tx, instanceId, branch, candidates, request, now, { orWaitlist: request.waitlist });
    const status: BookingStatus = zone.waiting ? "waiting_list" : admitted(branch);
    const [row] = await tx
      .insert(bookings)
      .values({
        instanceId,
        supplierId: branch.id,
        zoneId: zone.zone.id,
        startsAt: zone.startsAt,
        localDate: request.date,
        localTime: request.time,
        persons: request.persons,
        status,
        contact: request.contact,
        reason: request.reason || null,
        comment: request.comment || null,
        health: request.health || null,
        accessToken: token,
        profileId,
      })
      .returning({ id: bookings.id });
    await confirm?.(tx, { id: row!.id, token, status, contact: request.contact, date: request.date, time: request.time, persons: request.persons, zone: zone.zone.name }, branch);
    return row!.id;
  });
  const booking = await readBooking(instanceId, id, now);
  return { booking: booking!, token };
}

/**
 * The status a booking with room starts in: the brand's choice of approving at once or by hand. A booking whose
 * cover is paid in advance waits as pending for its payment (settleBookingCover).
 */
const admitted = (branch: BookingBranch): BookingStatus => (branch.rules.approval === "auto" && !branch.rules.cover?.prepaid ? "approved" : "pending");

/** Locks zones in id order, so two transactions locking the same zones never wait on each other. */
async function lockZones(tx: Tx, instanceId: number, zoneIds: number[]) {
  const ids = [...zoneIds].sort((a, b) => a - b);
  await tx.select({ id: bookingZones.id }).from(bookingZones).where(and(eq(bookingZones.instanceId, instanceId), inArray(bookingZones.id, ids))).orderBy(asc(bookingZones.id)).for("update");
  return ids;
}

/**
 * Locks the candidate zones, then finds the first where the party fits the slot; throws the refusal otherwise
 * — or, for a full slot and a diner who asked for it, answers the first candidate zone to wait in.
 */
async function takeSlot(
  tx: Tx,
  instanceId: number,
  branch: BookingBranch,
  candidates: BookingBranch["zones"],
  request: Pick<BookingRequest, "date" | "time" | "persons">,
  now: Date,
  { except, orWaitlist = false }: { except?: number; orWaitlist?: boolean } = {},
) {
  const ask = { ...day(branch, now), date: request.date, time: request.time, persons: request.persons };
  if (candidates.length === 0) throw refusal(bookingRefusal({ ...ask, zone: undefined, held: [] })!, branch);
  const ids = await lockZones(tx, instanceId, candidates.map((zone) => zone.id));
  const slot = bookableSlots(ask).find((s) => s.date === request.date && s.time === request.time);
  const held = slot ? await heldCovers(tx, instanceId, ids, slot.startsAt, slot.startsAt, branch.rules.turnMinutes, except) : [];
  let first: ReturnType<typeof bookingRefusal> = null;
  for (const zone of candidates) {
    const refused = bookingRefusal({ ...ask, zone, held });
    if (!refused) return { zone, startsAt: slot!.startsAt, waiting: false };
    first ??= refused;
  }
  if (first === "slot_full" && orWaitlist) return { zone: candidates[0]!, startsAt: slot!.startsAt, waiting: true };
  throw refusal(first!, branch);
}

/**
 * Covers freed around `around` (a cancellation, a declined booking): the waitlisted bookings of the branch whose
 * turn overlaps take them, first come first served (waitlistPromotions), in the same transaction as the freeing;
 * `notify` tells each promoted diner.
 */
async function promoteWaitlist(tx: Tx, instanceId: number, branch: BookingBranch, around: Date, now: Date, notify?: BookingNotice) {
  const turn = branch.rules.turnMinutes * MINUTE_MS;
  const ids = await lockZones(tx, instanceId, branch.zones.map((zone) => zone.id));
  const waiting = await tx
    .select({ id: bookings.id, zoneId: bookings.zoneId, startsAt: bookings.startsAt, persons: bookings.persons, token: bookings.accessToken, contact: bookings.contact, date: bookings.localDate, time: bookings.localTime })
    .from(bookings)
    .where(
      and(
        eq(bookings.instanceId, instanceId),
        eq(bookings.supplierId, branch.id),
        eq(bookings.status, "waiting_list"),
        gt(bookings.startsAt, new Date(around.getTime() - turn)),
        lt(bookings.startsAt, new Date(around.getTime() + turn)),
        gt(bookings.startsAt, now),
      ),
    );
  if (waiting.length === 0) return;
  const starts = waiting.map((booking) => booking.startsAt.getTime());
  const held = await heldCovers(tx, instanceId, ids, new Date(Math.min(...starts)), new Date(Math.max(...starts)), branch.rules.turnMinutes);
  for (const { id, zoneId } of waitlistPromotions(waiting, branch.zones, held, branch.rules.turnMinutes)) {
    const status = admitted(branch);
    await tx.update(bookings).set({ status, zoneId, updatedAt: now }).where(and(eq(bookings.instanceId, instanceId), eq(bookings.id, id), eq(bookings.status, "waiting_list")));
    const booking = waiting.find((w) => w.id === id)!;
    const zone = branch.zones.find((z) => z.id === zoneId)!;
    await notify?.(tx, { id, token: booking.token, status, contact: booking.contact, date: booking.date, time: booking.time, persons: booking.persons, zone: zone.name }, branch);
  }
}

/**
 * Cancels a booking (by its diner or by staff) and lets the waitlist take what it held, in one transaction;
 * `notify` tells each diner whose waitlisted booking got a table, `record` writes the staff's audit entry with it.
 */
async function cancelAndPromote(
  instanceId: number,
  booking: { id: number; supplierSlug: string; startsAt: Date; status: BookingStatus },
  canceledBy: "diner" | "restaurant",
  now: Date,
  notify?: BookingNotice,
  record?: (tx: Tx) => Promise<void>,
) {
  const db = await getDb();
  const branch = await findBookingBranch(instanceId, booking.supplierSlug);
  await db.transaction(async (tx) => {
    await tx
      .update(bookings)
      .set({ status: "canceled", canceledBy, updatedAt: now })
      .where(and(eq(bookings.instanceId, instanceId), eq(bookings.id, booking.id), eq(bookings.status, booking.status)));
    // a branch that stopped taking bookings has no zones to promote into
    if (branch && HOLDING_STATUSES.includes(booking.status)) await promoteWaitlist(tx, instanceId, branch, booking.startsAt, now, notify);
    await record?.(tx);
  });
}

function refusal(code: NonNullable<ReturnType<typeof bookingRefusal>>, branch: BookingBranch): ApiError {
  if (code === "party_too_large") return new ApiError(code, `This branch books parties of up to ${branch.rules.maxParty} online`, { max: branch.rules.maxParty });
  return new ApiError(code, `The slot cannot be booked: ${code}`);
}

/** A booking of the brand, as its detail link shows it; null when there is none with this id. */
async function readBooking(instanceId: number, id: number, now: Date): Promise<BookingView | null> {
  const [view] = await readBookings(instanceId, eq(bookings.id, id), now);
  return view?.booking ?? null;
}

/**
 * The brand's bookings that `where` names, in one query, each as its detail link shows it and with its whole
 * contact (document included) for staff; by hour, then arrival.
 */
async function readBookings(instanceId: number, where: SQL, now: Date): Promise<{ booking: BookingView; contact: StaffBooking["contact"] }[]> {
  const db = await getDb();
  const rows = await db
    .select({
      booking: bookings,
      zone: { key: bookingZones.key, name: bookingZones.name },
      supplier: {
        slug: suppliers.slug,
        name: suppliers.name,
        timezone: suppliers.timezone,
        address: suppliers.address,
        city: suppliers.city,
        lat: suppliers.lat,
        lng: suppliers.lng,
        phone: suppliers.phone,
        booking: suppliers.booking,
      },
      table: { code: places.code, zone: places.zone },
      currency: instances.currency,
    })
    .from(bookings)
    .innerJoin(instances, eq(instances.id, bookings.instanceId))
    .innerJoin(bookingZones, and(eq(bookingZones.instanceId, bookings.instanceId), eq(bookingZones.id, bookings.zoneId)))
    .innerJoin(suppliers, and(eq(suppliers.instanceId, bookings.instanceId), eq(suppliers.id, bookings.supplierId)))
    .leftJoin(places, and(eq(places.instanceId, bookings.instanceId), eq(places.id, bookings.placeId)))
    .where(and(eq(bookings.instanceId, instanceId), where))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return rows.map((row) => ({ booking: toBookingView(row, now), contact: row.booking.contact }));
}

function toBookingView(row: {
  booking: typeof bookings.$inferSelect;
  zone: BookingView["zone"];
  supplier: Omit<BookingView["supplier"], "location"> & { lat: number; lng: number; booking: BranchBookingRules | null };
  table: { code: string; zone: string | null } | null;
  currency: string;
}, now: Date): BookingView {
  const { booking } = row;
  const cutoff = row.supplier.booking?.cutoffMinutes ?? 0;
  const currency = row.currency as Currency;
  const charge = coverCharge(row.supplier.booking?.cover ?? null, currency);
  return {
    id: booking.id,
    status: booking.status,
    canceled_by: booking.status === "canceled" ? booking.canceledBy : null,
    supplier: {
      slug: row.supplier.slug,
      name: row.supplier.name,
      timezone: row.supplier.timezone,
      address: row.supplier.address,
      city: row.supplier.city,
      location: { lat: row.supplier.lat, lng: row.supplier.lng },
      phone: row.supplier.phone,
    },
    zone: row.zone,
    date: booking.localDate,
    time: booking.localTime,
    starts_at: booking.startsAt.toISOString(),
    persons: booking.persons,
    table: row.table,
    contact: { name: booking.contact.name, phone: booking.contact.phone, email: booking.contact.email },
    reason: booking.reason,
    comment: booking.comment,
    health: booking.health,
    // a party at its table no longer moves or cancels its booking online
    can_change: booking.status !== "canceled" && booking.status !== "seated" && canChangeBooking(booking.startsAt, now, cutoff),
    change_until: new Date(booking.startsAt.getTime() - cutoff * MINUTE_MS).toISOString(),
    cover: charge ? { total: coverTotal(charge, booking.persons), per_person: charge.perPerson, prepaid: charge.prepaid, paid: booking.coverPaidAt !== null, currency } : null,
    limits: { max_party: row.supplier.booking?.maxParty ?? booking.persons, days_ahead: row.supplier.booking?.daysAhead ?? 1 },
    rating: booking.rating,
    rating_comment: booking.ratingComment,
    can_rate: canRateBooking(booking, now),
  };
}

/** The booking the id and token name together; null for a wrong token as for an unknown id (a 404 either way). */
export async function findBooking(instanceId: number, id: number, token: string, now = new Date()): Promise<BookingView | null> {
  const db = await getDb();
  const [row] = await db.select({ token: bookings.accessToken }).from(bookings).where(and(eq(bookings.instanceId, instanceId), eq(bookings.id, id)));
  if (!row || !sameSecret(token, row.token)) return null;
  return readBooking(instanceId, id, now);
}

/** Whether a found booking may still change: not canceled, and before the brand's cut-off. */
function assertChangeable(booking: BookingView) {
  if (booking.status === "canceled") throw new ApiError("booking_canceled", "This booking was canceled");
  if (!booking.can_change) throw new ApiError("booking_locked", "The cut-off before the slot has passed");
}

/** Cancels a booking through its link, up to the cut-off; its covers are free at once. */
export async function cancelBooking(instanceId: number, booking: BookingView, { now = new Date(), notify }: { now?: Date; notify?: BookingNotice } = {}): Promise<BookingView> {
  assertChangeable(booking);
  await cancelAndPromote(instanceId, { id: booking.id, supplierSlug: booking.supplier.slug, startsAt: new Date(booking.starts_at), status: booking.status }, "diner", now, notify);
  return (await readBooking(instanceId, booking.id, now))!;
}

/** Moves a booking to another slot, party size or zone, checked like a new one but without its own covers. */
export async function updateBooking(
  instanceId: number,
  branch: BookingBranch,
  booking: BookingView,
  change: { date?: string; time?: string; persons?: number; zone?: string },
  now = new Date(),
): Promise<BookingView> {
  assertChangeable(booking);
  const wanted = { date: change.date ?? booking.date, time: change.time ?? booking.time, persons: change.persons ?? booking.persons };
  const zoneKey = change.zone ?? booking.zone.key;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const taken = await takeSlot(tx, instanceId, branch, branch.zones.filter((zone) => zone.key === zoneKey), wanted, now, { except: booking.id });
    const changed = wanted.date !== booking.date || wanted.time !== booking.time || wanted.persons !== booking.persons || taken.zone.key !== booking.zone.key;
    const status = statusAfterChange(booking.status, { approval: branch.rules.approval, admitted: admitted(branch), changed });
    await tx
      .update(bookings)
      .set({ zoneId: taken.zone.id, startsAt: taken.startsAt, localDate: wanted.date, localTime: wanted.time, persons: wanted.persons, status, updatedAt: now })
      .where(and(eq(bookings.instanceId, instanceId), eq(bookings.id, booking.id)));
    // back to pending: staff see it on the host stand to approve again, and the activity log says why
    if (status === "pending" && booking.status !== "pending") {
      await audit(instanceId, null, "booking.changed_by_diner", { type: "booking", id: booking.id }, { from: booking.status, was: { date: booking.date, time: booking.time, persons: booking.persons }, via: "diner" }, tx);
    }
  });
  return (await readBooking(instanceId, booking.id, now))!;
}

/**
 * Staff move a booking (operator API): approve or decline a pending one, confirm an approved one, cancel one
 * (a no-show) — which lets the waitlist take its covers — or seat an accepted one at `place`, a table of its
 * branch (422 place_unknown otherwise). None of these takes covers a booking did not already hold. 404 for
 * another brand's id, 403 for a `staff` account of other branches (null: the operator key); the audit log
 * names the move (staffBookingAction) in the same transaction.
 */
export async function moveBookingByStaff(
  instanceId: number,
  id: number,
  status: BookingStatus,
  {
    now = new Date(),
    notify,
    staff = null,
    place,
    decision,
  }: { now?: Date; notify?: BookingNotice; decision?: BookingNotice; staff?: { id: number; branches: readonly number[] } | null; place?: string } = {},
): Promise<BookingView> {
  const db = await getDb();
  const [found] = await db
    .select({
      status: bookings.status,
      startsAt: bookings.startsAt,
      supplierSlug: suppliers.slug,
      supplierId: bookings.supplierId,
      timezone: suppliers.timezone,
      date: bookings.localDate,
      persons: bookings.persons,
      contact: bookings.contact,
    })
    .from(bookings)
    .innerJoin(suppliers, and(eq(suppliers.instanceId, bookings.instanceId), eq(suppliers.id, bookings.supplierId)))
    .where(and(eq(bookings.instanceId, instanceId), eq(bookings.id, id)));
  if (!found) throw new ApiError("not_found", "No booking with this id");
  const { timezone, date, persons, contact, ...row } = found;
  requireBranchAccess(staff, row.supplierId);
  if (!staffMayMove(row.status, status)) throw new ApiError("invalid_transition", `A ${row.status} booking cannot become ${status}`, { from: row.status });
  if (status === "seated" && !seatableToday({ date }, todayAt(now, timezone))) throw new ApiError("booking_not_today", `The booking is for ${date}`, { date });
  const detail = { from: row.status, via: staff ? "console" : "operator_key", ...(status === "seated" ? { place: place ?? "" } : {}) };
  // a decision on a pending booking reaches the diner, in the transaction that makes it
  // (the branch is read before the transaction: the embedded database has one connection)
  const decided = row.status === "pending" && (status === "approved" || status === "canceled") && decision ? await findBookingBranch(instanceId, row.supplierSlug) : null;
  const record = async (tx: Tx) => {
    await audit(instanceId, staff, staffBookingAction(row.status, status), { type: "booking", id }, detail, tx);
    if (decided && decision) await tellDiner(tx, instanceId, id, decided, decision);
  };
  if (status === "canceled") await cancelAndPromote(instanceId, { id, ...row }, "restaurant", now, notify, record);
  else
    await db.transaction(async (tx) => {
      // one party per table: the table is locked, checked free and taken in the move's transaction
      const table = status === "seated" ? await lockTable(tx, instanceId, row.supplierId, place ?? "") : null;
      if (table) await seatParty(tx, instanceId, row.supplierId, table, { source: "booking", persons, name: contact.name, bookingId: id }, now);
      await tx
        .update(bookings)
        .set({ status, ...(table ? { placeId: table.id } : {}), updatedAt: now })
        .where(and(eq(bookings.instanceId, instanceId), eq(bookings.id, id), eq(bookings.status, row.status)));
      await record(tx);
    });
  return (await readBooking(instanceId, id, now))!;
}

/** Queues `notice` about the booking as it now stands (its status and who canceled it), inside `tx`. */
async function tellDiner(tx: Tx, instanceId: number, id: number, branch: BookingBranch, notice: BookingNotice) {
  const [row] = await tx
    .select({ booking: bookings, zone: bookingZones.name })
    .from(bookings)
    .innerJoin(bookingZones, and(eq(bookingZones.instanceId, bookings.instanceId), eq(bookingZones.id, bookings.zoneId)))
    .where(and(eq(bookings.instanceId, instanceId), eq(bookings.id, id)));
  if (!row) return;
  const { booking } = row;
  await notice(
    tx,
    { id, token: booking.accessToken, status: booking.status, canceledBy: booking.canceledBy, contact: booking.contact, date: booking.localDate, time: booking.localTime, persons: booking.persons, zone: row.zone },
    branch,
  );
}

/** The diner rates the visit through the booking's link (product §2 /rate/{id}/{token}): 1–10 and a comment, once. */
export async function rateBooking(instanceId: number, booking: BookingView, rating: number, comment: string | undefined, now = new Date()): Promise<BookingView> {
  if (booking.rating !== null) throw new ApiError("booking_rated", "This booking was already rated");
  if (!booking.can_rate) throw new ApiError("booking_not_rateable", "A booking is rated after the visit");
  const db = await getDb();
  await db
    .update(bookings)
    .set({ rating, ratingComment: comment || null, updatedAt: now })
    .where(and(eq(bookings.instanceId, instanceId), eq(bookings.id, booking.id), isNull(bookings.rating)));
  return (await readBooking(instanceId, booking.id, now))!;
}

/**
 * The bookings of a branch-local date for the host (operator API): every status, by hour then arrival, with
 * the contact and notes (allergies) the floor needs.
 */
export async function bookingsOn(instanceId: number, branch: BookingBranch, date: string, now = new Date()): Promise<StaffBooking[]> {
  const rows = await readBookings(instanceId, and(eq(bookings.supplierId, branch.id), eq(bookings.localDate, date))!, now);
  return rows.map(({ booking, contact }) => ({ ...booking, contact: { ...booking.contact, document_type: contact.document_type, document_number: contact.document_number } }));
}

/**
 * The gateway's verdict on a cover paid in advance (lib/server/payments/apply-event.ts): approved marks it paid
 * and, at a brand that approves bookings at once, approves the pending booking; a refusal leaves it pending,
 * to pay again from its page.
 */
export async function settleBookingCover(tx: Tx, instanceId: number, bookingId: number, status: string, now: Date) {
  if (status !== "approved") return;
  const [row] = await tx
    .select({ status: bookings.status, paidAt: bookings.coverPaidAt, rules: suppliers.booking })
    .from(bookings)
    .innerJoin(suppliers, and(eq(suppliers.instanceId, bookings.instanceId), eq(suppliers.id, bookings.supplierId)))
    .where(and(eq(bookings.instanceId, instanceId), eq(bookings.id, bookingId)));
  if (!row || row.paidAt) return;
  const approve = row.status === "pending" && row.rules?.approval === "auto";
  await tx
    .update(bookings)
    .set({ coverPaidAt: now, ...(approve ? { status: "approved" as const } : {}), updatedAt: now })
    .where(and(eq(bookings.instanceId, instanceId), eq(bookings.id, bookingId)));
}
