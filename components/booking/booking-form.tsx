"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "use-intl/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { ContactFields } from "@/components/forms/contact-fields";
import { Field } from "@/components/ui/field";
import { failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { fetchBookingDay, placeBooking } from "@/lib/client/api/bookings";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import { phoneValidOnceLoaded } from "@/lib/client/phone-check";
import { useFieldError } from "@/lib/client/use-field-error";
import { useLive } from "@/lib/client/use-live";
import { bookableDates } from "@/lib/domain/bookings/booking";
import type { BookingFormValues } from "@/lib/domain/bookings/booking-form";
import type { BookingView } from "@/lib/domain/bookings/booking-view";
import type { CoverCharge } from "@/lib/domain/bookings/cover";
import type { Currency } from "@/lib/domain/money/currency";
import { localize } from "@/lib/domain/brand/localize";
import type { Locale } from "@/lib/domain/routing/locales";
import { bookingInfoPath } from "@/lib/domain/bookings/booking-paths";
import { apiErrorText } from "@/lib/i18n/api-error-text";
import { CoverNote } from "./cover-note";
import { PartySize } from "./party-size";
import { DayChoice, SlotChoice } from "./slot-choice";
import { useChoiceRouter } from "@/components/shell/link-choices";
import { TermsAcceptance } from "@/components/forms/terms-acceptance";

export interface BookingFormProps {
  supplierSlug: string;
  country: string;
  timezone: string;
  maxParty: number;
  daysAhead: number;
  cover: CoverCharge | null;
  currency: Currency;
  /** how long before the hour a booking may still be changed or canceled online */
  cutoffMinutes: number;
  /** manual: the restaurant approves each booking, and the diner is told */
  approval: "auto" | "manual";
  /** where a booking made goes: its own page by default; the popup shows it in place */
  onBooked?: (booking: BookingView, token: string) => void;
}

const SLOTS_POLL_MS = 30_000;

/** The form's schema, with zod: fetched on the first validation, like the precheckout's. */
const loadSchema = () => import("@/lib/domain/bookings/booking-form");

/**
 * Product §2 /{supplier_id}/reservar (§3 booking, §5 day, hour and party): the party, the
 * day, an hour with room (fetched for that day and party, refreshed while the diner fills the form), the
 * zone, the checkout's contact form and notes. A refused booking keeps everything typed and says what to change.
 */
export function BookingForm({ supplierSlug, country, timezone, maxParty, daysAhead, cover, currency, cutoffMinutes, approval, onBooked }: BookingFormProps) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const router = useChoiceRouter();
  const [dates] = useState(() => bookableDates(new Date(), timezone, daysAhead));
  const [persons, setPersons] = useState(2);
  const [date, setDate] = useState(dates[0]!);
  const [time, setTime] = useState<string | null>(null);
  const [zone, setZone] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [slotMissing, setSlotMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);

  const day = useLive(`booking-day:${supplierSlug}:${date}:${persons}`, () => fetchBookingDay(supplierSlug, date, persons), {
    pollMs: () => SLOTS_POLL_MS,
    retryOn: () => true,
  });
  // A chosen hour that filled up stays chosen and offers its waitlist; a zone with no room left there counts as not chosen.
  const slot = day.data?.slots.find((s) => s.time === time);
  const chosenTime = slot ? time : null;
  const waitlistTime = slot && slot.zones.length === 0 ? slot.time : null;
  const chosenZone = slot && zone && slot.zones.includes(zone) ? zone : null;

  const resolver = useMemo(
    () => lazyResolver<BookingFormValues>(() => loadSchema().then(({ bookingFormSchema }) => zodResolver(bookingFormSchema(country, phoneValidOnceLoaded)))),
    [country],
  );
  const form = useForm<BookingFormValues>({
    resolver,
    mode: "onTouched",
    defaultValues: {
      // no document type until the diner picks one: the select starts on its prompt
      contact: { name: "", phone: "", email: "", document_type: "", document_number: "" } as unknown as BookingFormValues["contact"],
      reason: "",
      comment: "",
      health: "",
      terms_accepted: false as unknown as true,
    },
  });
  const fieldError = useFieldError(form);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const submit = form.handleSubmit(async (values) => {
    if (!chosenTime) return setSlotMissing(true);
    setSending(true);
    setFailure(null);
    try {
      const { booking, access_token } = await placeBooking({
        supplier: supplierSlug,
        date,
        time: chosenTime,
        persons,
        zone: chosenZone ?? undefined,
        ...values,
        contact: values.contact,
        terms_accepted: true,
        waitlist: waitlistTime ? true : undefined,
      });
      if (onBooked) onBooked(booking, access_token);
      else router.push(bookingInfoPath(booking.id, access_token));
    } catch (error) {
      setSending(false);
      const refused = failureToShow(error);
      for (const [path, message] of Object.entries(refused.fields ?? {})) if (path.startsWith("contact.")) form.setError(path as Path<BookingFormValues>, { message });
      setFailure(refused);
      void day.refresh();
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-booking-form>
      <section className="card flex flex-col gap-3" aria-labelledby="booking-when">
        <h2 id="booking-when" className="font-semibold">
          {t("booking.when")}
        </h2>
        <PartySize persons={persons} onChange={setPersons} maxParty={maxParty} />
        <CoverNote cover={cover} persons={persons} currency={currency} />
        <DayChoice dates={dates} value={date} onChange={setDate} />
        <SlotChoice day={day} persons={persons} chosen={chosenTime} onChoose={setTime} missing={slotMissing && !chosenTime} waitlist />
        {slot && !waitlistTime && day.data && day.data.zones.length > 1 && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1">{t("booking.zone")}</legend>
            <div className="flex flex-wrap gap-2">
              <label className="chip gap-2">
                <input type="radio" name="booking-zone" checked={chosenZone === null} onChange={() => setZone(null)} />
                {t("booking.anyZone")}
              </label>
              {day.data.zones
                .filter((z) => slot.zones.includes(z.key))
                .map((z) => (
                  <label key={z.key} className="chip gap-2">
                    <input type="radio" name="booking-zone" checked={chosenZone === z.key} onChange={() => setZone(z.key)} />
                    {localize(z.name, locale)}
                  </label>
                ))}
            </div>
          </fieldset>
        )}
      </section>

      <section className="flex flex-col gap-2" aria-labelledby="booking-contact">
        <h2 id="booking-contact" className="font-semibold">
          {t("checkout.contact.title")}
        </h2>
        <ContactFields form={form} fieldError={fieldError} />
      </section>

      <fieldset className="card flex flex-col gap-3">
        <legend className="font-semibold">{t("booking.notes")}</legend>
        <Field label={t("booking.reason")} hint={t("booking.reasonHint")} error={fieldError("reason")}>
          <input {...form.register("reason")} />
        </Field>
        <Field label={t("booking.health")} error={fieldError("health")}>
          <textarea {...form.register("health")} rows={2} />
        </Field>
        <Field label={t("booking.comment")} error={fieldError("comment")}>
          <textarea {...form.register("comment")} rows={2} />
        </Field>
      </fieldset>

      <TermsAcceptance supplierSlug={supplierSlug} input={form.register("terms_accepted")} error={fieldError("terms_accepted")} />

      {failure && (
        <p ref={alertRef} tabIndex={-1} role="alert" className="alert-text" data-booking-error={failure.code}>
          {apiErrorText(t, "booking", failure.code, { max: String(failure.detail.max ?? maxParty) })}
        </p>
      )}

      {/* what the diner agrees to before sending: how long it stays changeable, and who confirms it */}
      <p className="muted text-sm" data-booking-terms>
        {cutoffMinutes > 0 &&
          (cutoffMinutes % 60 === 0 ? t("booking.cutoffHours", { hours: cutoffMinutes / 60 }) : t("booking.cutoffMinutes", { minutes: cutoffMinutes }))}
        {cutoffMinutes > 0 && approval === "manual" && " "}
        {approval === "manual" && t("booking.manualApproval")}
      </p>
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending
          ? t("booking.sending")
          : waitlistTime
            ? t("booking.joinWaitlistAt", { time: waitlistTime, count: persons })
            : chosenTime
              ? t("booking.submitAt", { time: chosenTime, count: persons })
              : t("booking.submit")}
      </button>
    </form>
  );
}

