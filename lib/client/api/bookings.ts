import type { BookingView } from "@/lib/domain/bookings/booking-view";
import type { LocalizedText } from "@/lib/domain/brand/localized-text";
import { answerOf, callApi, jsonBody } from "./api-failure";

export interface BookingDay {
  date: string;
  persons: number;
  slots: { time: string; starts_at: string; zones: string[] }[];
  zones: { key: string; name: LocalizedText }[];
}

const bookingApiPath = (id: number, token: string) => `/api/v1/bookings/${id}?token=${encodeURIComponent(token)}`;

/** The branch-local date's slots and the zones where the party fits in each (none: full, the waitlist's). */
export async function fetchBookingDay(supplier: string, date: string, persons: number): Promise<BookingDay> {
  const query = new URLSearchParams({ supplier, date, persons: String(persons) });
  return answerOf<BookingDay>(await callApi(`/api/v1/bookings/slots?${query}`));
}

/** The same for a booking being moved (its link's token): its own covers do not stand in its way. */
export async function fetchMoveDay(id: number, token: string, date: string, persons: number): Promise<BookingDay> {
  const query = new URLSearchParams({ token, date, persons: String(persons) });
  return answerOf<BookingDay>(await callApi(`/api/v1/bookings/${id}/slots?${query}`));
}

export interface BookingAsk {
  supplier: string;
  date: string;
  time: string;
  persons: number;
  zone?: string;
  contact: Record<string, string>;
  reason?: string;
  comment?: string;
  health?: string;
  terms_accepted: true;
  /** a full slot: join its waitlist */
  waitlist?: boolean;
}

/** Books the slot: the booking and the token of its detail link. */
export async function placeBooking(ask: BookingAsk): Promise<{ booking: BookingView; access_token: string }> {
  return answerOf(await callApi("/api/v1/bookings", jsonBody("POST", ask)));
}

export async function fetchBooking(id: number, token: string): Promise<BookingView> {
  return (await answerOf<{ booking: BookingView }>(await callApi(bookingApiPath(id, token)))).booking;
}

export async function moveBooking(id: number, token: string, change: { date?: string; time?: string; persons?: number; zone?: string }): Promise<BookingView> {
  return (await answerOf<{ booking: BookingView }>(await callApi(bookingApiPath(id, token), jsonBody("PATCH", change)))).booking;
}

export async function cancelBooking(id: number, token: string): Promise<BookingView> {
  return (await answerOf<{ booking: BookingView }>(await callApi(bookingApiPath(id, token), { method: "DELETE" }))).booking;
}

/** Rates the visit, once it happened: the booking with its rating. */
export async function rateBooking(id: number, token: string, rating: { rating: number; comment?: string }): Promise<BookingView> {
  return (await answerOf<{ booking: BookingView }>(await callApi(`/api/v1/bookings/${id}/rating?token=${encodeURIComponent(token)}`, jsonBody("POST", rating)))).booking;
}
