"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Path, UseFormReturn } from "react-hook-form";
import { useTranslations } from "use-intl/react";
import { placeOrder, type CheckoutFailure } from "@/lib/client/api/checkout";
import { uploadReceipt } from "@/lib/client/api/orders";
import { useBrandStores, useCart, useCheckoutDraft, useLegal, useOrder, usePolygon } from "@/lib/client/stores/brand-stores";
import { useCurrency } from "@/lib/client/use-money";
import type { PlaceLookup } from "@/lib/client/use-place";
import { visitAcquisition } from "@/lib/client/visit-acquisition";
import { isDeliveryService, type ServiceKey } from "@/lib/domain/brand/services";
import { birthDateFor, orderLinesOf } from "@/lib/domain/cart/cart-checkout";
import type { CheckoutBody } from "@/lib/domain/checkout/checkout-body";
import { refusedAt } from "@/lib/domain/checkout/checkout-refusals";
import { fieldsOfStep, firstStepOf, isLastStep, nextStep, type CheckoutStep } from "@/lib/domain/checkout/checkout-steps";
import { isCouponErrorCode } from "@/lib/domain/checkout/coupon";
import type { PrecheckoutValues } from "@/lib/domain/checkout/precheckout-form";
import { isOnlineMethod, type PaymentMethod } from "@/lib/domain/payments/payment-methods";
import { grabAndGoOrderPath, orderPath, webcheckoutPath } from "@/lib/domain/routing/paths";
import { placeService } from "@/lib/domain/tabs/places";
import { useChoiceHref, useChoiceRouter } from "@/components/shell/link-choices";

interface Input {
  supplierSlug: string;
  service: ServiceKey;
  form: UseFormReturn<PrecheckoutValues>;
  step: CheckoutStep;
  /** this checkout's steps (a table's has no details) */
  steps: readonly CheckoutStep[];
  goTo: (step: CheckoutStep) => void;
  method: PaymentMethod | null;
  /** below a minimum: nothing moves on and nothing is sent */
  blocked: boolean;
  /** whether the totals offer a tip: only then is the diner's tip sent */
  tipOffered: boolean;
  place: PlaceLookup;
}

/**
 * What the precheckout's one button does: on an earlier step, check that step's fields and move on; on the
 * review, place the order (POST /api/v1/orders) and go to its payment or its page. A refusal puts its message
 * on the step that fixes it. Holds the transfer's receipt, the last refusal and whether a submit is under way.
 */
export function usePrecheckoutSubmit({ supplierSlug, service, form, step, steps, goTo, method, blocked, tipOffered, place }: Input) {
  const t = useTranslations();
  const router = useChoiceRouter();
  const choiceHref = useChoiceHref();
  const stores = useBrandStores();
  const lines = useCart((s) => s.lines);
  const tip = useOrder((s) => s.tip);
  const zone = usePolygon((s) => s);
  const coupon = useCheckoutDraft((s) => s.coupon);
  const birthDate = useLegal((s) => s.fecha_nacimiento);
  const currency = useCurrency();
  const scheduled = service === "schedule";
  const delivers = isDeliveryService(service);
  const { handleSubmit, setError, trigger } = form;
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  // A refused submit moves focus to its message, so a screen reader hears why.
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

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
      tip: tipOffered ? tip : undefined,
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
      const back = refusedAt(answer.failure, steps);
      if (back !== step) goTo(back);
      return;
    }
    const order = answer.value;
    stores.orderHistory.getState().remember({ id: order.id, token: order.access_token, supplierSlug, createdAt: String(order.created_at), service });
    stores.order.getState().placed({ id: order.id, service, total: order.total, status: order.status });
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
    const back = firstStepOf(Object.keys(errors), steps);
    if (back && back !== step) goTo(back);
  });

  /** Checks the step's own fields (and a transfer's receipt) before moving on to the next one. */
  const advance = async () => {
    if (blocked) return;
    if (!(await trigger(fieldsOfStep(step, scheduled, steps) as Path<PrecheckoutValues>[], { shouldFocus: true }))) return;
    if (step === "payment" && method === "payment_receipt" && !receipt) return setReceiptError(t("checkout.receipt.required"));
    goTo(nextStep(step, steps));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isLastStep(step)) return submit(event);
    event.preventDefault();
    void advance();
  };

  return {
    onSubmit,
    submitting,
    failure,
    /** where the refusal's message is shown: it takes focus when one arrives */
    alertRef,
    /** a coupon applied after its refusal clears that refusal */
    forgetCouponFailure: () => {
      if (failure && isCouponErrorCode(failure.code)) setFailure(null);
    },
    receipt,
    receiptError,
    onReceipt: (file: File | null, error: string | null) => {
      setReceipt(file);
      setReceiptError(error);
    },
  };
}
