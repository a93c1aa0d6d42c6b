import "server-only";
import { and, desc, eq, gte, inArray, isNotNull, lt, ne, or, type SQL } from "drizzle-orm";
import { isWritten, type BookingNote, type DinerFeedback, type PurchaseFeedback, type VisitFeedback } from "@/lib/domain/diners/diner-feedback";
import { getDb } from "../db/client";
import { bookings, orderRatings, suppliers } from "../db/schema";

/** The most of each kind a report lists: a branch's busiest month of words, newest first. */
const FEEDBACK_LIMIT = 300;

const branchOf = (table: typeof orderRatings | typeof bookings) => and(eq(suppliers.instanceId, table.instanceId), eq(suppliers.id, table.supplierId));
const within = (column: typeof orderRatings.createdAt | typeof bookings.startsAt, from: Date, to: Date) => and(gte(column, from), lt(column, to));
const atBranches = (column: typeof orderRatings.supplierId | typeof bookings.supplierId, branches: readonly number[] | null): SQL | undefined =>
  branches === null ? undefined : inArray(column, branches.length ? [...branches] : [-1]);

/**
 * What diners wrote over [from, to) at `branches` (null: every branch): purchase ratings that carry words or a way
 * to reach the diner (rated in the period), visit ratings and booking notes and allergies (of visits in the period).
 */
export async function dinerFeedback(instanceId: number, from: Date, to: Date, branches: readonly number[] | null): Promise<DinerFeedback[]> {
  const db = await getDb();
  const [ratings, visits, notes] = await Promise.all([
    db
      .select({ rating: orderRatings, branch: suppliers.slug })
      .from(orderRatings)
      .innerJoin(suppliers, branchOf(orderRatings))
      .where(and(eq(orderRatings.instanceId, instanceId), within(orderRatings.createdAt, from, to), atBranches(orderRatings.supplierId, branches)))
      .orderBy(desc(orderRatings.createdAt))
      .limit(FEEDBACK_LIMIT * 4),
    db
      .select({ booking: bookings, branch: suppliers.slug })
      .from(bookings)
      .innerJoin(suppliers, branchOf(bookings))
      .where(and(eq(bookings.instanceId, instanceId), isNotNull(bookings.rating), within(bookings.startsAt, from, to), atBranches(bookings.supplierId, branches)))
      .orderBy(desc(bookings.startsAt))
      .limit(FEEDBACK_LIMIT),
    db
      .select({ booking: bookings, branch: suppliers.slug })
      .from(bookings)
      .innerJoin(suppliers, branchOf(bookings))
      .where(
        and(
          eq(bookings.instanceId, instanceId),
          ne(bookings.status, "canceled"),
          or(isNotNull(bookings.comment), isNotNull(bookings.health)),
          within(bookings.startsAt, from, to),
          atBranches(bookings.supplierId, branches),
        ),
      )
      .orderBy(bookings.startsAt)
      .limit(FEEDBACK_LIMIT),
  ]);
  const purchases = ratings
    .filter(({ rating }) => isWritten(rating))
    .slice(0, FEEDBACK_LIMIT)
    .map(({ rating, branch }): PurchaseFeedback => {
      const asked = [rating.name, rating.phone, rating.email].some((value) => value);
      return {
        kind: "purchase",
        order_id: rating.orderId,
        branch,
        service: rating.service,
        rating: rating.rating,
        nps: rating.nps,
        digital_menu: rating.digitalMenu,
        comment: rating.comment,
        contact: asked ? { name: rating.name, phone: rating.phone, email: rating.email } : null,
        at: rating.createdAt.toISOString(),
      };
    });
  const visitRatings = visits.map(
    ({ booking, branch }): VisitFeedback => ({ kind: "visit", booking_id: booking.id, branch, rating: booking.rating!, comment: booking.ratingComment, name: booking.contact.name, at: booking.startsAt.toISOString() }),
  );
  const bookingNotes = notes.map(
    ({ booking, branch }): BookingNote => ({
      kind: "booking_note",
      booking_id: booking.id,
      branch,
      date: booking.localDate,
      time: booking.localTime,
      persons: booking.persons,
      status: booking.status,
      name: booking.contact.name,
      phone: booking.contact.phone,
      comment: booking.comment,
      health: booking.health,
      at: booking.startsAt.toISOString(),
    }),
  );
  return [...purchases, ...visitRatings, ...bookingNotes];
}
