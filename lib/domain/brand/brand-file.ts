import { z } from "zod";
import { MAX_JSON_DEPTH, nestedDeeperThan } from "../http/json-depth";
import { CURRENCIES } from "../money/currency";
import { fitsCurrencyDecimals, fromMajor, toMajor } from "../money/major-units";
import { promoPrice } from "../menu/promo";
import { minor } from "../money/minor";
import { DB_INT_MAX, dbInt } from "../http/db-int";
import { refuseImpureText } from "../text/plain-text";
import { LOCALES } from "../routing/locales";
import { SERVICE_KEYS } from "./services";
import { COUNTRY_CODES } from "../routing/countries";
import { DEFAULT_WAITLIST_MINUTES } from "../bookings/waitlist";
import { DEFAULT_PAYMENT_HOLD_MINUTES, PAYMENT_HOLD_MINUTES } from "../tabs/tab-part-settlement";
import { ON_TABLE_CLASSES } from "../tabs/on-table";
import { COUPON_KINDS } from "../checkout/coupon";
import { couponCodeSchema } from "../checkout/coupon-code";
import { UPSELL_TRIGGERS } from "../menu/upselling";
import { FACEBOOK_PIXEL_ID, GOOGLE_ANALYTICS_ID } from "../analytics/pixels";
import { localizedText } from "./localized-text";

/**
 * The brand onboarding file: one JSON document describing a whole brand. It is the contract of
 * `npm run brand:import` and of the admin import API; public/schemas/brand.schema.json is generated from it.
 */

const key = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "use lower-case letters, digits and single hyphens");

const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, "use a hex colour like #c0392b");
const assetUrl = z.string().regex(/^(\/|https:\/\/)/, "use a path under public/ (starting with /) or an https URL");
const linkUrl = z.string().regex(/^(\/|https:\/\/|mailto:|tel:)/, "use a path, an https, mailto: or tel: URL");
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "use HH:MM (24 h)");
/** major units; the bound is the database integer in a currency without decimals, each currency's own is checked below */
const money = z.number().nonnegative().max(DB_INT_MAX);

export const themeSchema = z
  .object({
    dark: z.boolean().default(false),
    theme_color: hexColor,
    titles_txt_color: hexColor,
    page_bgcolor: hexColor,
    suppliers_background_image: assetUrl.optional(),
  })
  .strict();

const linktreeItem = z
  .object({
    label: localizedText,
    label_custom: localizedText.optional(),
    url: linkUrl.optional(),
    target: z.enum(["_blank", "_self", "service"]).default("_blank"),
    service: z.enum(SERVICE_KEYS).optional(),
    image: assetUrl.optional(),
  })
  .strict()
  .refine((item) => (item.target === "service" ? !!item.service : !!item.url), {
    message: "a service item names a service; any other item needs a url",
  });

export const LINK_TYPES = [...SERVICE_KEYS, "contact", "whatsapp", "instagram", "facebook", "tiktok", "web"] as const;
const link = z.object({ type: z.enum(LINK_TYPES), url: linkUrl.optional(), label: localizedText.optional() }).strict();

const flagsSchema = z
  .object({
    "disable-tip": z.boolean().optional(),
    "enable-minimum-order-value": z.boolean().optional(),
    "enable-plano-zona": z.boolean().optional(),
    "new-menu": z.boolean().optional(),
    preview: z.boolean().optional(),
  })
  .strict();

/** An origin a brand lets frame its popup: what `new URL(…).origin` gives back, over http or https. */
const embedOrigin = z.string().refine((value) => {
  try {
    const url = new URL(value);
    // a hostname of letters, digits, dots and hyphens: no CSP wildcard ("*.") slips through as a host
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value && /^[a-z0-9.-]+$/.test(url.hostname);
  } catch {
    return false;
  }
}, "an origin such as https://fogonandino.co: scheme, host and port only");

