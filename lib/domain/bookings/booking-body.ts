import { z } from "zod";
import { COMMENTS_MAX_LENGTH } from "../checkout/comments";
import { BOOKING_RATING } from "./booking";
import { callbackSchema, contactSchema } from "../checkout/contact-form";
import { phoneValid } from "../diners/phone";

const supplier = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.bookingDate");
const time = z.string().regex(/^\d{2}:\d{2}$/, "validation.bookingTime");
/** Product §5 "number of persons": whole people, within what any brand seats (each branch sets its own maximum). */
const persons = z.coerce.number().int("validation.persons").min(1, "validation.persons").max(200, "validation.persons");
const zone = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const note = z.string().trim().max(COMMENTS_MAX_LENGTH, "validation.tooLong");

/** GET /api/v1/bookings/slots?supplier=&date=&persons= — the day's slots with room for the party. */
export const bookingSlotsQuery = z.object({ supplier, date, persons }).strict();

/**
 * POST /api/v1/bookings (product §3 booking, §5): the slot on the branch's clock, the party, an optional zone
 * (the first with room otherwise), the checkout's contact form, and the diner's notes.
 */
export function bookingCreateSchema(country: string) {
  return z
    .object({
      supplier,
      date,
      time,
      persons,
      zone: zone.optional(),
      contact: contactSchema(country, phoneValid),
      reason: note.optional(),
      comment: note.optional(),
      /** allergies and other health observations */
      health: note.optional(),
      terms_accepted: z.literal(true, "validation.termsToBook"),
      /** a full slot puts the booking on its waitlist (product §4 waiting list) instead of refusing it */
      waitlist: z.boolean().optional(),
    })
    .strict();
}

/** PATCH /api/v1/bookings/{id}?token= — a new slot, party size or zone; at least one. */
export const bookingUpdateSchema = z
  .object({ date: date.optional(), time: time.optional(), persons: persons.optional(), zone: zone.optional() })
  .strict()
  .refine((change) => Object.keys(change).length > 0, "give a date, time, persons or zone");

/** A booking's id in a path, and its access token in the query. */
export const bookingId = z.string().regex(/^\d{1,9}$/, "expected a booking id").transform(Number);
const token = z.string().min(16).max(64);
export const bookingTokenQuery = z.object({ token }).strict();

/** GET /api/v1/bookings/{id}/slots?token=&date=&persons= — where the booking could move to. */
export const bookingMoveSlotsQuery = z.object({ token, date, persons }).strict();

/** GET /api/v1/operator/bookings?supplier=&date= — a branch's bookings of one local date, for the host. */
export const staffBookingsQuery = z.object({ supplier, date }).strict();

/**
 * PATCH /api/v1/operator/bookings/{id} {status, place?} — staff approve, confirm, seat or decline (lib/domain/bookings/booking.ts
 * staffMayMove); seating names the table (its code), and only seating does.
 */
export const bookingStaffUpdate = z
  .object({ status: z.enum(["approved", "confirmed", "seated", "canceled"]), place: z.string().trim().min(1).max(20).optional() })
  .strict()
  .refine((move) => (move.status === "seated") === (move.place !== undefined), { message: "validation.seatTable", path: ["place"] });

/** POST /api/v1/waitlist — a party joins a branch's walk-in waitlist: how many, and who to call. */
export function waitlistJoinSchema(country: string) {
  return z.object({ supplier, persons, contact: callbackSchema(country, phoneValid) }).strict();
}

/** GET /api/v1/operator/waitlist?supplier= — the branch's line, for staff. */
export const waitlistQuery = z.object({ supplier }).strict();

/** POST /api/v1/operator/waitlist/seat — a table is free: the party named, or the next in line who fits it. */
export const waitlistSeatSchema = z
  .object({ supplier, place: z.string().trim().min(1).max(20), entry_id: z.number().int().positive().optional() })
  .strict();

/** POST /api/v1/bookings/{id}/rating?token= — the visit's rating, 1–10, and an optional comment. */
export const bookingRatingSchema = z
  .object({ rating: z.number().int("validation.rating").min(BOOKING_RATING.min, "validation.rating").max(BOOKING_RATING.max, "validation.rating"), comment: note.optional() })
  .strict();
