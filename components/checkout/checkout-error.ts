import type { useTranslations } from "next-intl";
import type { CheckoutFailure } from "@/lib/client/api/checkout";
import type { Minor } from "@/lib/domain/minor";

/**
 * The diner's message for a refused checkout or coupon call (checkout.errors.<code>), with the amounts the
 * refusal carries in the brand's money (`money`, from useMoney). A code without a message of its own reads
 * as a connection problem.
 */
export function checkoutErrorText(t: ReturnType<typeof useTranslations>, failure: CheckoutFailure, money: (amount: Minor) => string): string {
  const { minimum, missing } = failure.amounts;
  const code = t.has(`checkout.errors.${failure.code}`) ? failure.code : "network";
  return t(`checkout.errors.${code}` as "checkout.errors.network", { minimum: minimum === undefined ? "" : money(minimum), missing: missing === undefined ? "" : money(missing) });
}

/** Refusals the schedule picker shows under itself rather than at the foot of the form. */
const SCHEDULE_CODES: readonly string[] = ["schedule_required", "slot_unavailable", "zone_unavailable_at_time"];

export function isScheduleErrorCode(code: string): boolean {
  return SCHEDULE_CODES.includes(code);
}
