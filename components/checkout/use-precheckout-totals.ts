"use client";

import { useEffect, useRef } from "react";
import { track } from "@/lib/client/analytics";
import { useCart, useCheckoutDraft, useOrder, usePolygon } from "@/lib/client/stores/brand-stores";
import { useCurrency } from "@/lib/client/use-money";
import { isDeliveryService, type ServiceKey } from "@/lib/domain/brand/services";
import { tipShownAt, type CheckoutStep } from "@/lib/domain/checkout/checkout-steps";
import { computeCheckoutTotals, type CheckoutTotals } from "@/lib/domain/checkout/checkout-totals";
import { NO_TIP } from "@/lib/domain/checkout/tip";
import { toMajor } from "@/lib/domain/money/major-units";
import { ZERO } from "@/lib/domain/money/minor";
import type { PaymentMethod } from "@/lib/domain/payments/payment-methods";
import type { PrecheckoutProps } from "./precheckout-props";

type Input = Pick<PrecheckoutProps, "country" | "minimumOrderEnabled" | "disableTip"> & { service: ServiceKey; step: CheckoutStep; method: PaymentMethod | null };

/**
 * The totals the precheckout shows at `step` for the device's cart, delivery zone, tip and coupon; and, once,
 * the begin_checkout event (product §7) with the total the diner first saw.
 */
export function usePrecheckoutTotals({ country, minimumOrderEnabled, disableTip, service, step, method }: Input): CheckoutTotals {
  const lines = useCart((s) => s.lines);
  const tip = useOrder((s) => s.tip);
  const zone = usePolygon((s) => s);
  const coupon = useCheckoutDraft((s) => s.coupon);
  const currency = useCurrency();
  const delivers = isDeliveryService(service);
  const totals = computeCheckoutTotals({
    lines,
    deliveryPrice: delivers ? zone.delivery_price : ZERO,
    country,
    minimumOrder: { enabled: minimumOrderEnabled, zoneMinimum: delivers ? zone.minimum_order_value : ZERO },
    currency,
    paymentMethod: method,
    disableTipFlag: disableTip,
    tip: tipShownAt(step) ? tip : NO_TIP,
    couponDiscount: coupon?.discount ?? ZERO,
  });

  const began = useRef(false);
  useEffect(() => {
    if (began.current) return;
    began.current = true;
    track({ event: "begin_checkout", total: toMajor(totals.total, currency), products: lines.map((line) => line.productSupplierId) });
  }, [totals.total, currency, lines]);

  return totals;
}
