"use client";

import { useLocale, useTranslations } from "use-intl/react";
import { useEffect, useRef, useState } from "react";
import { failureToShow } from "@/lib/client/api/api-failure";
import { fetchBookingsOn, moveBooking } from "@/lib/client/api/staff";
import { useLive } from "@/lib/client/use-live";
import { staffBookingAction, type BookingStatus } from "@/lib/domain/bookings/booking";
import type { StaffBooking } from "@/lib/domain/bookings/booking-view";
import { bookingsBySlot, heldCovers, staffMovesFor } from "@/lib/domain/bookings/host-stand";
import { seatableToday, seatChoices } from "@/lib/domain/bookings/table-seating";
import { shiftDay } from "@/lib/domain/time/zoned-time";
import { localize } from "@/lib/domain/brand/localize";
import type { Locale } from "@/lib/domain/routing/locales";
import { errorText } from "@/lib/i18n/api-error-text";
import { TableOption, useBranchLine } from "./host-waitlist";
import { STAFF_LIVE, useSignInWhenSignedOut } from "./staff-live";
import { useStaffAction } from "./use-staff-action";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// the seat picker's two groups (seatChoices): the booking's zone, then the others
const GROUP_LABEL = { inZone: "zoneTables", elsewhere: "otherZones" } as const;
const GROUPS = ["inZone", "elsewhere"] as const;
const BADGE: Record<BookingStatus, string> = {
  pending: "badge-pending",
  approved: "badge-open",
  confirmed: "badge-open",
  seated: "badge-open",
  waiting_list: "badge-neutral",
  canceled: "badge-closed",
};

/**
 * The host stand's book: the branch's bookings of one day (today on the branch's clock unless the host
 * picks another), by slot, each with its party, name, phone, zone, notes and status, and the taps that approve or
 * decline it, confirm it, seat the party on its day at a free table that fits it (its zone's first) or mark a no-show. The diner's booking
 * page shows each change at its next poll.
 */
