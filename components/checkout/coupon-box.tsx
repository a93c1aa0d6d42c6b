"use client";

import { useTranslations } from "use-intl/react";
import { useId, useState } from "react";
import { previewCoupon } from "@/lib/client/api/checkout";
import type { AppliedCoupon } from "@/lib/client/stores/checkout-draft-store";
import { useCurrency, useMoney } from "@/lib/client/use-money";
import type { Minor } from "@/lib/domain/money/minor";
import { checkoutErrorText } from "./checkout-error";

interface Props {
  applied: AppliedCoupon | null;
  subtotal: Minor;
  email: string | undefined;
  onApply: (coupon: AppliedCoupon | null) => void;
  /** a refusal from the last submit (coupon used up meanwhile, say), shown under the box */
  serverError?: string | null;
}

/** The coupon dialog of product §2: at least 4 characters (product §5); invalid, used and expired codes say so. */
export function CouponBox({ applied, subtotal, email, onApply, serverError }: Props) {
  const t = useTranslations();
  const money = useMoney();
  const currency = useCurrency();
  const id = useId();
  const [code, setCode] = useState(applied?.code ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = error ?? serverError ?? null;

  const apply = async () => {
    const { couponCodeSchema } = await import("@/lib/domain/checkout/coupon-code");
    const parsed = couponCodeSchema.safeParse(code);
    // A failed parse always carries an issue; every message of the schema is a translation key.
    if (!parsed.success) return setError(t((parsed.error.issues[0]?.message ?? "validation.required") as "validation.required"));
    setBusy(true);
    const answer = await previewCoupon(parsed.data, subtotal, currency, email);
    setBusy(false);
    if (!answer.ok) return setError(checkoutErrorText(t, answer.failure, money));
    setError(null);
    onApply(answer.value);
  };

  return (
    <section className="card flex flex-col gap-2" aria-labelledby={`${id}-title`} data-coupon>
      <h2 id={`${id}-title`} className="font-semibold">
        {t("checkout.coupon.title")}
      </h2>
      {applied ? (
        <div className="flex items-center justify-between gap-2">
          <p data-coupon-applied>{t("checkout.coupon.applied", { code: applied.code, amount: money(applied.discount) })}</p>
          <button
            type="button"
            className="text-sm underline"
            onClick={() => {
              onApply(null);
              setCode("");
            }}
          >
            {t("checkout.coupon.remove")}
          </button>
        </div>
      ) : (
        <div className="flex items-end gap-2">
          <div className="field grow">
            <label htmlFor={`${id}-code`}>{t("checkout.coupon.label")}</label>
            <input
              id={`${id}-code`}
              value={code}
              autoCapitalize="none"
              aria-invalid={shown ? true : undefined}
              aria-describedby={shown ? `${id}-error` : undefined}
              onChange={(event) => {
                setCode(event.target.value);
                setError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  void apply();
                }
              }}
            />
          </div>
          <button type="button" className="btn-outline" onClick={apply} disabled={busy}>
            {busy ? t("checkout.coupon.checking") : t("checkout.coupon.apply")}
          </button>
        </div>
      )}
      {shown && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shown}
        </p>
      )}
    </section>
  );
}
