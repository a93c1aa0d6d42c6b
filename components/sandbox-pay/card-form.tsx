"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "use-intl/react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { SANDBOX_APPROVED_CARD, SANDBOX_DECLINED_CARD, sandboxCardSchema } from "@/lib/domain/payments/sandbox-outcomes";
import { DocumentTypeOptions } from "./document-type-options";
import { PaySubmit } from "./pay-submit";
import { useErrorText, useSandboxPayment, type PayFormProps } from "./use-sandbox-payment";

/** A card number in groups of four, as printed on the card. */
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, "$1 ");

/** Product §5 card form: holder, number, expiry, CVC and identification document. */
export function CardForm({ checkout, amount, prefill }: PayFormProps) {
  const t = useTranslations("sandboxPay");
  const errorText = useErrorText();
  // The expiry rule needs "now": the moment the page opened is close enough, and the server checks again.
  const schema = useMemo(() => sandboxCardSchema(new Date()), []);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { holder: prefill.fullName ?? "", number: "", month: "", year: "", cvc: "", identification_type: prefill.legalIdType, identification: prefill.legalId ?? "" },
    mode: "onTouched",
  });
  const { phase, pay } = useSandboxPayment(checkout, "card", setError);
  const { errors } = formState;

  return (
    <form onSubmit={handleSubmit(pay)} noValidate className="flex flex-col gap-3">
      <p className="muted text-sm">{t("card.test", { approved: grouped(SANDBOX_APPROVED_CARD), declined: grouped(SANDBOX_DECLINED_CARD) })}</p>
      <Field label={t("card.number")} error={errorText(errors.number?.message)}>
        <input {...register("number")} inputMode="numeric" autoComplete="cc-number" />
      </Field>
      <Field label={t("card.holder")} error={errorText(errors.holder?.message)}>
        <input {...register("holder")} autoComplete="cc-name" />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t("card.month")} error={errorText(errors.month?.message)}>
          <input {...register("month")} inputMode="numeric" autoComplete="cc-exp-month" maxLength={2} />
        </Field>
        <Field label={t("card.year")} error={errorText(errors.year?.message)}>
          <input {...register("year")} inputMode="numeric" autoComplete="cc-exp-year" maxLength={4} />
        </Field>
      </div>
      <Field label={t("card.cvc")} error={errorText(errors.cvc?.message)}>
        <input {...register("cvc")} inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
      </Field>
      <Field label={t("documentType")} error={errorText(errors.identification_type?.message)}>
        <select {...register("identification_type")}>
          <DocumentTypeOptions />
        </select>
      </Field>
      <Field label={t("documentNumber")} error={errorText(errors.identification?.message)}>
        <input {...register("identification")} />
      </Field>
      <PaySubmit phase={phase} amount={amount} />
    </form>
  );
}
