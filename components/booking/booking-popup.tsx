"use client";

import { useTranslations } from "use-intl/react";
import { useEffect, useRef, useState } from "react";
import type { BookingView } from "@/lib/domain/bookings/booking-view";
import { useDateTime } from "@/lib/client/use-date-time";
import { bookingInfoPath } from "@/lib/domain/bookings/booking-paths";
import { BookingForm, type BookingFormProps } from "./booking-form";

/**
 * Product §2 /reservarpopup/{branch_id}: the booking form alone, framed on the brand's other sites. A booking made
 * is confirmed in place, with its own page (to change or cancel it) opened in a new tab rather than in the frame.
 */
export function BookingPopup(props: Omit<BookingFormProps, "onBooked">) {
  const t = useTranslations("booking");
  const dateTime = useDateTime();
  const [booked, setBooked] = useState<{ booking: BookingView; token: string } | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (booked) doneRef.current?.focus();
  }, [booked]);

  if (!booked) return <BookingForm {...props} onBooked={(booking, token) => setBooked({ booking, token })} />;
  const { booking, token } = booked;
  const when = dateTime(booking.starts_at, { weekday: "long", day: "numeric", month: "long", hour: "numeric", minute: "2-digit", timeZone: booking.supplier.timezone });
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="popup-done" data-booking={booking.id} data-booking-status={booking.status}>
      <h2 id="popup-done" ref={doneRef} tabIndex={-1} className="text-xl font-bold">
        {t("popup.done", { id: booking.id })}
      </h2>
      <p className="font-semibold">{t(`detail.status.${booking.status}`)}</p>
      <p>{t("popup.summary", { when, count: booking.persons })}</p>
      <a href={bookingInfoPath(booking.id, token)} target="_blank" rel="noopener" className="btn-primary self-start">
        {t("popup.open")}
      </a>
    </section>
  );
}
