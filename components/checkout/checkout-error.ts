import type { useTranslations } from "next-intl";
import type { ApiFailure } from "@/lib/client/api/api-failure";
import type { ApiErrorCode } from "@/lib/domain/api-errors";
import { toMinorUnits, type Currency } from "@/lib/domain/currency";
import { formatMoney } from "@/lib/domain/money";
import { apiErrorText } from "@/lib/i18n/api-error-text";

/**
 * The diner's message for a refused checkout or coupon call (apiErrorText), with the amounts the refusal
 * carries in the brand's money.
 */
export function checkoutErrorText(t: ReturnType<typeof useTranslations>, failure: ApiFailure, currency: Currency): string {
  const amount = (key: string) => {
    const value = failure.detail[key];
    return typeof value === "number" ? formatMoney(toMinorUnits(value, currency), currency) : "";
  };
  return apiErrorText(t, "checkout", failure.code, { minimum: amount("minimum"), missing: amount("missing") });
}

/** Refusals the schedule picker shows under itself rather than at the foot of the form. */
const SCHEDULE_CODES: readonly ApiErrorCode[] = ["schedule_required", "slot_unavailable", "zone_unavailable_at_time"];

export function isScheduleErrorCode(code: string): boolean {
  return (SCHEDULE_CODES as readonly string[]).includes(code);
}
