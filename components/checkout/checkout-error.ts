import type { useTranslations } from "use-intl/react";
import type { CheckoutFailure } from "@/lib/client/api/checkout";
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
