"use client";

import { useTranslations } from "use-intl/react";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { useCheckoutDraft, usePolygon } from "@/lib/client/stores/brand-stores";
import { useFieldError } from "@/lib/client/use-field-error";
import { useMoney } from "@/lib/client/use-money";
import { usePlace } from "@/lib/client/use-place";
import { isDeliveryService, type ServiceKey } from "@/lib/domain/brand/services";
import { detailsKind, stepIndex, stepsFor, type CheckoutStep } from "@/lib/domain/checkout/checkout-steps";
import { isScheduleErrorCode } from "@/lib/domain/checkout/checkout-refusals";
import { isCouponErrorCode } from "@/lib/domain/checkout/coupon";
import type { PaymentMethod } from "@/lib/domain/payments/payment-methods";
import { checkoutErrorText } from "./checkout-error";
import { CheckoutDetails, DetailsSummary } from "./checkout-details";
import { CheckoutRefusal, MinimumNotices } from "./checkout-notices";
import { CheckoutStepItem } from "./checkout-step";
import { ContactFields, ContactSummary } from "@/components/forms/contact-fields";
import { PayBar } from "./pay-bar";
import { PaymentSummary } from "./payment-choice";
import { PaymentStep } from "./payment-step";
import type { PrecheckoutProps } from "./precheckout-props";
import { ReviewStep } from "./review-step";
import { loadSchema, usePrecheckoutForm } from "./use-precheckout-form";
import { usePrecheckoutSteps, useStepHeadingFocus } from "./use-precheckout-steps";
import { usePrecheckoutSubmit } from "./use-precheckout-submit";
import { usePrecheckoutTotals } from "./use-precheckout-totals";

const NO_METHODS: readonly PaymentMethod[] = [];

/**
 * The precheckout form itself; mounted once the device's saved draft is known, so it starts from it. Its steps
 * (contact, details, payment, review) each show their fields while current and a summary once done; at a table or
 * in a room there is no details step, and its notes are asked at the review.
 */
export function PrecheckoutForm(props: PrecheckoutProps & { service: ServiceKey }) {
  const { supplierSlug, service, country } = props;
  const t = useTranslations();
  const zone = usePolygon((s) => s);
  const coupon = useCheckoutDraft((s) => s.coupon);
  const accepted = props.methodsByService[service] ?? NO_METHODS;
  const scheduled = service === "schedule";
  const delivers = isDeliveryService(service);
  const money = useMoney();
  // An order paid before it is prepared (no_incremental, plazoleta, room service) goes to the scanned place.
  const place = usePlace(supplierSlug);

  const kind = detailsKind(service);
  const steps = stepsFor(kind);
  const { form, gaps } = usePrecheckoutForm({ country, accepted, scheduled });
  const { step, goTo } = usePrecheckoutSteps(form, scheduled, steps, gaps);
  const method = (useWatch({ control: form.control, name: "payment_method" }) || null) as PaymentMethod | null;
  const totals = usePrecheckoutTotals({ ...props, step, method });
  const blocked = !totals.meetsMinimum || !totals.meetsMinimumOnlinePayment;
  const fieldError = useFieldError(form);
  const submit = usePrecheckoutSubmit({ supplierSlug, service, form, step, steps, goTo, method, blocked, tipOffered: totals.tipOffered, place });
  const { failure } = submit;
  const headingRef = useStepHeadingFocus(step);

  const failureMessage = failure && checkoutErrorText(t, failure, money);
  const couponFailure = failure && isCouponErrorCode(failure.code) ? failureMessage : null;
  const scheduleFailure = failure && isScheduleErrorCode(failure.code) ? failureMessage : null;
  const scannedPlace = place.status === "ready" ? place.place : null;
  const stateOf = (each: CheckoutStep) => (each === step ? "current" : stepIndex(each) < stepIndex(step) ? "done" : "upcoming");
  const titleOf = (each: CheckoutStep) => (each === "details" ? t(`checkout.steps.details.${kind}`) : t(`checkout.steps.titles.${each}`));

  const details = <CheckoutDetails kind={kind} form={form} fieldError={fieldError} address={zone.address} branch={props.branch} place={scannedPlace} scheduleFailure={scheduleFailure} />;
  const body: Record<CheckoutStep, ReactNode> = {
    contact: <ContactFields form={form} fieldError={fieldError} />,
    details,
    payment: (
      <PaymentStep
        form={form}
        fieldError={fieldError}
        accepted={accepted}
        method={method}
        kind={kind}
        totals={totals}
        receiptError={submit.receiptError}
        receiptName={submit.receipt?.name ?? null}
        onReceipt={submit.onReceipt}
        couponFailure={couponFailure}
        onCouponApplied={submit.forgetCouponFailure}
      />
    ),
    review: <ReviewStep supplierSlug={supplierSlug} service={service} form={form} fieldError={fieldError} totals={totals} delivers={delivers} details={steps.includes("details") ? null : details} />,
  };
  const summary: Record<CheckoutStep, ReactNode> = {
    contact: <ContactSummary form={form} />,
    details: <DetailsSummary kind={kind} form={form} address={zone.address} branch={props.branch} place={scannedPlace} />,
    payment: <PaymentSummary method={method} tip={totals.tipOffered ? t("checkout.tip.amount", { amount: money(totals.tip) }) : null} coupon={coupon?.code ?? null} />,
    review: null,
  };

  return (
    <form onSubmit={submit.onSubmit} onFocus={() => void loadSchema()} noValidate className="flex flex-col gap-4" data-precheckout data-step={step}>
      <ol className="flex flex-col gap-4" aria-label={t("checkout.steps.label")}>
        {steps.map((each, index) => (
          <CheckoutStepItem
            key={each}
            number={index + 1}
            total={steps.length}
            title={titleOf(each)}
            state={stateOf(each)}
            summary={summary[each]}
            onEdit={() => goTo(each)}
            headingRef={each === step ? headingRef : undefined}
          >
            {body[each]}
          </CheckoutStepItem>
        ))}
      </ol>

      <MinimumNotices totals={totals} />

      {failureMessage && !couponFailure && !scheduleFailure && <CheckoutRefusal supplierSlug={supplierSlug} failure={failure} message={failureMessage} alertRef={submit.alertRef} />}

      <PayBar total={totals.total} step={step} method={method} submitting={submit.submitting} blocked={blocked} />
    </form>
  );
}