export const instanceSchema = z
  .object({
    slug: key,
    name: z.string().min(1),
    status: z.enum(["active", "locked"]).default("active"),
    /** When set, every diner starts in this language; when absent, the browser's language is honoured. */
    language: z.enum(LOCALES).optional(),
    langs: z.array(z.enum(LOCALES)).min(1).default(["es"]),
    country_code: z.enum(COUNTRY_CODES),
    currency: z.enum(CURRENCIES),
    timezone: z.string().min(1).default("America/Bogota"),
    logo: assetUrl.optional(),
    theme: themeSchema,
    style_custom: z.string().max(20_000).optional(),
    add_ons: z.array(z.enum(["newhome"])).default([]),
    pixels: z
      .object({
        google_analytics: z.string().regex(GOOGLE_ANALYTICS_ID, "a GA4 measurement id: G-XXXXXXXXXX").optional(),
        facebook: z.string().regex(FACEBOOK_PIXEL_ID, "a Meta pixel id: its 10 to 20 digits").optional(),
      })
      .strict()
      .default({}),
    menu_cached: z.boolean().default(true),
    rate_nps: z.boolean().default(false),
    rate_digitalmenu: z.boolean().default(false),
    category_establishment: z.string().default("restaurant"),
    new_menu_v3: z.boolean().default(false),
    /**
     * Product §2's new menu: where the "new-menu" flag sends basic on-table menus (`{new_menu_url}/newmenu/{supplier
     * id}/on_table/basic`). Without it the flag sends nowhere: this app has no such page.
     */
    new_menu_url: z.url({ protocol: /^https$/, error: "an https URL such as https://menu.fogonandino.co" }).optional(),
    flags: flagsSchema.default({}),
    linktree: z.array(linktreeItem).default([]),
    linktree_logo: assetUrl.optional(),
    linktree_add_suppliers: z.boolean().default(true),
    links: z.array(link).default([]),
    labels: z.object({ nuestras_tiendas: localizedText.optional() }).strict().default({}),
    contact: z
      .object({ phone: z.string().optional(), whatsapp: z.string().optional(), email: z.email().optional() })
      .strict()
      .optional(),
    inactive_message: localizedText.optional(),
    /**
     * The brand's other sites that may show its booking popup (/reservarpopup/{branch}) in an iframe: exact
     * origins, "https://fogonandino.co" (scheme, host and port; no path, no wildcard)
     */
    embed_origins: z.array(embedOrigin).max(20).default([]),
    /** what the brand's kitchens serve, as search engines show it ("Colombiana", {"es": "Parrilla", "en": "Grill"}) */
    cuisines: z.array(localizedText).max(10).default([]),
  })
  .strict()
  .refine((i) => !i.language || i.langs.includes(i.language), {
    message: "language must be one of langs",
    path: ["language"],
  });

const openingHours = z
  .object({ days: z.array(z.number().int().min(1).max(7)).min(1), open: hhmm, close: hhmm })
  .strict();

/** A table, room or seat code as printed on its card ("12", "T-3", "304", "A7"); unique within its kind at the branch. */
const placeCode = z
  .string()
  .max(32)
  .regex(/^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*$/, "use letters and digits, with single - _ or . between them");

const tableSchema = z
  .object({
    code: placeCode,
    /** where the table is ("Salón", "Terraza"): printed on its card, shown to the diner */
    zone: z.string().min(1).max(40).optional(),
    seats: z.number().int().min(1).max(100).optional(),
  })
  .strict();

const hotelRoomSchema = z.object({ code: placeCode, floor: z.number().int().min(-5).max(200).optional() }).strict();

/** The plano-zona (product §6 enable-plano-zona): a cinema room's plan, its zones (VIP, general…) and rows of seats, each row in one zone. */
const cinemaRoomSchema = z
  .object({
    code: placeCode,
    name: z.string().min(1).max(40),
    zones: z.array(z.object({ key, name: z.string().min(1).max(40) }).strict()).min(1),
    rows: z.array(z.object({ row: placeCode, zone: key, seats: z.array(placeCode).min(1).max(200) }).strict()).min(1),
  })
  .strict();

/** A bookable zone of a branch (terrace, salon): how many people it seats at once. */
const bookingZoneSchema = z.object({ key, name: localizedText, covers: z.number().int().min(1).max(5000) }).strict();

const minutes = (max: number) => z.number().int().min(0).max(max);

