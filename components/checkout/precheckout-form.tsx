"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { track } from "@/lib/client/analytics";
import { placeOrder, type CheckoutFailure } from "@/lib/client/api/checkout";
import { uploadReceipt } from "@/lib/client/api/orders";
import { useBrandStores, useCart, useCheckoutDraft, useLegal, useOrder, usePolygon } from "@/lib/client/stores/brand-stores";
import { useCurrency, useMoney } from "@/lib/client/use-money";
import { usePlace } from "@/lib/client/use-place";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import { loadPhoneCheck, phoneValidOnceLoaded } from "@/lib/client/phone-check";
import type { CheckoutBody } from "@/lib/domain/checkout-body";
import { birthDateFor, orderLinesOf } from "@/lib/domain/cart";
import { computeCheckoutTotals } from "@/lib/domain/checkout-totals";
import { DOCUMENT_TYPES } from "@/lib/domain/document-types";
import { isCouponErrorCode } from "@/lib/domain/coupon";
import { ZERO } from "@/lib/domain/minor";
import { toMajor } from "@/lib/domain/money-wire";
import { isOnlineMethod, type PaymentMethod } from "@/lib/domain/payment-methods";
import { placeService } from "@/lib/domain/places";
import type { PrecheckoutValues } from "@/lib/domain/precheckout-form";
import { MAX_RECEIPT_BYTES, RECEIPT_ACCEPT } from "@/lib/domain/receipt-file";
import { isDeliveryService, type ServiceKey } from "@/lib/domain/services";
import { cartPath, grabAndGoOrderPath, LOCATION_PATH, orderPath, webcheckoutPath } from "@/lib/domain/paths";
import { checkoutErrorText, isScheduleErrorCode } from "./checkout-error";
import { TotalsList } from "@/components/cart/totals-list";
import { CheckoutUpsell } from "./checkout-upsell";
import { CouponBox } from "./coupon-box";
import { PaymentIcon } from "./payment-icon";
import type { PrecheckoutProps } from "./precheckout-screen";
import { SchedulePicker } from "./schedule-picker";
import { TipPicker } from "./tip-picker";

const NO_METHODS: readonly PaymentMethod[] = [];

/** The form's schema, with zod: fetched as the diner first focuses a field, and needed only to validate. */
const loadSchema = () => import("@/lib/domain/precheckout-form");

