import { z } from "zod";
import { LOCALES } from "../routing/locales";
import { CAMPAIGN_PARAMS } from "./campaign";
import { metricRoute } from "./performance-metric";
import { SERVICE_KEYS } from "../brand/services";
import { MAX_TRACKINGS_PER_CALL } from "./visit";

/*
 * First-party analytics (product §7): a visit (POST sessions), the campaign it came from (POST
 * acquisitions) and the four events of product §7 (POST trackings), sent in batches. Nothing personal: a visit is
 * a random id, the screen size and the browser's family.
 */

const branchSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "expected a branch slug").max(64);
const amount = z.number().finite().min(0).max(1e12);
const productIds = z.array(z.number().int().positive()).max(200);

/** The product §7 events as the app emits them (lib/client/analytics.ts). */
const pageView = z.object({ event: z.literal("page_view"), path: z.string().max(300), supplier: branchSlug.optional(), service: z.enum(SERVICE_KEYS).nullish() });
const addToCart = z.object({
  event: z.literal("add_to_cart"),
  product_supplier_id: z.number().int().positive(),
  label: z.string().max(200),
  quantity: z.number().int().min(1).max(999),
  value: amount,
  currency: z.string().regex(/^[A-Z]{3}$/),
});
const beginCheckout = z.object({ event: z.literal("begin_checkout"), total: amount, products: productIds });
const purchase = z.object({ event: z.literal("purchase"), bck_purchase_id: z.number().int().positive(), total: amount, products: productIds });

export type AnalyticsEvent = z.infer<typeof pageView> | z.infer<typeof addToCart> | z.infer<typeof beginCheckout> | z.infer<typeof purchase>;
export type AnalyticsEventName = AnalyticsEvent["event"];

/** Where an event happened: the screen, the branch and service, the table, the language and the moment. */
const eventContext = {
  /** the screen's path (view_vue on the wire) */
  view_vue: z.string().max(300),
  /** the branch's slug */
  supplier_id: branchSlug.nullish(),
  service: z.enum(SERVICE_KEYS).nullish(),
  table_code: z.string().max(32).nullish(),
  front_lang: z.enum(LOCALES),
  at: z.iso.datetime({ offset: true }),
};

export const trackedEvent = z.discriminatedUnion("event", [pageView.extend(eventContext), addToCart.extend(eventContext), beginCheckout.extend(eventContext), purchase.extend(eventContext)]);
export type TrackedEvent = z.infer<typeof trackedEvent>;

const visitId = z.uuid();
const shortText = z.string().trim().max(40);

/** POST /api/v1/sessions (product §7): the device's kind, as the browser reports it. customer_id is the host's brand. */
export const sessionCreate = z.object({
  so: shortText.optional(),
  browser: shortText.optional(),
  pixel_width: z.number().int().min(0).max(20_000).optional(),
  pixel_height: z.number().int().min(0).max(20_000).optional(),
});

const campaignShape = Object.fromEntries(CAMPAIGN_PARAMS.map((name) => [name, z.string().trim().max(200).optional()])) as Record<
  (typeof CAMPAIGN_PARAMS)[number],
  z.ZodOptional<z.ZodString>
>;

/** POST /api/v1/acquisitions (product §7): the campaign a visit came from; the user agent is the request's own. */
export const acquisitionCreate = z.object({ session_id: visitId, referer: z.string().max(500).optional(), ...campaignShape });

/** POST /api/v1/trackings: a batch of one visit's events. */
export const trackingsCreate = z.object({
  session_id: visitId,
  acquisition_id: visitId.nullish(),
  /** the diner's profile (product §7 profile_id), when the browser has one */
  profile_id: visitId.nullish(),
  trackings: z.array(trackedEvent).min(1).max(MAX_TRACKINGS_PER_CALL),
});

/**
 * POST /api/v1/performance_metrics {vue_performance_metric: {…}} (product §7): a page view's transfer in KB and its
 * Core Web Vitals (ms; CLS unitless), each bounded to what a real page can report.
 */
export const performanceMetricCreate = z.object({
  vue_performance_metric: z.object({
    session_id: visitId,
    acquisition_id: visitId.nullish(),
    /** the page's path: stored as its route pattern (metricRoute), never as sent */
    route: z.string().regex(/^\/[^\s?#]*$/, "a page's path").max(300).transform(metricRoute),
    transfer_data: z.number().finite().min(0).max(1_000_000),
    lcp: z.number().finite().min(0).max(600_000).optional(),
    inp: z.number().finite().min(0).max(600_000).optional(),
    cls: z.number().finite().min(0).max(100).optional(),
    ttfb: z.number().finite().min(0).max(600_000).optional(),
  }),
});

export type PerformanceReport = z.infer<typeof performanceMetricCreate>["vue_performance_metric"];

// first match wins: Android and iOS user agents name Linux and Mac OS X too, Edge and Samsung's name Chrome, Chrome names Safari
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/android/i, "Android"],
  [/iphone|ipad|ipod/i, "iOS"],
  [/windows/i, "Windows"],
  [/mac os x/i, "macOS"],
  [/linux/i, "Linux"],
];
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/edg\//i, "Edge"],
  [/samsungbrowser/i, "Samsung Internet"],
  [/(chrome|crios|chromium)\//i, "Chrome"],
  [/(firefox|fxios)\//i, "Firefox"],
  [/safari\//i, "Safari"],
];
const familyOf = (userAgent: string, families: readonly (readonly [RegExp, string])[]) => families.find(([pattern]) => pattern.test(userAgent))?.[1] ?? "Other";

/** What a browser says of itself, reduced to families (no version, nothing that tells one diner from another). */
export function deviceOf(userAgent: string): { so: string; browser: string } {
  return { so: familyOf(userAgent, SYSTEMS), browser: familyOf(userAgent, BROWSERS) };
}