/** Product §1 book service: the branch's zones and booking rules, on the branch's hours and clock. */
const bookingSchema = z
  .object({
    zones: z.array(bookingZoneSchema).min(1),
    /** a booking may start at the opening and every slot_minutes after */
    slot_minutes: z.number().int().min(5).max(240).default(30),
    /** how long a party keeps its table */
    turn_minutes: z.number().int().min(15).max(720).default(90),
    /** how far ahead of the slot a booking must be made */
    lead_minutes: minutes(14 * 24 * 60).default(60),
    max_party: z.number().int().min(1).max(200).default(8),
    /** how many days, today included, can be booked */
    days_ahead: z.number().int().min(1).max(365).default(30),
    /** edits and cancellations close this long before the slot */
    cutoff_minutes: minutes(14 * 24 * 60).default(120),
    approval: z.enum(["auto", "manual"]).default("auto"),
    /** the walk-in waitlist's estimate: the minutes each party in line adds (how fast this branch turns tables) */
    waitlist_minutes: z.number().int().min(1).max(240).default(DEFAULT_WAITLIST_MINUTES),
    /** product §3 cover, fixed or per person, charged at the restaurant unless prepaid online */
    cover: z.object({ amount: money, per_person: z.boolean().default(false), prepaid: z.boolean().default(false) }).strict().optional(),
  })
  .strict();

export const branchSchema = z
  .object({
    slug: key,
    name: z.string().min(1),
    locale: z.string().default("es-CO"),
    timezone: z.string().optional(),
    address: z.string().min(5),
    city: z.string().min(1),
    phone: z.string().optional(),
    whatsapp: z.string().optional(),
    location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).strict(),
    on_table_class: z.enum(ON_TABLE_CLASSES).default("basic"),
    /** false switches the call-waiter control off at this branch (product §2); it shows only in checkout-type modes */
    call_waiter: z.boolean().default(true),
    services: z.array(z.enum(SERVICE_KEYS)).min(1),
    /** has_{service}_pay: whether online payment is offered for that service at this branch. */
    pay: z.partialRecord(z.enum(SERVICE_KEYS), z.boolean()).default({}),
    opening_hours: z.array(openingHours).default([]),
    /** how long an order usually takes here, in minutes: until it is ready to pick up, until it is at the door */
    wait_minutes: z
      .object({ pickup: z.number().int().min(1).max(600).optional(), delivery: z.number().int().min(1).max(600).optional() })
      .strict()
      .default({}),
    /** how long a table's online payment may stay unfinished before its share of the tab is free again, in minutes */
    payment_hold_minutes: z.number().int().min(PAYMENT_HOLD_MINUTES.min).max(PAYMENT_HOLD_MINUTES.max).default(DEFAULT_PAYMENT_HOLD_MINUTES),
    active: z.boolean().default(true),
    image: assetUrl.optional(),
    /** the places a QR code sends an order to: tables (on_table), hotel rooms (room_service), cinema seats (cinema) */
    tables: z.array(tableSchema).default([]),
    rooms: z.array(hotelRoomSchema).default([]),
    cinema_rooms: z.array(cinemaRoomSchema).default([]),
    /** bookable zones and rules; required when the branch offers the book service */
    booking: bookingSchema.optional(),
  })
  .strict()
  .refine((b) => !b.services.includes("book") || b.booking, { message: "a branch with the book service needs its booking settings", path: ["booking"] });

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const ring = z.array(position).min(4);
export const polygonSchema = z
  .object({
    key,
    name: z.string().min(1),
    branch: key,
    delivery_price: money,
    minimum_order_value: money.default(0),
    area: z.object({ type: z.literal("Polygon"), coordinates: z.array(ring).min(1) }).strict(),
    /** when the zone is delivered to, on the branch's clock; absent = whenever the branch is open */
    hours: z.array(openingHours).optional(),
    active: z.boolean().default(true),
  })
  .strict();

const option = z.object({ key, name: localizedText, price: money.default(0) }).strict();
const optionGroup = z
  .object({
    key,
    name: localizedText,
    min: dbInt.min(0).default(0),
    max: dbInt.min(1),
    required: z.boolean().default(false),
    options: z.array(option).min(1),
  })
  .strict()
  .refine((g) => g.min <= g.max, { message: "min cannot exceed max", path: ["min"] })
  .refine((g) => !g.required || g.min >= 1, { message: "a required group needs min of at least 1", path: ["min"] });

const branchOverride = z
  .object({ price: money.optional(), stock: dbInt.min(0).optional(), active: z.boolean().optional() })
  .strict();

export const productSchema = z
  .object({
    key,
    name: localizedText,
    description: localizedText.optional(),
    category: key,
    subcategory: key.optional(),
    image: assetUrl.optional(),
    price: money,
    promo_price: money.optional(),
    promo_percent: z.number().min(0).max(100).optional(),
    is_promo: z.boolean().default(false),
    is_new: z.boolean().default(false),
    is_alcoholic: z.boolean().default(false),
    important: z.boolean().default(false),
    services: z.array(z.enum(SERVICE_KEYS)).optional(),
    stock: dbInt.min(0).optional(),
    option_groups: z.array(optionGroup).default([]),
    combo: z.array(z.object({ product: key, quantity: dbInt.min(1) }).strict()).optional(),
    branches: z.record(key, branchOverride).optional(),
  })
  .strict();