/** The precheckout form itself; mounted once the device's saved draft is known, so it starts from it. */
export function PrecheckoutForm(props: PrecheckoutProps & { service: ServiceKey }) {
  const { supplierSlug, service, country } = props;
  const t = useTranslations();
  const router = useRouter();
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
  const { register, handleSubmit, formState, control, setError, getFieldState } = form;
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: ({ values }) => stores.checkoutDraft.getState().save(values) }),
    [form, stores],
  );

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
    tip,
    couponDiscount: coupon?.discount ?? ZERO,
  });

  // A refused submit moves focus to its message, so a screen reader hears why.
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const began = useRef(false);
  useEffect(() => {
    if (began.current) return;
    began.current = true;
    track({ event: "begin_checkout", total: toMajor(totals.total, currency), products: lines.map((line) => line.productSupplierId) });
  }, [totals.total, currency, lines]);

  const fieldError = (name: Path<PrecheckoutValues>) => {
    const message = getFieldState(name, formState).error?.message;
    return message ? t(message as "validation.required") : undefined;
  };


  const submit = handleSubmit(async (values) => {
    if (!totals.meetsMinimum || !totals.meetsMinimumOnlinePayment) return;
    if (values.payment_method === "payment_receipt" && !receipt) return setReceiptError(t("checkout.receipt.required"));
    setSubmitting(true);
    setFailure(null);
    const body: CheckoutBody = {
      supplier: supplierSlug,
      service,
      lines: orderLinesOf(lines),
      contact: values.contact as CheckoutBody["contact"],
      payment_method: values.payment_method as PaymentMethod,
      tip: totals.tipOffered ? tip : undefined,
      polygon_id: delivers ? (zone.id ?? undefined) : undefined,
      place_token: place.status === "ready" && placeService(place.place.kind) === service ? place.place.token : undefined,
      address: delivers ? (zone.address ?? undefined) : undefined,
      // The server checks the age gate again for alcohol (spec §5); nothing else needs the birth date.
      birth_date: birthDateFor(lines, birthDate),
      coupon_code: coupon?.code,
      schedule: scheduled ? (values.schedule as CheckoutBody["schedule"]) : undefined,
      comments: values.comments || undefined,
      packed: values.packed,
      cutlery: values.cutlery,
      terms_accepted: true,
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
      window.location.assign(webcheckoutPath(supplierSlug, order.id, order.access_token));
      return;
    }
    if (receipt) await uploadReceipt(order.id, order.access_token, receipt).catch(() => undefined);
    // Grab-and-go shows the pickup code on its own page (spec §2 /grab-and-go/my-order).
    router.push(service === "grab_and_go" ? grabAndGoOrderPath(supplierSlug) : orderPage);
  });

  const blocked = !totals.meetsMinimum || !totals.meetsMinimumOnlinePayment;
  const failureMessage = failure && checkoutErrorText(t, failure, money);
  const couponFailure = failure && isCouponErrorCode(failure.code) ? failureMessage : null;
  const scheduleFailure = failure && isScheduleErrorCode(failure.code) ? failureMessage : null;

  return (
    <form onSubmit={submit} onFocus={() => void loadSchema()} noValidate className="flex flex-col gap-4" data-precheckout>

      {delivers && zone.address && (
        <section className="card flex items-start justify-between gap-3" aria-label={t("checkout.deliverTo")}>
          <div>
            <p className="font-semibold">{t("checkout.deliverTo")}</p>
            <p data-address>
              {zone.address.address}, {zone.address.neighbourhood}, {zone.address.city}
            </p>
          </div>
          <Link href={LOCATION_PATH} className="btn-outline shrink-0" aria-label={t("checkout.changeAddress")}>
            {t("checkout.change")}
          </Link>
        </section>
      )}

      <fieldset className="card flex flex-col gap-3">
        <legend className="font-semibold">{t("checkout.contact.title")}</legend>
        <Field label={t("checkout.contact.name")} error={fieldError("contact.name")}>
          <input {...register("contact.name")} autoComplete="name" />
        </Field>
        <Field label={t("checkout.contact.phone")} error={fieldError("contact.phone")}>
          <input {...register("contact.phone")} type="tel" autoComplete="tel" inputMode="tel" onFocus={() => void loadPhoneCheck()} />
        </Field>
        <Field label={t("checkout.contact.email")} error={fieldError("contact.email")}>
          <input {...register("contact.email")} type="email" autoComplete="email" inputMode="email" />
        </Field>
        <div className="grid gap-3 desk:grid-cols-2">
          <Field label={t("checkout.contact.documentType")} error={fieldError("contact.document_type")}>
            <select {...register("contact.document_type")}>
              <option value="">{t("checkout.contact.chooseDocument")}</option>
              {DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`checkout.documents.${type}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t("checkout.contact.documentNumber")} error={fieldError("contact.document_number")}>
            <input {...register("contact.document_number")} inputMode="text" />
          </Field>
        </div>
      </fieldset>

      {scheduled && <SchedulePicker form={form} branch={props.branch} serverError={scheduleFailure} />}

      <fieldset className="card flex flex-col gap-2" aria-describedby={fieldError("payment_method") ? "payment-method-error" : undefined}>
        <legend className="font-semibold">{t("checkout.payment.title")}</legend>
        <div className="grid gap-2 desk:grid-cols-2">
          {accepted.map((value) => (
            <label key={value} className="pay-tile">
              <input type="radio" value={value} {...register("payment_method")} />
              <span className="min-w-0 flex-1">
                <span className="font-semibold">{t(`checkout.payment.methods.${value}`)}</span>
                <span className="muted block text-sm">{t(`checkout.payment.hints.${value}`)}</span>
              </span>
              <PaymentIcon method={value} />
            </label>
          ))}
        </div>
        {fieldError("payment_method") && (
          <p id="payment-method-error" className="field-error">
            {fieldError("payment_method")}
          </p>
        )}
        {method === "payment_receipt" && (
          <div className="field">
            <label htmlFor="receipt-file">{t("checkout.receipt.label")}</label>
            <span className="muted font-normal" id="receipt-hint">
              {t("checkout.receipt.hint")}
            </span>
            <input
              id="receipt-file"
              type="file"
              className="w-full min-w-0 py-2"
              accept={RECEIPT_ACCEPT}
              aria-describedby={receiptError ? "receipt-hint receipt-error" : "receipt-hint"}
              aria-invalid={receiptError ? true : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                setReceiptError(file && file.size > MAX_RECEIPT_BYTES ? t("checkout.receipt.tooLarge") : null);
                setReceipt(file && file.size <= MAX_RECEIPT_BYTES ? file : null);
              }}
            />
            {receiptError && (
              <span id="receipt-error" className="field-error">
                {receiptError}
              </span>
            )}
          </div>
        )}
      </fieldset>

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

      {totals.tipOffered && <TipPicker tip={tip} amount={money(totals.tip)} onChange={(next) => stores.order.getState().setTip(next)} />}

      <fieldset className="card flex flex-col gap-3">
        <legend className="font-semibold">{t("checkout.notes.title")}</legend>
        <Field label={t("checkout.notes.comments")} error={fieldError("comments")} hint={t("checkout.notes.commentsHint")}>
          <textarea {...register("comments")} rows={2} />
        </Field>
        <label className="flex items-center gap-3">
          <input type="checkbox" {...register("cutlery")} />
          {t("checkout.notes.cutlery")}
        </label>
        <label className="flex items-center gap-3">
          <input type="checkbox" {...register("packed")} />
          {t("checkout.notes.packed")}
        </label>
      </fieldset>

      <CheckoutUpsell supplierSlug={supplierSlug} service={service} />

      <TotalsList totals={totals} delivers={delivers} />

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

      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0"
            {...register("terms_accepted")}
            aria-invalid={fieldError("terms_accepted") ? true : undefined}
            aria-describedby={fieldError("terms_accepted") ? "terms-error" : undefined}
          />
          <span>{t("checkout.terms.label")}</span>
        </label>
        {fieldError("terms_accepted") && (
          <span id="terms-error" className="field-error">
            {fieldError("terms_accepted")}
          </span>
        )}
      </div>

      {failureMessage && !couponFailure && !scheduleFailure && (
        <div ref={alertRef} tabIndex={-1} role="alert" className="alert-text flex flex-col gap-2" data-checkout-error={failure?.code}>
          <p>{failureMessage}</p>
          {(failure?.code === "stock_unavailable" || failure?.code === "product_unavailable") && (
            <Link href={cartPath(supplierSlug)} className="underline">
              {t("checkout.reviewCart")}
            </Link>
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
        <button type="submit" className="btn-primary flex-1" disabled={submitting || blocked}>
          {submitting ? t("checkout.sending") : method && isOnlineMethod(method) ? t("checkout.pay", { amount: money(totals.total) }) : t("checkout.placeOrder")}
        </button>
      </div>
    </form>
  );
}

/** The saved draft as form values; a saved method the branch no longer takes is dropped, not resubmitted. */
function initialValues(saved: Partial<PrecheckoutValues>, accepted: readonly PaymentMethod[]): PrecheckoutValues {
  const contact = { name: "", phone: "", email: "", document_type: "", document_number: "", ...saved.contact } as PrecheckoutValues["contact"];
  const method = saved.payment_method && accepted.includes(saved.payment_method as PaymentMethod) ? saved.payment_method : accepted.length === 1 ? accepted[0] : "";
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
