import type { useTranslations } from "use-intl/react";

type Translator = ReturnType<typeof useTranslations>;

/** `errors.<code>` (the `errors` namespace's translator), or its `network` message (try again) for a code these messages do not know. */
export function errorText(errors: Translator, code: string, values?: Record<string, string>): string {
  return errors(errors.has(code) ? code : "network", values);
}

/**
 * The diner's message for an API error code (lib/domain/http/api-errors.ts): the screen's own wording where it
 * has one (`checkout.errors.not_found`: this branch stopped taking the order), else the code's message
 * (`errors.<code>`); a code without either reads as the screen's `network` message, to retry.
 */
export function apiErrorText(t: Translator, screen: "checkout" | "order" | "booking" | "rate", code: string, values?: Record<string, string>): string {
  const key = [`${screen}.errors.${code}`, `errors.${code}`].find((candidate) => t.has(candidate)) ?? `${screen}.errors.network`;
  return t(key, values);
}