const subcategory = z.object({ key, name: localizedText, image: assetUrl.optional() }).strict();
const category = z
  .object({ key, name: localizedText, image: assetUrl.optional(), subcategories: z.array(subcategory).default([]) })
  .strict();

const scope = { branch: key.optional(), service: z.enum(SERVICE_KEYS).optional() };

/** A discount code (product §3 coupon). Codes are matched case-insensitively (lib/domain/checkout/coupon.ts). */
export const couponSchema = z
  .object({
    code: couponCodeSchema,
    /** percent: value is a whole percentage of the subtotal; amount: value is money off, in the brand currency */
    kind: z.enum(COUPON_KINDS),
    value: z.number().positive(),
    min_subtotal: money.optional(),
    expires_at: z.iso.datetime({ offset: true }).optional(),
    /** redemptions allowed in all; each diner may redeem a code once */
    max_uses: dbInt.positive().optional(),
    active: z.boolean().default(true),
  })
  .strict()
  .refine((c) => c.kind !== "percent" || (Number.isInteger(c.value) && c.value <= 100), { path: ["value"], message: "a percentage is a whole number up to 100" });

export const menuSchema = z
  .object({
    categories: z.array(category).min(1),
    products: z.array(productSchema).default([]),
    content_home: z
      .array(z.object({ key, image: assetUrl, title: localizedText.optional(), link: linkUrl.optional(), ...scope }).strict())
      .default([]),
    upselling: z
      .array(z.object({ product: key, trigger: z.enum(UPSELL_TRIGGERS).default("add-products"), ...scope }).strict())
      .default([]),
    master_products: z.array(key).default([]),
  })
  .strict();

const surveyOptions = z.array(z.object({ key, label: localizedText }).strict()).min(2).max(12);
const questionBase = { key, label: localizedText };

/** A question of a brand's survey: a score, one or several of its options, or the diner's words. */
const surveyQuestionSchema = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("scale"),
      ...questionBase,
      required: z.boolean().default(true),
      /** 0 for an NPS-style question ("from 0 to 10, would you recommend us?") */
      from: z.literal([0, 1]).default(1),
      max: z.literal([5, 10]).default(10),
    })
    .strict(),
  z.object({ type: z.literal("single"), ...questionBase, required: z.boolean().default(true), options: surveyOptions }).strict(),
  z.object({ type: z.literal("multiple"), ...questionBase, required: z.boolean().default(false), options: surveyOptions }).strict(),
  z.object({ type: z.literal("text"), ...questionBase, required: z.boolean().default(false) }).strict(),
]);

/** Product §7 supplier surveys: offered at a branch and service (none named = every one), in the file's order. */
const surveySchema = z
  .object({ key, title: localizedText, intro: localizedText.optional(), ...scope, questions: z.array(surveyQuestionSchema).min(1).max(20) })
  .strict();

const brandFileShape = z
  .object({
    $schema: z.string().optional(),
    instance: instanceSchema,
    domains: z.array(z.string().regex(/^[a-z0-9.-]+$/, "a host name such as pedidos.example.com")).default([]),
    branches: z.array(branchSchema).min(1),
    polygons: z.array(polygonSchema).default([]),
    menu: menuSchema,
    popups: z
      .array(z.object({ key, image: assetUrl, url: linkUrl.optional(), trigger: z.string().default("enter"), ...scope }).strict())
      .default([]),
    policies: z.array(z.object({ key, title: localizedText, body: localizedText, ...scope }).strict()).default([]),
    coupons: z.array(couponSchema).default([]),
    surveys: z.array(surveySchema).default([]),
  })
  .strict();

// References are checked even when some fields are malformed, so one run lists every problem; a file too
// broken to walk (say, branches is not a list) has its shape errors reported, which is enough to start.
export const brandFileSchema = brandFileShape.superRefine(
  (brand, ctx) => {
    refuseImpureText(brand, ctx);
    try {
      checkReferences(brand, ctx);
    } catch {
      // the shape errors already describe this file
    }
  },
  { when: () => true },
);
export type BrandFile = z.infer<typeof brandFileShape>;
export type BrandFileInput = z.input<typeof brandFileShape>;

