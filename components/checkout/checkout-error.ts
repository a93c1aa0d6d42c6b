import type { useTranslations } from "use-intl/react";
import type { CheckoutFailure } from "@/lib/client/api/checkout";
import type { ApiErrorCode } from "@/lib/domain/http/api-errors";
import type { Minor } from "@/lib/domain/money/minor";
import { apiErrorText } from "@/lib/i18n/api-error-text";

/**
 * The diner's message for a refused checkout or coupon call (apiErrorText), with the amounts the refusal
 * carries in the brand's money (`money`, from useMoney).
 */
export function checkoutErrorText(t: ReturnType<typeof useTranslations>, failure: CheckoutFailure, money: (amount: Minor) => string): string {
  const { minimum, missing } = failure.amounts;
  return apiErrorText(t, "checkout", failure.code, { minimum: minimum === undefined ? "" : money(minimum), missing: missing === undefined ? "" : money(missing) });
}

/** Refusals the schedule picker shows under itself rather than at the foot of the form. */
const SCHEDULE_CODES: readonly ApiErrorCode[] = ["schedule_required", "slot_unavailable", "zone_unavailable_at_time"];

export function isScheduleErrorCode(code: string): boolean {
  return (SCHEDULE_CODES as readonly string[]).includes(code);
}

/** Refusals the diner fixes in the cart (product §8 stock and availability alerts): the message links back to it. */
const CART_CODES: readonly ApiErrorCode[] = ["stock_unavailable", "combo_stock_unavailable", "product_unavailable", "addons_unavailable"];

export function isCartErrorCode(code: string): boolean {
  return (CART_CODES as readonly string[]).includes(code);
}
