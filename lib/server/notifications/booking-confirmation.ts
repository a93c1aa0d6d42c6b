import "server-only";
import { bookingConfirmation, type BookingMailTexts } from "@/lib/domain/booking-message";
import type { InstanceConfig } from "@/lib/domain/instance-config";
import { localize } from "@/lib/domain/localize";
import type { Locale } from "@/lib/domain/locales";
import { bookingInfoPath } from "@/lib/domain/paths";
import { messagesFor } from "@/lib/i18n/messages";
import type { Tx } from "../db/client";
import type { BookedSlot, BookingBranch, BookingRequest } from "../dal/bookings";
import { queueMessage } from "./outbox";

/**
 * The `confirm` of createBooking: the diner's confirmation, in their language, with the booking's own link on
 * the host they booked from. Only argument-free texts are read here: the build precompiles the others into
 * functions only a translator runs.
 */
export function bookingConfirmationFor(brand: Pick<InstanceConfig, "id" | "name" | "country_code">, locale: Locale, origin: string, branch: BookingBranch, request: BookingRequest) {
  const messages = messagesFor(locale, brand.country_code) as { booking: { mail: Omit<BookingMailTexts, "status">; detail: { status: BookingMailTexts["status"] } } };
  const texts: BookingMailTexts = { ...messages.booking.mail, status: messages.booking.detail.status };
  return async (tx: Tx, booked: BookedSlot) => {
    const mail = bookingConfirmation(brand.name, locale, texts, {
      id: booked.id,
      status: booked.status,
      name: request.contact.name,
      date: request.date,
      time: request.time,
      persons: request.persons,
      zone: localize(booked.zone.name, locale),
      branch: branch.name,
      address: branch.address,
      link: new URL(bookingInfoPath(booked.id, booked.token), origin).toString(),
    });
    await queueMessage(tx, brand.id, { kind: "booking_confirmation", recipient: request.contact.email, ...mail });
  };
}