function duplicates(values: string[]): Set<string> {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return dup;
}

/** Cross-references inside the file: every key named must exist, keys must be unique, prices must fit. */
function checkReferences(brand: BrandFile, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
  const branchKeys = new Set(brand.branches.map((b) => b.slug));
  const categoryKeys = new Map(brand.menu.categories.map((c) => [c.key, new Set(c.subcategories.map((s) => s.key))]));
  const productKeys = new Set(brand.menu.products.map((p) => p.key));
  const currency = brand.instance.currency;

  const unique = (values: string[], path: (string | number)[]) => {
    for (const dup of duplicates(values)) issue(path, `"${dup}" is used twice`);
  };
  unique(brand.branches.map((b) => b.slug), ["branches"]);
  unique(brand.polygons.map((p) => p.key), ["polygons"]);
  unique(brand.menu.categories.flatMap((c) => [c.key, ...c.subcategories.map((s) => s.key)]), ["menu", "categories"]);
  unique(brand.menu.products.map((p) => p.key), ["menu", "products"]);
  unique(brand.domains, ["domains"]);
  unique(brand.coupons.map((c) => c.code), ["coupons"]);
  unique(brand.surveys.map((s) => s.key), ["surveys"]);

  const checkBranch = (branch: string | undefined, path: (string | number)[]) => {
    if (branch && !branchKeys.has(branch)) issue(path, `no branch "${branch}"`);
  };
  const checkPrice = (amount: number | undefined, path: (string | number)[]) => {
    if (amount === undefined) return;
    if (!fitsCurrencyDecimals(amount, currency)) issue(path, `too many decimals for ${currency}`);
    else if (amount > toMajor(minor(DB_INT_MAX), currency)) issue(path, `too large an amount for ${currency}`);
  };

  // One truth for a promotion: a promo price stated beside a percent must be that percent off the price.
  const checkPromotion = (p: BrandFile["menu"]["products"][number], path: (string | number)[]) => {
    if (p.promo_price === undefined || !p.promo_percent || !fitsCurrencyDecimals(p.price, currency) || !fitsCurrencyDecimals(p.promo_price, currency)) return;
    const derived = promoPrice(fromMajor(p.price, currency), { price: null, percent: p.promo_percent });
    if (derived !== fromMajor(p.promo_price, currency)) {
      issue(path, `${p.promo_percent} % off ${p.price} is ${toMajor(derived!, currency)}: state only promo_percent, or a promo_price that agrees with it`);
    }
  };

  brand.branches.forEach((b, i) => checkPlaces(b, ["branches", i], issue));

  brand.polygons.forEach((p, i) => {
    checkBranch(p.branch, ["polygons", i, "branch"]);
    checkPrice(p.delivery_price, ["polygons", i, "delivery_price"]);
    checkPrice(p.minimum_order_value, ["polygons", i, "minimum_order_value"]);
    p.area.coordinates.forEach((r, j) => {
      // An empty ring has no ends to compare; its length check already reports it.
      const [first, last] = [r[0], r.at(-1)];
      if (first && last && (first[0] !== last[0] || first[1] !== last[1])) issue(["polygons", i, "area", "coordinates", j], "a ring must end where it starts");
    });
  });

  brand.coupons.forEach((c, i) => {
    if (c.kind === "amount") checkPrice(c.value, ["coupons", i, "value"]);
    checkPrice(c.min_subtotal, ["coupons", i, "min_subtotal"]);
  });

  brand.menu.products.forEach((p, i) => {
    const at = (...rest: (string | number)[]) => ["menu", "products", i, ...rest];
    const subs = categoryKeys.get(p.category);
    if (!subs) issue(at("category"), `no category "${p.category}"`);
    else if (p.subcategory && !subs.has(p.subcategory)) issue(at("subcategory"), `no subcategory "${p.subcategory}" in "${p.category}"`);
    checkPrice(p.price, at("price"));
    checkPrice(p.promo_price, at("promo_price"));
    checkPromotion(p, at("promo_price"));
    unique(p.option_groups.map((g) => g.key), at("option_groups"));
    p.option_groups.forEach((g, j) => {
      unique(g.options.map((o) => o.key), at("option_groups", j, "options"));
      if (g.max > g.options.length) issue(at("option_groups", j, "max"), "max exceeds the number of options");
      g.options.forEach((o, k) => checkPrice(o.price, at("option_groups", j, "options", k, "price")));
    });
    p.combo?.forEach((c, j) => {
      if (!productKeys.has(c.product)) issue(at("combo", j, "product"), `no product "${c.product}"`);
      if (c.product === p.key) issue(at("combo", j, "product"), "a combo cannot contain itself");
    });
    for (const [branch, override] of Object.entries(p.branches ?? {})) {
      checkBranch(branch, at("branches", branch));
      checkPrice(override.price, at("branches", branch, "price"));
    }
  });

  const checkProduct = (product: string, path: (string | number)[]) => {
    if (!productKeys.has(product)) issue(path, `no product "${product}"`);
  };
  brand.menu.upselling.forEach((u, i) => {
    checkProduct(u.product, ["menu", "upselling", i, "product"]);
    checkBranch(u.branch, ["menu", "upselling", i, "branch"]);
  });
  brand.menu.master_products.forEach((p, i) => checkProduct(p, ["menu", "master_products", i]));
  brand.menu.content_home.forEach((c, i) => checkBranch(c.branch, ["menu", "content_home", i, "branch"]));
  brand.popups.forEach((p, i) => checkBranch(p.branch, ["popups", i, "branch"]));
  brand.policies.forEach((p, i) => checkBranch(p.branch, ["policies", i, "branch"]));
  brand.surveys.forEach((s, i) => {
    checkBranch(s.branch, ["surveys", i, "branch"]);
    unique(s.questions.map((q) => q.key), ["surveys", i, "questions"]);
    s.questions.forEach((q, j) => {
      if (q.type === "single" || q.type === "multiple") unique(q.options.map((o) => o.key), ["surveys", i, "questions", j, "options"]);
    });
  });
}

