import type { AbstractIntlMessages } from "next-intl";
import { labelVariantFor, type LabelVariantCountry } from "@/lib/domain/routing/countries";
import type { Locale } from "@/lib/domain/routing/locales";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import pt from "@/messages/pt.json";
import CL from "@/messages/variants/CL.json";
import CO from "@/messages/variants/CO.json";
import MX from "@/messages/variants/MX.json";
import PA from "@/messages/variants/PA.json";
import PE from "@/messages/variants/PE.json";
import SV from "@/messages/variants/SV.json";

export type Messages = typeof es;
type Variant = Partial<Record<Locale, unknown>>;

const BASE: Record<Locale, AbstractIntlMessages> = { es, en, pt };
const VARIANTS: Record<LabelVariantCountry, Variant> = { CL, CO, MX, PA, PE, SV };

/**
 * A namespace of messages, as opposed to one message. In the build, messages arrive compiled (next.config.mjs):
 * a message with arguments is then an array, which is one message and must replace the base's whole.
 */
const isNamespace = (value: unknown): value is AbstractIntlMessages => typeof value === "object" && value !== null && !Array.isArray(value);

/** `over`'s messages in place of `base`'s, namespace by namespace. */
export function mergeMessages(base: AbstractIntlMessages, over: unknown): AbstractIntlMessages {
  if (!isNamespace(over)) return base;
  const out: AbstractIntlMessages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isNamespace(value) && isNamespace(current) ? mergeMessages(current, value) : value;
  }
  return out;
}

const merged = new Map<string, AbstractIntlMessages>();

/** Base messages of the language with the brand country's label variant merged over them (product §1). */
export function messagesFor(locale: Locale, country: string): Messages {
  const variant = labelVariantFor(country);
  const key = `${locale}:${variant ?? "default"}`;
  let messages = merged.get(key);
  if (!messages) {
    messages = variant ? mergeMessages(BASE[locale], VARIANTS[variant][locale]) : BASE[locale];
    merged.set(key, messages);
  }
  return messages as Messages;
}

/** Only these namespaces reach the browser on every page: what the shell's client components translate. */
export const CLIENT_NAMESPACES = ["shell", "errors", "notFound", "branches", "alerts", "services", "location", "validation", "menu", "product", "cart"] as const;

/** Namespaces only some routes' client components use; those routes add them (components/shell/route-messages.tsx). */
export type RouteNamespace = "order" | "checkout" | "tab" | "booking" | "profile" | "rate";

export function clientMessages(messages: Messages, extra: readonly RouteNamespace[] = []): AbstractIntlMessages {
  return Object.fromEntries([...CLIENT_NAMESPACES, ...extra].map((ns) => [ns, messages[ns]]));
}
