"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { IntentLink } from "@/components/shell/intent-link";
import { useTranslations } from "use-intl/react";
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useForm, useWatch, type Path, type UseFormReturn } from "react-hook-form";
import { track } from "@/lib/client/analytics";
import { visitAcquisition } from "@/lib/client/visit-acquisition";
import { placeOrder, type CheckoutFailure } from "@/lib/client/api/checkout";
import { uploadReceipt } from "@/lib/client/api/orders";
import { fetchProfileAccount } from "@/lib/client/api/profile";
import { useBrandStores, useCart, useCheckoutDraft, useLegal, useOrder, usePolygon } from "@/lib/client/stores/brand-stores";
import { useCurrency, useMoney } from "@/lib/client/use-money";
import { usePlace } from "@/lib/client/use-place";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import { phoneValidOnceLoaded } from "@/lib/client/phone-check";
import { useFieldError } from "@/lib/client/use-field-error";
import { useQueryStep } from "@/lib/client/use-query-step";
import type { CheckoutBody } from "@/lib/domain/checkout/checkout-body";
import { birthDateFor, orderLinesOf } from "@/lib/domain/cart/cart-checkout";
import { CHECKOUT_STEPS, detailsKind, fieldsOfStep, firstStepOf, isLastStep, nextStep, stepFromQuery, stepIndex, tipShownAt, type CheckoutStep } from "@/lib/domain/checkout/checkout-steps";
import { computeCheckoutTotals } from "@/lib/domain/checkout/checkout-totals";
import { isCouponErrorCode } from "@/lib/domain/checkout/coupon";
import { ZERO } from "@/lib/domain/money/minor";
import { NO_TIP } from "@/lib/domain/checkout/tip";
import { toMajor } from "@/lib/domain/money/major-units";
import { isOnlineMethod, type PaymentMethod } from "@/lib/domain/payments/payment-methods";
import { placeService } from "@/lib/domain/tabs/places";
import type { PrecheckoutValues } from "@/lib/domain/checkout/precheckout-form";
import { isDeliveryService, type ServiceKey } from "@/lib/domain/brand/services";
import { cartPath, grabAndGoOrderPath, orderPath, webcheckoutPath } from "@/lib/domain/routing/paths";
import { checkoutErrorText, isCartErrorCode, isScheduleErrorCode } from "./checkout-error";
import { TotalsList } from "@/components/cart/totals-list";
import { CheckoutDetails, DetailsSummary } from "./checkout-details";
import { CheckoutStepItem } from "./checkout-step";
import { CheckoutUpsell } from "./checkout-upsell";
import { ContactFields, ContactSummary } from "./contact-fields";
import { CouponBox } from "./coupon-box";
import { PaymentChoice, PaymentSummary } from "./payment-choice";
import type { PrecheckoutProps } from "./precheckout-props";
import { TipPicker } from "./tip-picker";
import { TermsAcceptance } from "./terms-acceptance";
import { useChoiceHref, useChoiceRouter } from "@/components/shell/link-choices";

const NO_METHODS: readonly PaymentMethod[] = [];

/** The form's schema, with zod: fetched as the diner first focuses a field, and needed only to validate. */
const loadSchema = () => import("@/lib/domain/checkout/precheckout-form");

