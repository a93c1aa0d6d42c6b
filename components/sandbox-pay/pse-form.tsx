"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "use-intl/react";
import { useForm } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { PSE_PERSON_TYPES, pseSchema } from "@/lib/domain/payments/payment-forms";
import { SANDBOX_PSE_BANKS } from "@/lib/domain/payments/sandbox-outcomes";
import { DocumentTypeOptions } from "./document-type-options";
import { PaySubmit } from "./pay-submit";
import { useErrorText, useSandboxPayment, type PayFormProps } from "./use-sandbox-payment";

/** Product §5 PSE form: bank (the sandbox's two), person or company, and the identification document. */
export function PseForm({ checkout, amount, prefill }: PayFormProps) {
  const t = useTranslations("sandboxPay");
  const errorText = useErrorText();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(pseSchema),
    defaultValues: { bank: "", person_type: PSE_PERSON_TYPES[0], document_type: prefill.legalIdType, document_number: prefill.legalId ?? "" },
    mode: "onTouched",
  });
  const { phase, pay } = useSandboxPayment(checkout, "pse", setError);
  const { errors } = formState;
  const [approving, declining] = SANDBOX_PSE_BANKS;

  return (
    <form onSubmit={handleSubmit(pay)} noValidate className="flex flex-col gap-3">
      <p className="muted text-sm">{t("pse.test", { approved: approving.name, declined: declining.name })}</p>
      <Field label={t("pse.bank")} error={errorText(errors.bank?.message)}>
        <select {...register("bank")}>
          <option value="">{t("choose")}</option>
          {SANDBOX_PSE_BANKS.map((bank) => (
            // The gateway's own names, in Spanish whatever the page's language.
            <option key={bank.code} value={bank.code} lang="es">
              {bank.code} - {bank.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t("pse.personType")} error={errorText(errors.person_type?.message)}>
        <select {...register("person_type")}>
          {PSE_PERSON_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`pse.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t("documentType")} error={errorText(errors.document_type?.message)}>
        <select {...register("document_type")}>
          <DocumentTypeOptions />
        </select>
      </Field>
      <Field label={t("documentNumber")} error={errorText(errors.document_number?.message)}>
        <input {...register("document_number")} />
      </Field>
      <PaySubmit phase={phase} amount={amount} />
    </form>
  );
}
