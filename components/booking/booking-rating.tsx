"use client";

import { useTranslations } from "use-intl/react";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { ScoreScale } from "@/components/ui/score-scale";
import { failureOf, failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { fetchBooking, rateBooking } from "@/lib/client/api/bookings";
import { LIVE_ONCE, useLive } from "@/lib/client/use-live";
import { BOOKING_RATING } from "@/lib/domain/bookings/booking";
import { COMMENTS_MAX_LENGTH } from "@/lib/domain/checkout/comments";
import { apiErrorText } from "@/lib/i18n/api-error-text";

/**
 * Product §2 /rate/{id}/{token} (the qualify dialog): the diner rates the visit 1–10 with a comment, once it
 * happened; a refusal keeps the score and the words.
 */
export function BookingRating({ id, token }: { id: number; token: string }) {
  const t = useTranslations("booking.rate");
  const tr = useTranslations();
  const live = useLive(`booking-rate:${id}`, () => fetchBooking(id, token), { ...LIVE_ONCE, retryOn: (error) => failureOf(error)?.code !== "not_found" });
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [sending, setSending] = useState(false);
  const booking = live.data;

  if (!booking) {
    if (failureOf(live.error)?.code === "not_found") return <p className="alert-text" role="alert">{tr("booking.detail.notFound")}</p>;
    return (
      <p className={live.error ? "alert-text" : "muted"} role={live.error ? "alert" : "status"}>
        {live.error ? tr("booking.detail.failed") : tr("booking.detail.loading")}
      </p>
    );
  }
  const title = <h1 className="text-2xl font-bold">{t("title", { branch: booking.supplier.name })}</h1>;
  if (booking.rating !== null) {
    return (
      <>
        {title}
        <p className="card font-semibold" role="status" data-booking-rating={booking.rating}>
          {t("thanks", { rating: booking.rating })}
        </p>
      </>
    );
  }
  if (!booking.can_rate) {
    const later = booking.status === "approved" || booking.status === "confirmed";
    return (
      <>
        {title}
        <p className="muted">{later ? t("notYet") : t("notRateable")}</p>
      </>
    );
  }

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (score === null) return setMissing(true);
    setSending(true);
    setFailure(null);
    try {
      live.set(await rateBooking(id, token, { rating: score, comment: comment.trim() || undefined }));
    } catch (error) {
      setFailure(failureToShow(error));
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void send(event)} noValidate className="flex flex-col gap-4" data-booking-rate>
      {title}
      <ScoreScale legend={t("score")} hint={t("scale")} range={BOOKING_RATING} value={score} onChange={setScore} missing={missing && tr("validation.rating")} />
      <Field label={t("comment")}>
        <textarea rows={3} maxLength={COMMENTS_MAX_LENGTH} value={comment} onChange={(event) => setComment(event.target.value)} />
      </Field>
      {failure && (
        <p role="alert" className="alert-text">
          {apiErrorText(tr, "booking", failure.code)}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? t("sending") : t("send")}
      </button>
    </form>
  );
}
