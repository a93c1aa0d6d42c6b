import type { BookingStatus } from "./booking";
import type { LocalizedText } from "../brand/localized-text";
import type { Currency } from "../money/currency";
import type { Minor } from "../money/minor";

/** The booking as its detail link shows it (GET /api/v1/bookings/{id}). */
export interface BookingView {
  id: number;
  status: BookingStatus;
  /** a canceled booking: canceled by the diner, or declined or canceled by the restaurant */
  canceled_by: "diner" | "restaurant" | null;
  /** the branch, with the clock its times are read on, and where it is (its address and point, for directions; its phone) */
  supplier: { slug: string; name: string; timezone: string; address: string; city: string; location: { lat: number; lng: number }; phone: string | null };
  zone: { key: string; name: LocalizedText };
  date: string;
  time: string;
  starts_at: string;
  persons: number;
  /** once seated: the table the host gave the party */
  table: { code: string; zone: string | null } | null;
  contact: { name: string; phone: string; email: string };
  reason: string | null;
  comment: string | null;
  health: string | null;
  /** whether the diner may still edit or cancel, and until when (the brand's cut-off before the slot) */
  can_change: boolean;
  change_until: string;
  /** product §3 cover for this party (minor units of `currency`), paid at the restaurant or in advance (`paid` once the gateway approved it) */
  cover: { total: Minor; per_person: boolean; prepaid: boolean; paid: boolean; currency: Currency } | null;
  /** what a move may ask for: the branch's largest party and how many days ahead it books */
  limits: { max_party: number; days_ahead: number };
  /** the diner's rating of the visit (1–10) and comment, once given; whether it can be given now */
  rating: number | null;
  rating_comment: string | null;
  can_rate: boolean;
}

/** A booking as the host's list shows it (GET /api/v1/operator/bookings): the diner's view, with their whole contact. */
export type StaffBooking = BookingView & { contact: BookingView["contact"] & { document_type: string; document_number: string } };

/**
 * How long after its start the diner's page still follows a booking: parties arrive late, and the host seats
 * them (or the restaurant confirms the visit, which opens its rating) well after the booked time.
 */
export const FOLLOWED_AFTER_START_MS = 3 * 60 * 60 * 1000;

/** Whether the diner's page should keep asking for its booking: not once canceled, nor hours after it began. */
export function bookingStillFollowed(booking: Pick<BookingView, "status" | "starts_at">, now: number): boolean {
  return booking.status !== "canceled" && now < Date.parse(booking.starts_at) + FOLLOWED_AFTER_START_MS;
}