/** The precheckout form itself; mounted once the device's saved draft is known, so it starts from it. */
export function PrecheckoutForm(props: PrecheckoutProps & { service: ServiceKey }) {
  const { supplierSlug, service, country } = props;
  const t = useTranslations();
  const router = useChoiceRouter();
  const choiceHref = useChoiceHref();
  const stores = useBrandStores();
  const lines = useCart((s) => s.lines);
  const tip = useOrder((s) => s.tip);
  const zone = usePolygon((s) => s);
  const coupon = useCheckoutDraft((s) => s.coupon);
  const birthDate = useLegal((s) => s.fecha_nacimiento);
  const accepted = props.methodsByService[service] ?? NO_METHODS;
  const scheduled = service === "schedule";
  const delivers = isDeliveryService(service);
  const money = useMoney();
  const currency = useCurrency();
  // An order paid before it is prepared (no_incremental, plazoleta, room service) goes to the scanned place.
  const place = usePlace(supplierSlug);

  const resolver = useMemo(
    () =>
      lazyResolver<PrecheckoutValues>(() =>
        loadSchema().then(({ precheckoutSchema }) => zodResolver(precheckoutSchema({ country, accepted, scheduled, isValidPhone: phoneValidOnceLoaded }))),
      ),
    [country, accepted, scheduled],
  );
  const form = useForm<PrecheckoutValues>({
    resolver,
    defaultValues: initialValues(stores.checkoutDraft.getState().values, accepted),
    mode: "onTouched",
  });
  const { register, handleSubmit, control, setError, trigger } = form;
  const [step, goTo] = useQueryStep(stepFromQuery);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: ({ values }) => stores.checkoutDraft.getState().save(values) }),
    [form, stores],
  );
  useEffect(() => prefillFromProfile(form), [form]);

  const method = (useWatch({ control, name: "payment_method" }) || null) as PaymentMethod | null;
  const email = useWatch({ control, name: "contact.email" });
  const totals = computeCheckoutTotals({
    lines,
    deliveryPrice: delivers ? zone.delivery_price : ZERO,
    country,
    minimumOrder: { enabled: props.minimumOrderEnabled, zoneMinimum: delivers ? zone.minimum_order_value : ZERO },
    currency,
    paymentMethod: method,
    disableTipFlag: props.disableTip,
    tip: tipShownAt(step) ? tip : NO_TIP,
    couponDiscount: coupon?.discount ?? ZERO,
  });

  const blocked = !totals.meetsMinimum || !totals.meetsMinimumOnlinePayment;

  // A refused submit moves focus to its message, so a screen reader hears why.
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  // Arriving at a step (Continuar, Cambiar, Back) moves focus to its heading, so a screen reader says where the diner is.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: "start" });
  }, [step]);

  // A reload (or a shared link) at a later step first checks the earlier ones: the first with a gap is shown.
  const checkedEarlier = useRef(false);
  useEffect(() => {
    if (checkedEarlier.current) return;
    checkedEarlier.current = true;
    void (async () => {
      for (const earlier of CHECKOUT_STEPS.slice(0, stepIndex(step))) {
        if (!(await trigger(fieldsOfStep(earlier, scheduled) as Path<PrecheckoutValues>[]))) return goTo(earlier, { replace: true });
      }
    })();
  }, [step, scheduled, trigger, goTo]);

  const began = useRef(false);
  useEffect(() => {
    if (began.current) return;
    began.current = true;
    track({ event: "begin_checkout", total: toMajor(totals.total, currency), products: lines.map((line) => line.productSupplierId) });
  }, [totals.total, currency, lines]);

  const fieldError = useFieldError(form);

  const submit = handleSubmit(async (values) => {
    if (blocked) return;
    if (values.payment_method === "payment_receipt" && !receipt) {
      setReceiptError(t("checkout.receipt.required"));
      return goTo("payment");
    }
    setSubmitting(true);
    setFailure(null);
    const body: CheckoutBody = {
      supplier: supplierSlug,
      service,
      lines: orderLinesOf(lines),
      contact: values.contact,
      payment_method: values.payment_method,
      tip: totals.tipOffered ? tip : undefined,
      polygon_id: delivers ? (zone.id ?? undefined) : undefined,
      place_token: place.status === "ready" && placeService(place.place.kind) === service ? place.place.token : undefined,
      address: delivers ? (zone.address ?? undefined) : undefined,
      // The server checks the age gate again for alcohol (product §5); nothing else needs the birth date.
      birth_date: birthDateFor(lines, birthDate),
      coupon_code: coupon?.code,
      schedule: scheduled ? (values.schedule as CheckoutBody["schedule"]) : undefined,
      comments: values.comments || undefined,
      packed: values.packed,
      cutlery: values.cutlery,
      terms_accepted: true,
      acquisition_id: visitAcquisition(),
    };
    const draft = stores.checkoutDraft.getState();
    const answer = await placeOrder(body, draft.keyForSubmit(), currency);
    if (!answer.ok) {
      setSubmitting(false);
      for (const [path, message] of Object.entries(answer.failure.fields ?? {})) {
        if (path.startsWith("contact.") || path === "payment_method" || path.startsWith("schedule.")) setError(path as Path<PrecheckoutValues>, { message });
      }
      if (isCouponErrorCode(answer.failure.code)) draft.setCoupon(null);
      setFailure(answer.failure);
      const back = refusedAt(answer.failure);
      if (back !== step) goTo(back);
      return;
    }
    const order = answer.value;
    stores.orderHistory.getState().remember({ id: order.id, token: order.access_token, supplierSlug, createdAt: String(order.created_at), service });
    stores.cart.getState().clear();
    draft.placed();
    const orderPage = orderPath(supplierSlug, order.id, order.access_token);
    if (isOnlineMethod(body.payment_method)) {
      // A full navigation: the webcheckout route answers with a redirect to the gateway's own host, which
      // the client router cannot follow.
      window.location.assign(choiceHref(webcheckoutPath(supplierSlug, order.id, order.access_token)));
      return;
    }
    if (receipt) await uploadReceipt(order.id, order.access_token, receipt).catch(() => undefined);
    // Grab-and-go shows the pickup code on its own page (product §2 /grab-and-go/my-order).
    router.push(service === "grab_and_go" ? grabAndGoOrderPath(supplierSlug) : orderPage);
  }, (errors) => {
    // An invalid field sends the diner back to the step that asks for it.
    const back = firstStepOf(Object.keys(errors));
    if (back && back !== step) goTo(back);
  });

  /** Checks the step's own fields (and a transfer's receipt) before moving on to the next one. */
  const advance = async () => {
    if (blocked) return;
    if (!(await trigger(fieldsOfStep(step, scheduled) as Path<PrecheckoutValues>[], { shouldFocus: true }))) return;
    if (step === "payment" && method === "payment_receipt" && !receipt) return setReceiptError(t("checkout.receipt.required"));
    goTo(nextStep(step));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isLastStep(step)) return submit(event);
    event.preventDefault();
    void advance();
  };

  const failureMessage = failure && checkoutErrorText(t, failure, money);
  const couponFailure = failure && isCouponErrorCode(failure.code) ? failureMessage : null;
  const scheduleFailure = failure && isScheduleErrorCode(failure.code) ? failureMessage : null;
  const kind = detailsKind(service);
  const scannedPlace = place.status === "ready" ? place.place : null;
  const stateOf = (each: CheckoutStep) => (each === step ? "current" : stepIndex(each) < stepIndex(step) ? "done" : "upcoming");
  const titleOf = (each: CheckoutStep) => (each === "details" ? t(`checkout.steps.details.${kind}`) : t(`checkout.steps.titles.${each}`));

  const body: Record<CheckoutStep, ReactNode> = {
    contact: <ContactFields form={form} fieldError={fieldError} />,
    details: <CheckoutDetails kind={kind} form={form} fieldError={fieldError} address={zone.address} branch={props.branch} place={scannedPlace} scheduleFailure={scheduleFailure} />,
    payment: (
      <>
        <PaymentChoice
          form={form}
          fieldError={fieldError}
          accepted={accepted}
          method={method}
          receiptError={receiptError}
          receiptName={receipt?.name ?? null}
          onReceipt={(file, error) => {
            setReceipt(file);
            setReceiptError(error);
          }}
        />
        {totals.tipOffered && <TipPicker tip={tip} amount={money(totals.tip)} onChange={(next) => stores.order.getState().setTip(next)} />}
        <CouponBox
          applied={coupon}
          subtotal={totals.subtotal}
          email={email}
          serverError={couponFailure}
          onApply={(applied) => {
            stores.checkoutDraft.getState().setCoupon(applied);
            if (failure && isCouponErrorCode(failure.code)) setFailure(null);
          }}
        />
      </>
    ),
    review: (
      <>
        <CheckoutUpsell supplierSlug={supplierSlug} service={service} />
        <TotalsList totals={totals} delivers={delivers} />
        <TermsAcceptance supplierSlug={supplierSlug} input={register("terms_accepted")} error={fieldError("terms_accepted")} />
      </>
    ),
  };
  const summary: Record<CheckoutStep, ReactNode> = {
    contact: <ContactSummary form={form} />,
    details: <DetailsSummary kind={kind} form={form} address={zone.address} branch={props.branch} place={scannedPlace} />,
    payment: <PaymentSummary method={method} tip={totals.tipOffered ? t("checkout.tip.amount", { amount: money(totals.tip) }) : null} coupon={coupon?.code ?? null} />,
    review: null,
  };

  return (
    <form onSubmit={onSubmit} onFocus={() => void loadSchema()} noValidate className="flex flex-col gap-4" data-precheckout data-step={step}>
      <ol className="flex flex-col gap-4" aria-label={t("checkout.steps.label")}>
        {CHECKOUT_STEPS.map((each, index) => (
          <CheckoutStepItem
            key={each}
            number={index + 1}
            total={CHECKOUT_STEPS.length}
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

      <div aria-live="polite" className="flex flex-col gap-2">
        {!totals.meetsMinimum && (
          <p className="alert-text" data-blocked="minimum">
            {t("cart.minimum", { amount: money(totals.minimumOrderValue), missing: money(totals.missingForMinimum) })}
          </p>
        )}
        {totals.meetsMinimum && !totals.meetsMinimumOnlinePayment && (
          <p className="alert-text" data-blocked="online-minimum">
            {t("errors.minimum_online_payment", { minimum: money(totals.minimumOnlinePayment) })}
          </p>
        )}
      </div>

      {failureMessage && !couponFailure && !scheduleFailure && (
        <div ref={alertRef} tabIndex={-1} role="alert" className="alert-text flex flex-col gap-2" data-checkout-error={failure?.code}>
          <p>{failureMessage}</p>
          {failure && isCartErrorCode(failure.code) && (
            <IntentLink href={cartPath(supplierSlug)} className="underline">
              {t("checkout.reviewCart")}
            </IntentLink>
          )}
        </div>
      )}

      {/* Pinned to the bottom of the screen while the diner fills the form: the total and the one way on. */}
      <div className="pay-bar">
        <p className="flex flex-col text-sm leading-tight">
          <span className="muted">{t("cart.total")}</span>
          <span className="whitespace-nowrap text-lg font-bold" data-pay-bar-total>
            {money(totals.total)}
          </span>
        </p>
        {/* The field being left keeps focus until the click lands: its check on leaving would otherwise remove an
            error line and move this button from under the pointer between press and release. */}
        <button type="submit" className="btn-primary flex-1" disabled={submitting || blocked} onMouseDown={(event) => event.preventDefault()}>
          {!isLastStep(step)
            ? t("checkout.steps.continue")
            : submitting
              ? t("checkout.sending")
              : method && isOnlineMethod(method)
                ? t("checkout.pay", { amount: money(totals.total) })
                : t("checkout.placeOrder")}
        </button>
      </div>
    </form>
  );
}

/** The step that shows a refusal of the server: its fields' step, the coupon's, the schedule's, or the review. */
function refusedAt(failure: CheckoutFailure): CheckoutStep {
  const fields = Object.keys(failure.fields ?? {});
  if (fields.length > 0) return firstStepOf(fields) ?? "review";
  if (isCouponErrorCode(failure.code)) return "payment";
  if (isScheduleErrorCode(failure.code)) return "details";
  return "review";
}

/**
 * A diner with nothing typed on this device finds the contact they gave the brand before (their profile, from
 * an earlier order here or on another device). Only fields still empty when it arrives are filled: nothing
 * typed meanwhile is overwritten. Returns the cleanup.
 */
function prefillFromProfile(form: UseFormReturn<PrecheckoutValues>): () => void {
  const contact = () => form.getValues("contact");
  if (Object.values(contact()).some(Boolean)) return () => undefined;
  let cancelled = false;
  void fetchProfileAccount()
    .then((account) => {
      if (cancelled || !account) return;
      const known: Partial<Record<keyof PrecheckoutValues["contact"], string | null>> = {
        name: account.name,
        phone: account.phone,
        email: account.email,
        document_type: account.dni_type,
        document_number: account.dni,
      };
      for (const [field, value] of Object.entries(known)) {
        const name = `contact.${field}` as Path<PrecheckoutValues>;
        if (value && !form.getValues(name)) form.setValue(name, value);
      }
    })
    .catch(() => undefined); // the diner types it, as on a first visit
  return () => {
    cancelled = true;
  };
}

/** The saved draft as form values; a saved method the branch no longer takes is dropped, not resubmitted. */
function initialValues(saved: Partial<PrecheckoutValues>, accepted: readonly PaymentMethod[]): PrecheckoutValues {
  const contact = { name: "", phone: "", email: "", document_type: "", document_number: "", ...saved.contact } as PrecheckoutValues["contact"];
  const method = saved.payment_method && accepted.includes(saved.payment_method) ? saved.payment_method : accepted.length === 1 ? accepted[0] : "";
  return {
    contact,
    payment_method: method as PrecheckoutValues["payment_method"],
    schedule: { date: saved.schedule?.date ?? "", time: saved.schedule?.time ?? "" },
    comments: saved.comments ?? "",
    packed: saved.packed ?? false,
    cutlery: saved.cutlery ?? false,
    terms_accepted: false as unknown as true,
  };
}
