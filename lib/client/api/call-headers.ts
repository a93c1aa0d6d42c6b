import { DEFAULT_LOCALE, isLocale } from "@/lib/domain/routing/locales";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { profileHeaders } from "../profile";
import { specHeaders } from "./spec-headers";

/** Where the diner is ordering: set by the brand's stores (brand-stores.tsx) as they change. */
interface CallScope {
  brand: string;
  supplier: string | null;
  service: ServiceKey | null;
}

let scope: CallScope | null = null;

export function setCallScope(next: CallScope | null): void {
  scope = next;
}

/**
 * The headers every call to the brand's API carries (product §6, §7): customer_id (the brand), supplier_id,
 * service and subservice while the diner has chosen them, lang, and the diner's profileid and token. Never for
 * the payment gateway's or the cached menu's calls, which must stay the same for every diner.
 */
export function callHeaders(): Record<string, string> {
  const root = globalThis.document?.documentElement;
  // the page names its brand from the first paint; the stores say where the diner orders once they are read
  const brand = scope?.brand ?? root?.dataset.brand;
  if (!brand) return {};
  const lang = isLocale(root?.lang) ? root.lang : DEFAULT_LOCALE;
  const where = scope?.supplier && scope.service ? specHeaders({ supplier: scope.supplier, service: scope.service, lang }) : { lang };
  return { customer_id: brand, ...where, ...profileHeaders(brand) };
}
