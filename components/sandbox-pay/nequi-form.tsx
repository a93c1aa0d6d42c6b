"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "use-intl/react";
import { useForm } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { nequiSchema } from "@/lib/domain/payments/payment-forms";
import { SANDBOX_APPROVED_NEQUI, SANDBOX_DECLINED_NEQUI } from "@/lib/domain/payments/sandbox-outcomes";
import { PaySubmit } from "./pay-submit";
import { useErrorText, useSandboxPayment, type PayFormProps } from "./use-sandbox-payment";

/** Nequi: the mobile number of the diner's wallet, which the gateway asks to approve the payment. */
export function NequiForm({ checkout, amount, prefill }: PayFormProps) {
  const t = useTranslations("sandboxPay");
  const errorText = useErrorText();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(nequiSchema),
    defaultValues: { phone: prefill.phone ?? "" },
    mode: "onTouched",
  });
  const { phase, pay } = useSandboxPayment(checkout, "nequi", setError);

  return (
    <form onSubmit={handleSubmit(pay)} noValidate className="flex flex-col gap-3">
      <p className="muted text-sm">{t("nequi.test", { approved: SANDBOX_APPROVED_NEQUI, declined: SANDBOX_DECLINED_NEQUI })}</p>
      <Field label={t("nequi.phone")} error={errorText(formState.errors.phone?.message)}>
        <input {...register("phone")} type="tel" inputMode="numeric" autoComplete="tel-national" />
      </Field>
      <PaySubmit phase={phase} amount={amount} />
    </form>
  );
}
