"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "use-intl/react";
import { useMemo, useState, useSyncExternalStore } from "react";
import { useForm, type Path } from "react-hook-form";
import { ContactFields } from "@/components/forms/contact-fields";
import { failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { joinWaitlist } from "@/lib/client/api/waitlist";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import { phoneValidOnceLoaded } from "@/lib/client/phone-check";
import { useFieldError } from "@/lib/client/use-field-error";
import { openingState, type OpeningPeriod } from "@/lib/domain/brand/opening-hours";
import { waitlistPath } from "@/lib/domain/bookings/booking-paths";
import type { WaitlistFormValues } from "@/lib/domain/bookings/waitlist-form";
import { apiErrorText } from "@/lib/i18n/api-error-text";
import { PartySize } from "./party-size";
import { useChoiceRouter } from "@/components/shell/link-choices";

const loadSchema = () => import("@/lib/domain/bookings/waitlist-form");
const noSubscription = () => () => {};

/**
 * The walk-in waitlist, on the booking screen: a party at the door (or on its way) gives its size, a
 * name and a phone and follows its place in line on its own page. Offered only while the branch is open.
 */
export function WaitlistJoin({ supplierSlug, country, timezone, openingHours, maxParty }: { supplierSlug: string; country: string; timezone: string; openingHours: OpeningPeriod[]; maxParty: number }) {
  const t = useTranslations();
  const router = useChoiceRouter();
  const [expanded, setExpanded] = useState(false);
  const [persons, setPersons] = useState(2);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [sending, setSending] = useState(false);
  // the page is cached for everyone: whether the branch is open is read in the browser, never at hydration
  const open = useSyncExternalStore(noSubscription, () => openingState(openingHours, timezone, new Date()).open, () => false);

  const resolver = useMemo(
    () => lazyResolver<WaitlistFormValues>(() => loadSchema().then(({ waitlistFormSchema }) => zodResolver(waitlistFormSchema(country, phoneValidOnceLoaded)))),
    [country],
  );
  const form = useForm<WaitlistFormValues>({ resolver, mode: "onTouched", defaultValues: { contact: { name: "", phone: "" } } });
  const fieldError = useFieldError(form);

  const submit = form.handleSubmit(async (values) => {
    setSending(true);
    setFailure(null);
    try {
      const { entry, access_token } = await joinWaitlist({ supplier: supplierSlug, persons, contact: values.contact });
      router.push(waitlistPath(entry.id, access_token));
    } catch (error) {
      setSending(false);
      const refused = failureToShow(error);
      for (const [path, message] of Object.entries(refused.fields ?? {})) if (path.startsWith("contact.")) form.setError(path as Path<WaitlistFormValues>, { message });
      setFailure(refused);
    }
  });

  if (!open) return null;
  return (
    <details className="card" data-waitlist-join onToggle={(event) => setExpanded(event.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold">{t("booking.waitlist.cta")}</summary>
      {/* drawn once opened: the booking form below stays the page's only form until the diner asks for this one */}
      {expanded && (
        <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
          <p className="muted">{t("booking.waitlist.intro")}</p>
          <PartySize persons={persons} onChange={setPersons} maxParty={maxParty} />
          <ContactFields form={form} fieldError={fieldError} callbackOnly />
          {failure && (
            <p role="alert" className="alert-text">
              {apiErrorText(t, "booking", failure.code, { max: String(failure.detail.max ?? maxParty) })}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={sending}>
            {sending ? t("booking.waitlist.joining") : t("booking.waitlist.join", { count: persons })}
          </button>
        </form>
      )}
    </details>
  );
}