export function HostBookings({ branch, today }: { branch: string; today: string }) {
  const t = useTranslations("staff.bookings");
  const locale = useLocale() as Locale;
  const errors = useTranslations("errors");
  const [typed, setTyped] = useState(today);
  const [date, setDate] = useState(today);
  const live = useLive(`host-bookings:${branch}:${date}`, () => fetchBookingsOn(branch, date), STAFF_LIVE);
  // a move is named `${booking}:${status}`: its refusal shows beside its booking
  const { pending: moving, refusal, run } = useStaffAction<string>();
  const failureFor = (booking: StaffBooking) => (refusal?.key.startsWith(`${booking.id}:`) ? refusal.failure : null);
  // the booking whose table the host is choosing, and the table chosen
  const [seating, setSeating] = useState<{ id: number; table: string } | null>(null);
  const tables = useBranchLine(branch).data?.tables ?? [];
  const seatRef = useRef<HTMLSelectElement>(null);
  // the free tables that fit the party, its zone's first: the picker's choices, the snuggest preselected
  const firstChoice = (booking: StaffBooking) => {
    const { inZone, elsewhere } = seatChoices(tables, booking);
    return (inZone[0] ?? elsewhere[0])?.code ?? "";
  };
  const seatingId = seating?.id;
  // the tap on "Seat" replaces its button with the table's choice: the keyboard's focus goes with it
  useEffect(() => {
    if (seatingId !== undefined) seatRef.current?.focus();
  }, [seatingId]);

  const ended = useSignInWhenSignedOut(live.error);

  function pick(value: string) {
    setTyped(value);
    // a half-typed date keeps the day in view; the list follows once the date is whole
    if (DATE.test(value)) setDate(value);
  }

  // moved meanwhile by a colleague: the list says so on its next answer
  const move = (booking: StaffBooking, status: BookingStatus, table?: string) =>
    run(
      `${booking.id}:${status}`,
      async () => {
        await moveBooking(booking.id, status, table);
        setSeating(null);
      },
      { expected: "invalid_transition", then: live.refresh },
    );

  const bookings = live.data;
  const slots = bookingsBySlot(bookings ?? []);
  const seatingBooking = seating && bookings?.find((booking) => booking.id === seating.id);
  const choices = seatingBooking ? seatChoices(tables, seatingBooking) : null;
  const pending = (bookings ?? []).filter((booking) => booking.status === "pending").length;

  return (
    <section aria-labelledby="host-bookings" className="flex flex-col gap-3" data-host-bookings>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="host-bookings" className="text-xl font-semibold">
          {t("bookingsTitle")}
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <button type="button" className="btn-outline size-11 px-0 text-xl" onClick={() => pick(shiftDay(date, -1))} aria-label={t("previousDay")}>
            <span aria-hidden="true">‹</span>
          </button>
          <div className="field">
            <label htmlFor="host-date">{t("date")}</label>
            <input id="host-date" type="date" value={typed} onChange={(event) => pick(event.target.value)} aria-invalid={!DATE.test(typed)} />
          </div>
          <button type="button" className="btn-outline size-11 px-0 text-xl" onClick={() => pick(shiftDay(date, 1))} aria-label={t("nextDay")}>
            <span aria-hidden="true">›</span>
          </button>
          {date !== today && (
            <button type="button" className="btn-outline" onClick={() => pick(today)}>
              {t("today")}
            </button>
          )}
        </div>
      </div>
      {!DATE.test(typed) && <p className="field-error">{t("dateInvalid")}</p>}
      <p role="status" aria-live="polite" className="host-summary" data-host-summary>
        {bookings
          ? t("summary", { bookings: bookings.filter((booking) => booking.status !== "canceled").length, covers: heldCovers(bookings), pending })
          : live.error
            ? errorText(errors, failureToShow(live.error).code)
            : t("loading")}
      </p>
      {bookings && live.error !== undefined && !ended && <p className="muted">{t("stale")}</p>}
      {bookings && slots.length === 0 && <p className="muted">{t("none")}</p>}
      {slots.map((slot) => (
        <section key={slot.time} aria-labelledby={`slot-${slot.time}`} className="host-slot">
          <h3 id={`slot-${slot.time}`} className="flex flex-wrap items-baseline gap-x-3">
            <span className="text-lg font-bold tabular-nums">{slot.time}</span>
            <span className="muted text-sm">{t("slotCount", { bookings: slot.live, covers: slot.covers })}</span>
          </h3>
          <ul className="flex flex-col gap-2">
            {slot.bookings.map((booking) => {
              const nameId = `booking-${booking.id}`;
              return (
                <li key={booking.id} className="host-row" data-booking={booking.id} data-status={booking.status} aria-labelledby={nameId}>
                  <span className="host-party" aria-hidden="true">
                    {booking.persons}
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <strong id={nameId}>{booking.contact.name}</strong>
                      <span className={`badge ${BADGE[booking.status]}`}>{t(`status.${booking.status}`)}</span>
                    </p>
                    <p className="muted text-sm">
                      {t("party", { count: booking.persons })} · {localize(booking.zone.name, locale)} ·{" "}
                      {booking.table && `${t("table", { code: booking.table.code })} · `}
                      <a href={`tel:${booking.contact.phone.replace(/[^\d+]/g, "")}`} className="underline">
                        {booking.contact.phone}
                      </a>
                    </p>
                    {booking.health && <p className="alert-text">{t("health", { text: booking.health })}</p>}
                    {(booking.reason || booking.comment) && <p className="text-sm">{t("notes", { text: [booking.reason, booking.comment].filter(Boolean).join(" · ") })}</p>}
                    {failureFor(booking) && (
                      <p role="alert" className="field-error">
                        {errorText(errors, failureFor(booking)!.code)}
                      </p>
                    )}
                  </div>
                  {seating?.id === booking.id ? (
                    <form
                      className="flex w-full flex-wrap items-end gap-2"
                      onSubmit={(event) => {
                        event.preventDefault();
                        void move(booking, "seated", seating.table);
                      }}
                      data-seat-booking={booking.id}
                    >
                      <div className="field w-full">
                        <label htmlFor={`seat-${booking.id}`}>{t("seatTable", { name: booking.contact.name })}</label>
                        {seating.table ? (
                          <select ref={seatRef} id={`seat-${booking.id}`} value={seating.table} onChange={(event) => setSeating({ id: booking.id, table: event.target.value })}>
                            {GROUPS.map(
                              (group) =>
                                choices && choices[group].length > 0 && (
                                  <optgroup key={group} label={t(GROUP_LABEL[group], { zone: localize(booking.zone.name, locale) })}>
                                    {choices[group].map((table) => (
                                      <TableOption key={table.code} table={table} />
                                    ))}
                                  </optgroup>
                                ),
                            )}
                          </select>
                        ) : (
                          <p id={`seat-${booking.id}`} className="field-error" role="alert">
                            {t("noFreeTable", { count: booking.persons })}
                          </p>
                        )}
                      </div>
                      {seating.table && (
                        <button type="submit" className="btn-primary" aria-disabled={moving !== null} aria-busy={moving === `${booking.id}:seated`}>
                          {t("seatConfirm", { code: seating.table })}
                        </button>
                      )}
                      <button type="button" className="btn-outline" onClick={() => setSeating(null)}>
                        {t("cancelSeat")}
                      </button>
                    </form>
                  ) : (
                    <div className="host-actions">
                      {staffMovesFor(booking.status)
                        // a branch without tables seats nobody from here, and a party is seated on its own day
                        .filter((status) => status !== "seated" || (tables.length > 0 && seatableToday(booking, today)))
                        .map((status) => {
                          const action = staffBookingAction(booking.status, status).replace("booking.", "");
                          const busy = moving === `${booking.id}:${status}`;
                          return (
                            <button
                              key={status}
                              type="button"
                              className={status === "canceled" ? "btn-outline" : "btn-primary"}
                              aria-describedby={nameId}
                              aria-disabled={moving !== null}
                              aria-busy={busy}
                              onClick={() => (status === "seated" ? setSeating({ id: booking.id, table: firstChoice(booking) }) : move(booking, status))}
                              data-move-booking={action}
                            >
                              {t(`actions.${action}`)}
                            </button>
                          );
                        })}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}
