import { z } from "zod";
import { isLocale, LOCALES } from "../routing/locales";
import { PLACE_TOKEN_PATTERN } from "../tabs/places";
import { SERVICE_KEYS, serviceKeyFromWire, type ServiceKey } from "../brand/services";
import { UPSELL_TRIGGERS } from "../menu/upselling";

/** `chapinero.json` → `chapinero`; ids and slugs only, the `.json` suffix of product §7 required. */
export const jsonRef = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.json$/, "expected {slug or id}.json")
  .transform((value) => value.slice(0, -".json".length));

export const jsonId = z
  .string()
  .regex(/^\d{1,9}\.json$/, "expected {id}.json")
  .transform((value) => Number(value.slice(0, -".json".length)));

/** A table, room or seat token from a QR code (lib/domain/tabs/places.ts). */
export const placeToken = z.string().regex(PLACE_TOKEN_PATTERN, "expected a place token from a QR code");

export const supplierRef = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "expected a branch slug or id");

/** `/v1/menu/{supplier_id}/{service}[/{subservice}].json?lang=` */
export const menuParams = z
  .object({
    supplier: supplierRef,
    service: z.array(z.string()).min(1).max(2),
    lang: z.string().optional(),
  })
  .transform((input, ctx) => {
    const parts = [...input.service];
    const last = parts.pop()!;
    if (!last.endsWith(".json")) {
      ctx.addIssue({ code: "custom", path: ["service"], message: "expected {service}[/{subservice}].json" });
      return z.NEVER;
    }
    const [service, subservice] = [...parts, last.slice(0, -".json".length)];
    const key: ServiceKey | null = serviceKeyFromWire(service, subservice ?? null);
    if (!key) {
      ctx.addIssue({ code: "custom", path: ["service"], message: `unknown service "${input.service.join("/")}"` });
      return z.NEVER;
    }
    if (input.lang !== undefined && !isLocale(input.lang)) {
      ctx.addIssue({ code: "custom", path: ["lang"], message: "lang must be es, en or pt" });
      return z.NEVER;
    }
    return { supplier: input.supplier, service: key, lang: input.lang };
  });

/** `lang` of a call (product §7: query or header); absent = the language the proxy chose for the diner. */
const lang = z.enum(LOCALES, "lang must be es, en or pt").optional();

/** `GET service_policies?supplier_id=` (product §7). */
export const policiesQuery = z.object({ supplier_id: supplierRef, lang });

/** `GET v1/supplier_surveys/form.json` and `detail_supplier_surveys.json?supplier_id=&service=&lang=` (product §7). */
export const surveysQuery = z.object({ supplier_id: supplierRef, service: z.enum(SERVICE_KEYS), lang });

/** A service as product §7's calls name it, `service` plus an optional `subservice` (an empty one is none). */
function wireService(input: { service: string; subservice?: string }, ctx: z.RefinementCtx): ServiceKey | null {
  const key = serviceKeyFromWire(input.service, input.subservice || null);
  if (!key) ctx.addIssue({ code: "custom", path: ["service"], message: `unknown service "${[input.service, input.subservice].filter(Boolean).join("/")}"` });
  return key;
}

/** `GET v2/upselling_products.json?supplier_id=&service=&subservice=[&trigger=]` (product §7); no trigger = every trigger. */
export const upsellingQuery = z
  .object({
    supplier_id: supplierRef,
    service: z.string(),
    subservice: z.string().optional(),
    trigger: z.enum(UPSELL_TRIGGERS).optional(),
    lang,
  })
  .transform((input, ctx) => {
    const service = wireService(input, ctx);
    return service ? { supplier_id: input.supplier_id, service, trigger: input.trigger, lang: input.lang } : z.NEVER;
  });

/**
 * What `GET product_supplier_by_product/{id}.json?service=` (product §7) asks: each value from the query, else
 * from the call's headers (supplier_id, service, subservice, lang). Older clients glue their query to the
 * path with `&` (`/12.json&service=on_table`, the "malformed query separator"): that part reads as a query.
 */
export function productLookupInput(segment: string, search: URLSearchParams, headers: Headers) {
  const at = segment.indexOf("&");
  const glued = new URLSearchParams(at < 0 ? "" : segment.slice(at + 1));
  const pick = (name: string) => search.get(name) ?? glued.get(name) ?? headers.get(name) ?? undefined;
  return { id: at < 0 ? segment : segment.slice(0, at), supplier_id: pick("supplier_id"), service: pick("service"), subservice: pick("subservice"), lang: pick("lang") };
}

/** The product id of the path, and the branch and service it is asked for. */
export const productLookupParams = z
  .object({
    id: jsonId,
    supplier_id: supplierRef,
    service: z.string(),
    subservice: z.string().optional(),
    lang,
  })
  .transform((input, ctx) => {
    const service = wireService(input, ctx);
    return service ? { id: input.id, supplier_id: input.supplier_id, service, lang: input.lang } : z.NEVER;
  });

/** `{uuid}.json` → the uuid (a profile's id, product §7 PUT profiles/account/{profile_id}.json). */
export const jsonUuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.json$/, "expected {profile id}.json")
  .transform((value) => value.slice(0, -".json".length));
