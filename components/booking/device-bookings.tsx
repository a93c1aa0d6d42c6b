"use client";

import { useState } from "react";
import { useTranslations } from "use-intl/react";
import { IntentLink } from "@/components/shell/intent-link";
import { failureOf } from "@/lib/client/api/api-failure";
import { fetchBooking } from "@/lib/client/api/bookings";
import { deviceBookings, forgetBooking, type DeviceBooking } from "@/lib/client/device-bookings";
import { useDateTime } from "@/lib/client/use-date-time";
import { LIVE_ONCE, useLive } from "@/lib/client/use-live";
import { bookingInfoPath } from "@/lib/domain/bookings/booking-paths";
import type { BookingView } from "@/lib/domain/bookings/booking-view";

type Row = DeviceBooking & { booking: BookingView | null; offline: boolean };

async function fetchRows(kept: DeviceBooking[]): Promise<Row[]> {
  const rows = await Promise.all(
    kept.map(async (device): Promise<Row | null> => {
      try {
        return { ...device, booking: await fetchBooking(device.id, device.token), offline: false };
      } catch (error) {
        if (failureOf(error)?.code !== "not_found") return { ...device, booking: null, offline: true };
        forgetBooking(device.id); // its link no longer opens it
        return null;
      }
    }),
  );
  return rows.filter((row) => row !== null);
}

/**
 * The bookings this device made or opened (each booking's page remembers it), latest first, each read back with
 * its token for its status: the way back to change or cancel one without the confirmation's link. Rendered in
 * the browser only (browserOnly), where the device's list is.
 */
export function DeviceBookings() {
  const t = useTranslations("booking");
  const dateTime = useDateTime();
  const [kept] = useState(deviceBookings);
  // read once, and again when the diner comes back to the page (a booking changed meanwhile on its own page)
  const { data: rows } = useLive(kept.length ? `device-bookings:${kept.map((b) => b.id).join(",")}` : null, () => fetchRows(kept), { ...LIVE_ONCE, onFocus: true });
  const shown = rows ?? kept.map((device) => ({ ...device, booking: null, offline: false }));
  if (!shown.length) return null;
  return (
    <section aria-labelledby="device-bookings" className="flex flex-col gap-3">
      <h2 id="device-bookings" className="text-xl font-bold">
        {t("device.title")}
      </h2>
      <ul className="flex flex-col gap-3">
        {shown.map(({ id, token, startsAt, booking, offline }) => (
          <li key={id}>
            <IntentLink href={bookingInfoPath(id, token)} className="card flex items-center justify-between gap-3" data-device-booking={id}>
              <span className="flex flex-col">
                <span className="font-semibold">{t("detail.title", { id })}</span>
                <span className="muted text-sm">
                  {dateTime(booking?.starts_at ?? startsAt, { dateStyle: "medium", timeStyle: "short", timeZone: booking?.supplier.timezone })}
                  {booking && ` · ${booking.supplier.name}`}
                </span>
              </span>
              <span className="flex flex-col items-end text-sm">
                {booking ? (
                  <>
                    <span className="font-semibold">{t(`detail.status.${booking.status}`)}</span>
                    <span>{t("personsCount", { count: booking.persons })}</span>
                  </>
                ) : (
                  offline && <span className="muted">{t("device.offline")}</span>
                )}
              </span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
