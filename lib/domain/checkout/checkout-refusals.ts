import type { ApiErrorCode } from "../http/api-errors";
import { firstStepOf, stepIn, type CheckoutStep } from "./checkout-steps";
import { isCouponErrorCode } from "./coupon";

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

/** The step that shows a refusal of the server: its fields' step, the coupon's, the schedule's, or the review. */
export function refusedAt(failure: { code: string; fields?: Record<string, string> }, steps: readonly CheckoutStep[]): CheckoutStep {
  const fields = Object.keys(failure.fields ?? {});
  if (fields.length > 0) return firstStepOf(fields, steps) ?? "review";
  if (isCouponErrorCode(failure.code)) return "payment";
  if (isScheduleErrorCode(failure.code)) return stepIn("details", steps);
  return "review";
}
