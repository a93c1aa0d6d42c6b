"use client";

import { useTranslations } from "next-intl";
import { useWatch, type Path, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { loadPhoneCheck } from "@/lib/client/phone-check";
import { DOCUMENT_TYPES } from "@/lib/domain/document-types";
import type { PrecheckoutValues } from "@/lib/domain/precheckout-form";

export type FieldError = (name: Path<PrecheckoutValues>) => string | undefined;

/** Spec §5 contact form: name, phone, email, document type and number. */
export function ContactFields({ form, fieldError }: { form: UseFormReturn<PrecheckoutValues>; fieldError: FieldError }) {
  const t = useTranslations("checkout");
  const { register } = form;
  return (
    <div className="card flex flex-col gap-3">
      <Field label={t("contact.name")} error={fieldError("contact.name")}>
        <input {...register("contact.name")} autoComplete="name" />
      </Field>
      <Field label={t("contact.phone")} error={fieldError("contact.phone")}>
        <input {...register("contact.phone")} type="tel" autoComplete="tel" inputMode="tel" onFocus={() => void loadPhoneCheck()} />
      </Field>
      <Field label={t("contact.email")} error={fieldError("contact.email")}>
        <input {...register("contact.email")} type="email" autoComplete="email" inputMode="email" />
      </Field>
      <div className="grid gap-3 desk:grid-cols-2">
        <Field label={t("contact.documentType")} error={fieldError("contact.document_type")}>
          <select {...register("contact.document_type")}>
            <option value="">{t("contact.chooseDocument")}</option>
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`documents.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("contact.documentNumber")} error={fieldError("contact.document_number")}>
          <input {...register("contact.document_number")} inputMode="text" />
        </Field>
      </div>
    </div>
  );
}

/** A done contact step: who the order is for and how the branch reaches them. */
export function ContactSummary({ form }: { form: UseFormReturn<PrecheckoutValues> }) {
  const contact = useWatch({ control: form.control, name: "contact" });
  return (
    <p data-summary="contact">
      {contact.name} · {contact.phone}
      <br />
      {contact.email}
    </p>
  );
}