type Branch = BrandFile["branches"][number];
type Issue = (path: (string | number)[], message: string) => void;

/**
 * A branch's tables, rooms and seats: codes unique within their kind (seats within their cinema room), each
 * row in a zone of its room, and each kind only at a branch offering the service its QR code opens.
 */
function checkPlaces(branch: Branch, at: (string | number)[], issue: Issue): void {
  const unique = (values: string[], path: (string | number)[], what: string) => {
    for (const dup of duplicates(values)) issue(path, `${what} "${dup}" is listed twice`);
  };
  const offers = (list: unknown[], field: string, service: Branch["services"][number]) => {
    if (list.length && !branch.services.includes(service)) issue([...at, field], `${field} need the "${service}" service at this branch`);
  };
  offers(branch.tables, "tables", "on_table");
  offers(branch.rooms, "rooms", "room_service");
  offers(branch.cinema_rooms, "cinema_rooms", "cinema");
  unique(branch.tables.map((t) => t.code), [...at, "tables"], "table");
  unique(branch.rooms.map((r) => r.code), [...at, "rooms"], "room");
  unique(branch.cinema_rooms.map((r) => r.code), [...at, "cinema_rooms"], "cinema room");
  branch.cinema_rooms.forEach((room, i) => {
    const path = [...at, "cinema_rooms", i];
    const zones = new Set(room.zones.map((z) => z.key));
    unique(room.zones.map((z) => z.key), [...path, "zones"], "zone");
    unique(room.rows.map((r) => r.row), [...path, "rows"], "row");
    unique(room.rows.flatMap((r) => r.seats), [...path, "rows"], "seat");
    room.rows.forEach((r, j) => {
      if (!zones.has(r.zone)) issue([...path, "rows", j, "zone"], `no zone "${r.zone}" in cinema room "${room.code}"`);
    });
  });
}

export interface FieldIssue {
  path: string;
  message: string;
}

/** The largest brand file the API takes (a 2,000-product menu is ~1 MB). */
export const BRAND_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** Every problem with a brand file, each with the dotted path of the bad field. */
export function validateBrandFile(
  input: unknown,
): { ok: true; brand: BrandFile } | { ok: false; issues: FieldIssue[] } {
  // a file from disk (the import command) has not been through the API's reading, which refuses this first
  if (nestedDeeperThan(input, MAX_JSON_DEPTH)) return { ok: false, issues: [{ path: "(file)", message: `nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep` }] };
  const result = brandFileSchema.safeParse(input);
  if (result.success) return { ok: true, brand: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join(".") || "(file)",
      message: issue.message,
    })),
  };
}
