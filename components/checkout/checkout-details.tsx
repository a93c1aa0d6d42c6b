"use client";

import { IntentLink } from "@/components/shell/intent-link";
import { useTranslations } from "use-intl/react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import type { DetailsKind } from "@/lib/domain/checkout/checkout-steps";
import type { PolygonState } from "@/lib/client/stores/polygon-store";
import type { ScannedPlace } from "@/lib/client/stores/on-table-store";
import type { FieldError } from "@/lib/client/use-field-error";
import { LOCATION_PATH } from "@/lib/domain/routing/paths";
import type { PrecheckoutValues } from "@/lib/domain/checkout/precheckout-form";
import { SchedulePicker, useDayLabel } from "@/components/forms/schedule-picker";
import type { PrecheckoutProps } from "./precheckout-props";
import { placeLine } from "@/lib/domain/location/place-line";

interface Props {
  kind: DetailsKind;
  form: UseFormReturn<PrecheckoutValues>;
  fieldError: FieldError<PrecheckoutValues>;
  address: PolygonState["address"];
  branch: PrecheckoutProps["branch"];
  /** the table or room the order goes to, when the diner scanned one */
  place: ScannedPlace | null;
  scheduleFailure: string | null;
}

/** Where the order goes (or where the diner picks it up), when, and the notes for the kitchen. */
export function CheckoutDetails({ kind, form, fieldError, address, branch, place, scheduleFailure }: Props) {
  const t = useTranslations("checkout");
  const { register } = form;
  return (
    <>
      <Destination kind={kind} address={address} branch={branch} place={place} />
      {kind === "schedule" && <SchedulePicker form={form} branch={branch} serverError={scheduleFailure} />}
      <fieldset className="card flex flex-col gap-3">
        <legend className="font-semibold">{t("notes.title")}</legend>
        <Field label={t("notes.comments")} error={fieldError("comments")} hint={t(kind === "delivery" || kind === "schedule" ? "notes.commentsHint" : "notes.commentsHintKitchen")}>
          <textarea {...register("comments")} rows={2} />
        </Field>
        <label className="flex items-center gap-3">
          <input type="checkbox" {...register("cutlery")} />
          {t("notes.cutlery")}
        </label>
        <label className="flex items-center gap-3">
          <input type="checkbox" {...register("packed")} />
          {t("notes.packed")}
        </label>
      </fieldset>
    </>
  );
}

/** The delivery address (with the way to change it), the counter to pick up at, or the scanned table or room. */
function Destination({ kind, address, branch, place }: Pick<Props, "kind" | "address" | "branch" | "place">) {
  const t = useTranslations("checkout");
  if (kind === "delivery" || kind === "schedule") {
    if (!address) return null;
    return (
      <section className="card flex items-start justify-between gap-3" aria-label={t("deliverTo")}>
        <div>
          <p className="font-semibold">{t("deliverTo")}</p>
          <p data-address>{addressLine(address)}</p>
        </div>
        <IntentLink href={LOCATION_PATH} className="btn-outline shrink-0" aria-label={t("changeAddress")}>
          {t("change")}
        </IntentLink>
      </section>
    );
  }
  if (kind === "pickup") {
    return (
      <section className="card" aria-label={t("steps.pickupAt")} data-pickup>
        <p className="font-semibold">{t("steps.pickupAt")}</p>
        <p>{branch.name}</p>
        <p className="muted text-sm">
          {placeLine(branch.address, branch.city)}
        </p>
      </section>
    );
  }
  if (!place) return null;
  return (
    <p className="card font-semibold" data-place>
      {t(`steps.place.${place.kind}`, { code: place.code })}
    </p>
  );
}

/** A done details step: the address or counter, the slot of a scheduled order, and the notes. */
export function DetailsSummary({ kind, form, address, branch, place }: Omit<Props, "fieldError" | "scheduleFailure">) {
  const t = useTranslations("checkout");
  const dayLabel = useDayLabel();
  const [schedule, comments] = useWatch({ control: form.control, name: ["schedule", "comments"] });
  const where =
    kind === "pickup" ? `${t("steps.pickupAt")}: ${branch.name}` : kind === "table" || kind === "room" ? place && t(`steps.place.${place.kind}`, { code: place.code }) : address && addressLine(address);
  return (
    <p data-summary="details">
      {where}
      {kind === "schedule" && schedule?.date && (
        <>
          <br />
          {dayLabel(schedule.date)} · {schedule.time}
        </>
      )}
      {comments && (
        <>
          <br />“{comments}”
        </>
      )}
    </p>
  );
}

const addressLine = (address: NonNullable<PolygonState["address"]>) => placeLine(address.address, address.neighbourhood, address.city);
