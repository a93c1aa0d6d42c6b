import "server-only";
import { bookingConfirmation, bookingSms, type BookingMailTexts } from "@/lib/domain/bookings/booking-message";
import { phoneE164 } from "@/lib/domain/diners/phone";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { localize } from "@/lib/domain/brand/localize";
import type { Locale } from "@/lib/domain/routing/locales";
import { bookingInfoPath } from "@/lib/domain/bookings/booking-paths";
import { messagesFor } from "@/lib/i18n/messages";
import type { BookingNotice } from "../dal/bookings";
import { queueMessage } from "./outbox";

export type BookingNoticeKind = "booking_confirmation" | "booking_promoted" | "booking_decision";

/**
 * A BookingNotice for the DAL: the diner's message about their booking — confirmed, given a table from the
 * waitlist, or approved or declined by the restaurant — in their language, with the booking's own link on the host
 * they used. A decision also goes by SMS when the booking's phone is one of the brand's country. Only argument-free texts
 * are read here: the build precompiles the others into functions only a translator runs.
 */
export function bookingNotice(
  brand: Pick<InstanceConfig, "id" | "name" | "country_code">,
  locale: Locale,
  origin: string,
  kind: BookingNoticeKind,
): BookingNotice {
  const messages = messagesFor(locale, brand.country_code) as { booking: { mail: Omit<BookingMailTexts, "status">; detail: { status: BookingMailTexts["status"] } } };
  const texts: BookingMailTexts = { ...messages.booking.mail, status: messages.booking.detail.status };
  return async (tx, news, branch) => {
    const facts = {
      id: news.id,
      status: news.status,
      canceledBy: news.canceledBy,
      name: news.contact.name,
      date: news.date,
      time: news.time,
      persons: news.persons,
      zone: localize(news.zone, locale),
      branch: branch.name,
      address: branch.address,
      link: new URL(bookingInfoPath(news.id, news.token), origin).toString(),
    };
    await queueMessage(tx, brand.id, { kind, recipient: news.contact.email, ...bookingConfirmation(brand.name, locale, texts, facts) });
    const phone = kind === "booking_decision" ? phoneE164(news.contact.phone, brand.country_code) : null;
    if (phone) await queueMessage(tx, brand.id, { kind, channel: "sms", recipient: phone, subject: "", body: bookingSms(brand.name, texts, facts) });
  };
}
