"use client";

import { IntentLink } from "@/components/shell/intent-link";
import { useLocale, useTranslations } from "use-intl/react";
import { useEffect, useRef, useState } from "react";
import { failureOf, failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { cancelBooking, fetchBooking } from "@/lib/client/api/bookings";
import { forgetBooking, rememberBooking } from "@/lib/client/device-bookings";
import { useDateTime } from "@/lib/client/use-date-time";
import { useLive } from "@/lib/client/use-live";
import { bookingStillFollowed, type BookingView } from "@/lib/domain/bookings/booking-view";
import { localize } from "@/lib/domain/brand/localize";
import type { Locale } from "@/lib/domain/routing/locales";
import { formatMoney } from "@/lib/domain/money/money";
import { bookingPath, bookingRatePath, coverCheckoutPath } from "@/lib/domain/bookings/booking-paths";
import { apiErrorText } from "@/lib/i18n/api-error-text";
import { BookingEdit } from "./booking-edit";
import { ShareLink } from "./share-link";
import { mapsHref, telHref } from "@/lib/domain/brand/contact";
import { placeLine } from "@/lib/domain/location/place-line";
import { useChoiceHref } from "@/components/shell/link-choices";

/**
 * Staff approve, confirm or decline, and the waitlist is promoted, at any moment: the page follows its booking
 * within 2 s (a read of one row by id, the same on every replica).
 */
const POLL_MS = 2_000;

/**
 * Product §2 /book_info/{id}/{token}: the booking the link's token opens — its status, when, where and for how
 * many — and, until the brand's cut-off, the way to cancel it (which frees its place at once).
 */
export function BookingDetail({ id, token }: { id: number; token: string }) {
  const t = useTranslations("booking");
  const tr = useTranslations();
  const locale = useLocale() as Locale;
  const choiceHref = useChoiceHref();
  const dateTime = useDateTime();
  const live = useLive(`booking:${id}`, () => fetchBooking(id, token), {
    pollMs: (booking: BookingView) => (bookingStillFollowed(booking, Date.now()) ? POLL_MS : 0),
    retryOn: (error) => failureOf(error)?.code !== "not_found",
  });
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [moved, setMoved] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const booking = live.data;
  useEffect(() => {
    if (booking?.status === "canceled") statusRef.current?.focus();
  }, [booking?.status]);
  // the device keeps every booking it opened, so the diner finds it again under their orders
  const gone = failureOf(live.error)?.code === "not_found";
  const supplierSlug = booking?.supplier.slug;
  const startsAt = booking?.starts_at;
  useEffect(() => {
    if (supplierSlug && startsAt) rememberBooking({ id, token, supplierSlug, startsAt });
    else if (gone) forgetBooking(id);
  }, [id, token, supplierSlug, startsAt, gone]);

  if (!booking) {
    const refused = failureOf(live.error);
    if (refused?.code === "not_found") return <p className="alert-text" role="alert">{t("detail.notFound")}</p>;
    return (
      <p className={live.error ? "alert-text" : "muted"} role={live.error ? "alert" : "status"}>
        {live.error ? t("detail.failed") : t("detail.loading")}
      </p>
    );
  }

  const when = dateTime(booking.starts_at, { weekday: "long", day: "numeric", month: "long", hour: "numeric", minute: "2-digit", timeZone: booking.supplier.timezone });
  const changeUntil = dateTime(booking.change_until, { weekday: "long", day: "numeric", month: "long", hour: "numeric", minute: "2-digit", timeZone: booking.supplier.timezone });

  // what the diner typed with the booking, as they typed it: the restaurant reads the same
  const notes = (
    [
      ["reason", booking.reason],
      ["health", booking.health],
      ["comment", booking.comment],
    ] as const
  ).filter((note): note is readonly ["reason" | "health" | "comment", string] => !!note[1]);

  const cancel = async () => {
    setCanceling(true);
    setFailure(null);
    try {
      live.set(await cancelBooking(id, token));
    } catch (error) {
      setFailure(failureToShow(error));
    }
    setCanceling(false);
    setConfirming(false);
  };

  return (
    <div className="flex flex-col gap-4" data-booking={booking.id} data-booking-status={booking.status} data-canceled-by={booking.canceled_by ?? undefined}>
      <h1 className="text-2xl font-bold">{t("detail.title", { id: booking.id })}</h1>
      <p ref={statusRef} tabIndex={-1} className={booking.status === "canceled" ? "alert-text font-semibold" : "font-semibold"} aria-live="polite">
        {booking.status !== "canceled"
          ? t(`detail.status.${booking.status}`)
          : booking.canceled_by === "restaurant"
            ? t("detail.canceledByRestaurant")
            : booking.canceled_by === "diner"
              ? t("detail.canceledByYou")
              : t("detail.canceled")}
      </p>
      {booking.status === "waiting_list" && <p className="muted">{t("detail.waitingNote")}</p>}
      {moved && booking.status !== "canceled" && (
        <p role="status" className="font-semibold" data-booking-moved>
          {t("edit.saved")}
        </p>
      )}
      <dl className="card grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="muted">{t("detail.when")}</dt>
        <dd data-booking-when>{when}</dd>
        <dt className="muted">{t("detail.where")}</dt>
        <dd data-booking-where>
          {booking.supplier.name}
          <span className="muted block text-sm">{placeLine(booking.supplier.address, booking.supplier.city)}</span>
        </dd>
        <dt className="muted">{t("detail.party")}</dt>
        <dd data-booking-persons>{t("personsCount", { count: booking.persons })}</dd>
        <dt className="muted">{t("detail.zone")}</dt>
        <dd>{localize(booking.zone.name, locale)}</dd>
        {booking.cover && (
          <>
            <dt className="muted">{t("cover.label")}</dt>
            <dd data-booking-cover>
              {formatMoney(booking.cover.total, booking.cover.currency)} · {t(booking.cover.paid ? "cover.paid" : booking.cover.prepaid ? "cover.prepaidShort" : "cover.atRestaurant")}
            </dd>
          </>
        )}
      </dl>
      {/* how to get there, and who to call: a booking's page is what the diner opens on the way */}
      {booking.status !== "canceled" && (
        <div className="flex flex-wrap gap-2">
          <a href={mapsHref(booking.supplier.location)} className="btn-primary" target="_blank" rel="noopener noreferrer">
            {t("detail.directions")}
          </a>
          {booking.supplier.phone && (
            <a href={telHref(booking.supplier.phone)} className="btn-outline" aria-label={t("detail.callName", { name: booking.supplier.name })}>
              {t("detail.call")}
            </a>
          )}
        </div>
      )}
      {notes.length > 0 && (
        <section className="card flex flex-col gap-2" aria-labelledby="booking-notes" data-booking-notes>
          <h2 id="booking-notes" className="font-semibold">
            {t("detail.notes")}
          </h2>
          <dl className="flex flex-col gap-2">
            {notes.map(([key, value]) => (
              <div key={key}>
                <dt className="muted text-sm">{t(`detail.${key}`)}</dt>
                <dd className="whitespace-pre-line">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {booking.cover?.prepaid && !booking.cover.paid && booking.status !== "canceled" && (
        <div className="card flex flex-col gap-3" data-cover-due>
          <p>{t("cover.payIntro")}</p>
          {/* a plain link: the route sends the diner on to the gateway's page, which brings them back here */}
          <a href={choiceHref(coverCheckoutPath(booking.supplier.slug, booking.id, token))} className="btn-primary self-start">
            {t("cover.pay", { amount: formatMoney(booking.cover.total, booking.cover.currency) })}
          </a>
        </div>
      )}
      {booking.status !== "canceled" && (
        <>
          <p className="muted text-sm">{t("detail.saveLink")}</p>
          <ShareLink title={t("detail.title", { id: booking.id })} text={t("share.text", { branch: booking.supplier.name, when })} />
          {/* a plain link: the browser downloads the .ics and hands it to the phone's calendar */}
          <a href={`/api/v1/bookings/${booking.id}/calendar.ics?token=${encodeURIComponent(token)}`} className="btn-outline self-start" download>
            {t("detail.calendar")}
          </a>
        </>
      )}
      {booking.status !== "canceled" && (booking.can_change ? <p>{t("detail.changeUntil", { at: changeUntil })}</p> : <p className="muted">{t("detail.locked")}</p>)}
      {failure && (
        <p role="alert" className="alert-text">
          {apiErrorText(tr, "booking", failure.code)}
        </p>
      )}
      {booking.can_change && editing && (
        <BookingEdit
          booking={booking}
          token={token}
          onSaved={(changed) => {
            live.set(changed);
            setMoved(true);
            setEditing(false);
            statusRef.current?.focus();
          }}
          onClose={() => setEditing(false)}
        />
      )}
      {booking.can_change && !editing && !confirming && (
        <button type="button" className="btn-primary self-start" onClick={() => setEditing(true)}>
          {t("edit.open")}
        </button>
      )}
      {booking.can_change &&
        (confirming ? (
          <div className="card flex flex-col gap-3" role="group" aria-labelledby="confirm-cancel">
            <p id="confirm-cancel" className="font-semibold">
              {t("detail.confirmCancel")}
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn-primary" onClick={() => void cancel()} disabled={canceling}>
                {canceling ? t("detail.canceling") : t("detail.cancel")}
              </button>
              <button type="button" className="btn-outline" onClick={() => setConfirming(false)}>
                {t("detail.keep")}
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="btn-outline self-start" onClick={() => setConfirming(true)}>
            {t("detail.cancel")}
          </button>
        ))}
      {booking.can_rate && (
        <IntentLink href={bookingRatePath(booking.id, token)} className="btn-primary self-start">
          {t("rate.link")}
        </IntentLink>
      )}
      {booking.status === "canceled" && (
        <IntentLink href={bookingPath(booking.supplier.slug)} className="btn-primary self-start">
          {t("detail.bookAgain")}
        </IntentLink>
      )}
    </div>
  );
}
