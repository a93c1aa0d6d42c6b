"use client";

import { useTranslations } from "use-intl/react";
import { useWatch, type Path, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { loadPhoneCheck } from "@/lib/client/phone-check";
import type { FieldError } from "@/lib/client/use-field-error";
import { DOCUMENT_TYPES } from "@/lib/domain/checkout/document-types";
import type { ContactForm } from "@/lib/domain/checkout/contact-form";
import type { PrecheckoutValues } from "@/lib/domain/checkout/precheckout-form";

/**
 * Product §5 contact form: name, phone, email, document type and number — the checkout's, and the booking's; or,
 * `callbackOnly`, the name and phone a branch calls (the walk-in waitlist).
 */
export function ContactFields<T extends { contact: Pick<ContactForm, "name" | "phone"> }>({
  form,
  fieldError,
  callbackOnly = false,
}: {
  form: UseFormReturn<T>;
  fieldError: FieldError<T>;
  callbackOnly?: boolean;
}) {
  const t = useTranslations("checkout");
  const register = (name: keyof ContactForm) => form.register(`contact.${name}` as Path<T>);
  const error = (name: keyof ContactForm) => fieldError(`contact.${name}` as Path<T>);
  return (
    <div className="card flex flex-col gap-3">
      <Field label={t("contact.name")} error={error("name")}>
        <input {...register("name")} autoComplete="name" />
      </Field>
      <Field label={t("contact.phone")} error={error("phone")}>
        <input {...register("phone")} type="tel" autoComplete="tel" inputMode="tel" onFocus={() => void loadPhoneCheck()} />
      </Field>
      {!callbackOnly && <IdentityFields register={register} error={error} />}
    </div>
  );
}

/** The email and identity document the checkout and the booking ask for too. */
function IdentityFields({ register, error }: { register: (name: keyof ContactForm) => ReturnType<UseFormReturn["register"]>; error: (name: keyof ContactForm) => string | undefined }) {
  const t = useTranslations("checkout");
  return (
    <>
      <Field label={t("contact.email")} error={error("email")}>
        <input {...register("email")} type="email" autoComplete="email" inputMode="email" />
      </Field>
      <div className="grid gap-3 desk:grid-cols-2">
        <Field label={t("contact.documentType")} error={error("document_type")}>
          <select {...register("document_type")}>
            <option value="">{t("contact.chooseDocument")}</option>
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`documents.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("contact.documentNumber")} error={error("document_number")}>
          <input {...register("document_number")} inputMode="text" />
        </Field>
      </div>
    </>
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
