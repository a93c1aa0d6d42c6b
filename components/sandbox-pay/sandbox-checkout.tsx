"use client";

import { useTranslations } from "use-intl/react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { ONLINE_METHODS, type OnlineMethod } from "@/lib/domain/payments/payment-methods";
import { CardForm } from "./card-form";
import { NequiForm } from "./nequi-form";
import { PseForm } from "./pse-form";
import type { PayFormProps } from "./use-sandbox-payment";

const FORMS = { card: CardForm, pse: PseForm, nequi: NequiForm } as const;

/** The tab the arrow, Home and End keys move to from `current` (WAI-ARIA tabs pattern); undefined for other keys. */
function targetMethod(key: string, current: OnlineMethod): OnlineMethod | undefined {
  const index = ONLINE_METHODS.indexOf(current);
  const count = ONLINE_METHODS.length;
  const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
  const move = moves[key];
  return move === undefined ? undefined : ONLINE_METHODS[(move + count) % count];
}

/**
 * The three ways to pay, as tabs, opening on the one the diner chose at the merchant. Every form stays
 * mounted while hidden, so switching tabs and back loses nothing typed.
 */
export function SandboxCheckout({ method: chosen, ...form }: PayFormProps & { method: OnlineMethod }) {
  const t = useTranslations("sandboxPay");
  const id = useId();
  const [method, setMethod] = useState(chosen);
  const tabs = useRef(new Map<OnlineMethod, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const next = targetMethod(event.key, method);
    if (!next) return;
    event.preventDefault();
    setMethod(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <section aria-labelledby={`${id}-methods`} className="flex flex-col gap-4">
      <h2 id={`${id}-methods`} className="text-lg font-semibold">
        {t("methods")}
      </h2>
      <div role="tablist" aria-labelledby={`${id}-methods`} className="grid grid-cols-3 gap-2" onKeyDown={onKeyDown}>
        {ONLINE_METHODS.map((option) => (
          <button
            key={option}
            ref={(element) => {
              if (element) tabs.current.set(option, element);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${option}`}
            aria-selected={option === method}
            aria-controls={`${id}-panel-${option}`}
            tabIndex={option === method ? 0 : -1}
            className="min-h-11 rounded-full border-2 border-brand px-3 font-semibold aria-selected:bg-brand aria-selected:text-on-brand"
            onClick={() => setMethod(option)}
          >
            {t(`method.${option}`)}
          </button>
        ))}
      </div>
      {ONLINE_METHODS.map((option) => {
        const Form = FORMS[option];
        return (
          <div key={option} role="tabpanel" id={`${id}-panel-${option}`} aria-labelledby={`${id}-tab-${option}`} hidden={option !== method}>
            <Form {...form} />
          </div>
        );
      })}
    </section>
  );
}
