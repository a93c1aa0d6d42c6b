"use client";

import { useSyncExternalStore } from "react";
import { useTranslations } from "use-intl/react";
import type { PaymentPhase } from "./use-sandbox-payment";

const noSubscription = () => () => {};

/** The pay button with its busy states, and the live region that reports a failed payment. */
export function PaySubmit({ phase, amount }: { phase: PaymentPhase; amount: string }) {
  const t = useTranslations("sandboxPay");
  const busy = phase === "paying" || phase === "redirecting";
  // Until the page is interactive a tap would submit the form natively, as a GET with the card in the URL.
  const interactive = useSyncExternalStore(noSubscription, () => true, () => false);
  return (
    <div className="flex flex-col gap-3">
      <button type="submit" className="btn-primary w-full" disabled={busy || !interactive} aria-busy={busy}>
        {phase === "paying" ? t("paying") : phase === "redirecting" ? t("redirecting") : t("pay", { amount })}
      </button>
      <div role="alert">{(phase === "failed" || phase === "rejected") && <p className="alert-text">{t(phase)}</p>}</div>
    </div>
  );
}
