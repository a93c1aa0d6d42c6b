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
import { LANDING_SHORTCUTS } from "../routing/navigation";
import { OTHER_BRANCH_CARTS } from "../cart/other-branch";

/**
 * The brand onboarding file: one JSON document describing a whole brand. It is the contract of
 * `npm run brand:import` and of the admin import API; public/schemas/brand.schema.json is generated from it.
 */

// Each key says what it holds with .describe(): the texts reach editors (the JSON Schema) and docs/brand-file.md's
// reference, both written by `npm run brand:schema`. A shared type's title names it in the reference's tables.

const key = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "use lower-case letters, digits and single hyphens")
  .meta({ title: "key" });

const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, "use a hex colour like #c0392b").meta({ title: "colour" });
const assetUrl = z.string().regex(/^(\/|https:\/\/)/, "use a path under public/ (starting with /) or an https URL").meta({ title: "image" });
const linkUrl = z.string().regex(/^(\/|https:\/\/|mailto:|tel:)/, "use a path, an https, mailto: or tel: URL").meta({ title: "link" });
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "use HH:MM (24 h)").meta({ title: "HH:MM" });
/** major units; the bound is the database integer in a currency without decimals, each currency's own is checked below */
const money = z.number().nonnegative().max(DB_INT_MAX).meta({ title: "amount" });
const services = (what: string) => z.enum(SERVICE_KEYS).describe(what);

export const themeSchema = z
  .object({
    dark: z.boolean().default(false).describe("the brand calls its theme dark; the page colour decides light or dark text either way"),
    theme_color: hexColor.describe("the brand colour: buttons, links and highlights"),
    titles_txt_color: hexColor.describe("text on the brand colour, used when it contrasts enough (else white or near-black)"),
    page_bgcolor: hexColor.describe("the page background"),
    suppliers_background_image: assetUrl.optional().describe("a picture behind the landing page"),
  })
  .strict();

const linktreeItem = z
  .object({
    label: localizedText.describe("the button's words"),
    label_custom: localizedText.optional().describe("words shown instead of label"),
    url: linkUrl.optional().describe("where the button goes; needed unless target is service"),
    target: z.enum(["_blank", "_self", "service"]).default("_blank").describe("_blank opens a new tab, _self the same tab, service the brand's service named by service"),
    service: services("the service the button opens, when target is service").optional(),
    image: assetUrl.optional().describe("an icon beside the words"),
  })
  .strict()
  .refine((item) => (item.target === "service" ? !!item.service : !!item.url), {
    message: "a service item names a service; any other item needs a url",
  });

export const LINK_TYPES = [...SERVICE_KEYS, "contact", "whatsapp", "instagram", "facebook", "tiktok", "web"] as const;
const link = z
  .object({
    type: z.enum(LINK_TYPES).describe("a service of the brand, or a social network or contact, which picks the icon"),
    url: linkUrl.optional().describe("the link's address"),
    label: localizedText.optional().describe("the link's words, when its type's usual name will not do"),
  })
  .strict();

const flagsSchema = z
  .object({
    "disable-tip": z.boolean().optional().describe("no tip is offered at checkout"),
    "enable-minimum-order-value": z.boolean().optional().describe("delivery zones' minimum_order_value applies"),
    "enable-plano-zona": z.boolean().optional().describe("cinema seat plans: diners pick their seat on the room's plan"),
    "new-menu": z.boolean().optional().describe("basic table menus go to new_menu_url"),
    preview: z.boolean().optional().describe("features still in preview"),
  })
  .strict();

/** An origin a brand lets frame its popup: what `new URL(…).origin` gives back, over http or https. */
const embedOrigin = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      // a hostname of letters, digits, dots and hyphens: no CSP wildcard ("*.") slips through as a host
      return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value && /^[a-z0-9.-]+$/.test(url.hostname);
    } catch {
      return false;
    }
  }, "an origin such as https://fogonandino.co: scheme, host and port only")
  .meta({ title: "origin" });

export const instanceSchema = z
  .object({
    slug: key.describe("the brand's key: its default host is <slug>.<ROOT_DOMAIN>"),
    name: z.string().min(1).describe("the brand's name, as diners read it"),
    status: z.enum(["active", "locked"]).default("active").describe("locked takes the brand offline: every page shows its inactive screen"),
    language: z.enum(LOCALES).optional().describe("when set, every diner starts in this language; when absent, the browser's language is honoured"),
    langs: z.array(z.enum(LOCALES)).min(1).default(["es"]).describe("the languages the brand's pages offer"),
    country_code: z.enum(COUNTRY_CODES).describe("the brand's country: phone numbers, tax rules and wording variants"),
    currency: z.enum(CURRENCIES).describe("the currency of every price in the file"),
    timezone: z.string().min(1).default("America/Bogota").describe("the IANA time zone of the brand's branches, unless a branch names its own"),
    logo: assetUrl.optional().describe("PNG, JPEG or SVG; also draws the favicon, home-screen icons and the shared-link card"),
    theme: themeSchema.describe("the brand's colours"),
    style_custom: z.string().max(20_000).optional().describe("extra CSS added to every page"),
    add_ons: z.array(z.enum(["newhome"])).default([]).describe("newhome: the newer landing page"),
    pixels: z
      .object({
        google_analytics: z.string().regex(GOOGLE_ANALYTICS_ID, "a GA4 measurement id: G-XXXXXXXXXX").optional().describe("a GA4 measurement id, G-XXXXXXXXXX"),
        facebook: z.string().regex(FACEBOOK_PIXEL_ID, "a Meta pixel id: its 10 to 20 digits").optional().describe("a Meta pixel id, its 10 to 20 digits"),
      })
      .strict()
      .default({})
      .describe("the brand's analytics tags, loaded once the diner accepts them"),
    menu_cached: z.boolean().default(true).describe("the browser reads the menu from the cacheable address first"),
    rate_nps: z.boolean().default(false).describe("diners are asked how likely they are to recommend the brand"),
    rate_digitalmenu: z.boolean().default(false).describe("diners are asked to rate the digital menu"),
    category_establishment: z.string().default("restaurant").describe("what kind of place the branches are, for search engines (restaurant, bar, cafe…)"),
    new_menu_v3: z.boolean().default(false).describe("kept in the config the API answers; no screen here reads it"),
    /**
     * Product §2's new menu: where the "new-menu" flag sends basic on-table menus (`{new_menu_url}/newmenu/{supplier
     * id}/on_table/basic`). Without it the flag sends nowhere: this app has no such page.
     */
    new_menu_url: z
      .url({ protocol: /^https$/, error: "an https URL such as https://menu.fogonandino.co" })
      .optional()
      .describe("where the new-menu flag sends basic table menus; without it the flag sends nowhere"),
    flags: flagsSchema.default({}).describe("features switched on or off for the brand (the deployment may override them)"),
    linktree: z.array(linktreeItem).default([]).describe("the landing page's buttons, in order"),
    linktree_logo: assetUrl.optional().describe("the landing page's logo, when not the brand's logo"),
    linktree_add_suppliers: z.boolean().default(true).describe("the landing page lists the branches"),
    links: z.array(link).default([]).describe("the brand's service, social and contact links"),
    labels: z
      .object({ nuestras_tiendas: localizedText.optional().describe("the heading of the landing page's list of branches") })
      .strict()
      .default({})
      .describe("words that replace the app's own on the brand's pages"),
    contact: z
      .object({
        phone: z.string().optional().describe("the brand's phone number"),
        whatsapp: z.string().optional().describe("the brand's WhatsApp number"),
        email: z.email().optional().describe("the brand's email address"),
      })
      .strict()
      .optional()
      .describe("how diners reach the brand"),
    inactive_message: localizedText.optional().describe("what the inactive screen says while the brand is locked"),
    embed_origins: z
      .array(embedOrigin)
      .max(20)
      .default([])
      .describe("the brand's other sites that may show its booking popup (/reservarpopup/{branch}) in a frame: exact origins, no path, no wildcard"),
    cuisines: z.array(localizedText).max(10).default([]).describe("what the brand's kitchens serve, as search engines show it"),
    landing_shortcut: z
      .enum(LANDING_SHORTCUTS)
      .default("table_only_brand")
      .describe(
        "when the landing page opens straight on the branches' table menus: table_only_brand (the brand's one service link is on_table) or one_on_table_link (exactly one on_table link, whatever other service links there are)",
      ),
    other_branch_cart: z
      .enum(OTHER_BRANCH_CARTS)
      .default("offer_new_cart")
      .describe(
        "adding a product from another branch than the cart's: offer_new_cart (the diner may start a new order there, the old one dropped) or refuse (the diner finishes or empties the order first)",
      ),
  })
  .strict()
  .refine((i) => !i.language || i.langs.includes(i.language), {
    message: "language must be one of langs",
    path: ["language"],
  });

const openingHours = z
  .object({
    days: z.array(z.number().int().min(1).max(7)).min(1).describe("days of the week, 1 Monday to 7 Sunday"),
    open: hhmm.describe("opening time"),
    close: hhmm.describe("closing time; at or before open means the next day, 24:00 midnight"),
  })
  .strict();

/** A table, room or seat code as printed on its card ("12", "T-3", "304", "A7"); unique within its kind at the branch. */
const placeCode = z
  .string()
  .max(32)
  .regex(/^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*$/, "use letters and digits, with single - _ or . between them")
  .meta({ title: "place code" });

const tableSchema = z
  .object({
    code: placeCode.describe("the table's number or code, unique at the branch"),
    zone: z.string().min(1).max(40).optional().describe("where the table is (Salón, Terraza): printed on its card, shown to the diner"),
    seats: z.number().int().min(1).max(100).optional().describe("how many people it seats"),
  })
  .strict();

const hotelRoomSchema = z
  .object({ code: placeCode.describe("the room's number, unique at the branch"), floor: z.number().int().min(-5).max(200).optional().describe("the room's floor") })
  .strict();

/** The plano-zona (product §6 enable-plano-zona): a cinema room's plan, its zones (VIP, general…) and rows of seats, each row in one zone. */
const cinemaRoomSchema = z
  .object({
    code: placeCode.describe("the room's code, unique at the branch"),
    name: z.string().min(1).max(40).describe("the room's name"),
    zones: z
      .array(z.object({ key: key.describe("the zone's key, unique in the room"), name: z.string().min(1).max(40).describe("the zone's name (VIP, General)") }).strict())
      .min(1)
      .describe("the room's zones"),
    rows: z
      .array(
        z
          .object({
            row: placeCode.describe("the row's label, unique in the room"),
            zone: key.describe("the key of the zone the row belongs to"),
            seats: z.array(placeCode).min(1).max(200).describe("the row's seat codes, in order; unique in the room"),
          })
          .strict(),
      )
      .min(1)
      .describe("the room's rows of seats"),
  })
  .strict();

/** A bookable zone of a branch (terrace, salon): how many people it seats at once. */
const bookingZoneSchema = z
  .object({
    key: key.describe("the zone's key, unique at the branch"),
    name: localizedText.describe("the zone's name (Terraza)"),
    covers: z.number().int().min(1).max(5000).describe("how many people it seats at once"),
  })
  .strict();

const minutes = (max: number) => z.number().int().min(0).max(max);

/** Product §1 book service: the branch's zones and booking rules, on the branch's hours and clock. */
const bookingSchema = z
  .object({
    zones: z.array(bookingZoneSchema).min(1).describe("the bookable zones"),
    slot_minutes: z.number().int().min(5).max(240).default(30).describe("a booking may start at the opening and every slot_minutes after"),
    turn_minutes: z.number().int().min(15).max(720).default(90).describe("how long a party keeps its covers"),
    lead_minutes: minutes(14 * 24 * 60).default(60).describe("how long before the slot a booking must be made"),
    max_party: z.number().int().min(1).max(200).default(8).describe("the largest party a booking takes"),
    days_ahead: z.number().int().min(1).max(365).default(30).describe("how many days, today included, can be booked"),
    cutoff_minutes: minutes(14 * 24 * 60).default(120).describe("changes and cancellations through the booking's link close this long before the slot"),
    approval: z.enum(["auto", "manual"]).default("auto").describe("auto confirms at once; manual leaves bookings pending for staff"),
    waitlist_minutes: z
      .number()
      .int()
      .min(1)
      .max(240)
      .default(DEFAULT_WAITLIST_MINUTES)
      .describe("the minutes each party in the walk-in line adds to the estimated wait"),
    cover: z
      .object({
        amount: money.describe("the cover charge"),
        per_person: z.boolean().default(false).describe("charged for each person of the party, not once"),
        prepaid: z.boolean().default(false).describe("paid online from the booking's page, which keeps the booking pending until then"),
      })
      .strict()
      .optional()
      .describe("a cover charge, shown on the form and the booking's page"),
  })
  .strict();

export const branchSchema = z
  .object({
    slug: key.describe("the branch's key, in its addresses (/chapinero)"),
    name: z.string().min(1).describe("the branch's name"),
    locale: z.string().default("es-CO").describe("how dates and numbers are written at this branch"),
    timezone: z.string().optional().describe("the branch's IANA time zone, when not the brand's"),
    address: z.string().min(5).describe("the street address"),
    city: z.string().min(1).describe("the city"),
    phone: z.string().optional().describe("the branch's phone number"),
    whatsapp: z.string().optional().describe("the branch's WhatsApp number"),
    location: z
      .object({ lat: z.number().min(-90).max(90).describe("latitude"), lng: z.number().min(-180).max(180).describe("longitude") })
      .strict()
      .describe("where the branch is, for directions and distances"),
    on_table_class: z.enum(ON_TABLE_CLASSES).default("basic").describe("how the branch's tables order and pay (see the operations guide)"),
    call_waiter: z.boolean().default(true).describe("false hides the call-waiter control; it shows only where diners order and pay at the table"),
    services: z.array(services("a service")).min(1).describe("the services the branch offers"),
    pay: z.partialRecord(z.enum(SERVICE_KEYS), z.boolean()).default({}).describe("per service, whether online payment is offered here"),
    opening_hours: z.array(openingHours).default([]).describe("when the branch is open, on its own clock"),
    wait_minutes: z
      .object({
        pickup: z.number().int().min(1).max(600).optional().describe("minutes until an order is usually ready at the counter"),
        delivery: z.number().int().min(1).max(600).optional().describe("minutes until an order is usually at the door"),
      })
      .strict()
      .default({})
      .describe("how long an order usually takes here"),
    payment_hold_minutes: z
      .number()
      .int()
      .min(PAYMENT_HOLD_MINUTES.min)
      .max(PAYMENT_HOLD_MINUTES.max)
      .default(DEFAULT_PAYMENT_HOLD_MINUTES)
      .describe("how long a table's online payment may stay unfinished before its share of the tab is free again"),
    active: z.boolean().default(true).describe("false switches the branch off"),
    image: assetUrl.optional().describe("the branch's picture"),
    tables: z.array(tableSchema).default([]).describe("the tables a QR code orders to (on_table)"),
    rooms: z.array(hotelRoomSchema).default([]).describe("the hotel rooms a QR code orders to (room_service)"),
    cinema_rooms: z.array(cinemaRoomSchema).default([]).describe("the cinema rooms whose seats a QR code orders to (cinema)"),
    booking: bookingSchema.optional().describe("bookable zones and rules; required when the branch offers the book service"),
  })
  .strict()
  .refine((b) => !b.services.includes("book") || b.booking, { message: "a branch with the book service needs its booking settings", path: ["booking"] });

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).describe("a point: longitude, latitude");
const ring = z.array(position).min(4).meta({ title: "ring", description: "four or more [longitude, latitude] points, the last one the first" });
export const polygonSchema = z
  .object({
    key: key.describe("the zone's key"),
    name: z.string().min(1).describe("the zone's name"),
    branch: key.describe("the key of the branch that delivers there"),
    delivery_price: money.describe("what delivery costs in this zone"),
    minimum_order_value: money.default(0).describe("the smallest order delivered here, with the enable-minimum-order-value flag"),
    area: z
      .object({
        type: z.literal("Polygon").describe("always Polygon"),
        coordinates: z.array(ring).min(1).describe("rings of [longitude, latitude] points, each ending where it starts: the outline, then any holes"),
      })
      .strict()
      .describe("the zone as a GeoJSON polygon"),
    hours: z.array(openingHours).optional().describe("when the zone is delivered to, on the branch's clock; absent means whenever the branch is open"),
    active: z.boolean().default(true).describe("false stops deliveries to the zone"),
  })
  .strict();

const option = z
  .object({
    key: key.describe("the option's key, unique in its group"),
    name: localizedText.describe("the option's name"),
    price: money.default(0).describe("what the option adds to the price"),
  })
  .strict();
const optionGroup = z
  .object({
    key: key.describe("the group's key, unique in its product"),
    name: localizedText.describe("the group's name (Término, Adiciones)"),
    min: dbInt.min(0).default(0).describe("the fewest options a diner picks"),
    max: dbInt.min(1).describe("the most options a diner picks; at most the number of options"),
    required: z.boolean().default(false).describe("a choice must be made (then min is at least 1)"),
    options: z.array(option).min(1).describe("the options"),
  })
  .strict()
  .refine((g) => g.min <= g.max, { message: "min cannot exceed max", path: ["min"] })
  .refine((g) => !g.required || g.min >= 1, { message: "a required group needs min of at least 1", path: ["min"] });

const branchOverride = z
  .object({
    price: money.optional().describe("the price at this branch"),
    stock: dbInt.min(0).optional().describe("the units left at this branch"),
    active: z.boolean().optional().describe("false takes the product off this branch's menu"),
  })
  .strict();

export const productSchema = z
  .object({
    key: key.describe("the product's key, unique in the file"),
    name: localizedText.describe("the product's name"),
    description: localizedText.optional().describe("what the product is"),
    category: key.describe("the key of its category"),
    subcategory: key.optional().describe("the key of a subcategory of that category"),
    image: assetUrl.optional().describe("the product's picture"),
    price: money.describe("the price"),
    promo_price: money.optional().describe("the promotion's price; with promo_percent, it must be that percent off price"),
    promo_percent: z.number().min(0).max(100).optional().describe("the promotion's percent off price"),
    is_promo: z.boolean().default(false).describe("shows the promotion badge"),
    is_new: z.boolean().default(false).describe("shows the new badge"),
    is_alcoholic: z.boolean().default(false).describe("sold only to diners who say they are of age"),
    important: z.boolean().default(false).describe("featured at the top of the menu's home"),
    services: z.array(services("a service")).optional().describe("the services that sell it; absent means all"),
    stock: dbInt.min(0).optional().describe("the units left; absent means no count is kept"),
    option_groups: z.array(optionGroup).default([]).describe("the choices a diner makes (term, extras)"),
    combo: z
      .array(z.object({ product: key.describe("the key of a product in the combo"), quantity: dbInt.min(1).describe("how many of it") }).strict())
      .optional()
      .describe("the products a combo is made of; it sells while they last"),
    branches: z.record(key, branchOverride).optional().describe("per branch key, what differs at that branch"),
  })
  .strict();

const subcategory = z
  .object({
    key: key.describe("the subcategory's key, unique among categories and subcategories"),
    name: localizedText.describe("the subcategory's name"),
    image: assetUrl.optional().describe("the subcategory's picture"),
  })
  .strict();
const category = z
  .object({
    key: key.describe("the category's key, unique among categories and subcategories"),
    name: localizedText.describe("the category's name"),
    image: assetUrl.optional().describe("the category's picture"),
    subcategories: z.array(subcategory).default([]).describe("the category's subcategories"),
  })
  .strict();

const scope = {
  branch: key.optional().describe("only at this branch (its key); absent means every branch"),
  service: services("only for this service; absent means every service").optional(),
};

/** A discount code (product §3 coupon). Codes are matched case-insensitively (lib/domain/checkout/coupon.ts). */
export const couponSchema = z
  .object({
    code: couponCodeSchema.check(z.describe("what the diner types; matched whatever the case")),
    kind: z.enum(COUPON_KINDS).describe("percent: value is a whole percentage of the subtotal; amount: value is money off"),
    value: z.number().positive().describe("the percentage or the amount off"),
    min_subtotal: money.optional().describe("the smallest subtotal the code applies to"),
    expires_at: z.iso.datetime({ offset: true }).optional().describe("when the code stops working (ISO 8601, with its offset)"),
    max_uses: dbInt.positive().optional().describe("redemptions allowed in all; each diner may redeem a code once"),
    active: z.boolean().default(true).describe("false stops the code"),
  })
  .strict()
  .refine((c) => c.kind !== "percent" || (Number.isInteger(c.value) && c.value <= 100), { path: ["value"], message: "a percentage is a whole number up to 100" });

export const menuSchema = z
  .object({
    categories: z.array(category).min(1).describe("the menu's categories, in order"),
    products: z.array(productSchema).default([]).describe("the products, in order within their category"),
    content_home: z
      .array(
        z
          .object({
            key: key.describe("the banner's key"),
            image: assetUrl.describe("the banner's picture"),
            title: localizedText.optional().describe("the banner's words"),
            link: linkUrl.optional().describe("where the banner goes"),
            ...scope,
          })
          .strict(),
      )
      .default([])
      .describe("banners at the top of the menu"),
    upselling: z
      .array(
        z
          .object({
            product: key.describe("the key of the product suggested"),
            trigger: z.enum(UPSELL_TRIGGERS).default("add-products").describe("add-products: suggested after adding to the cart; checkout: at the precheckout"),
            ...scope,
          })
          .strict(),
      )
      .default([])
      .describe("products suggested to go with an order"),
    master_products: z.array(key).default([]).describe("keys of the products the menu lists as its master products, in order"),
  })
  .strict();

const surveyOptions = z
  .array(z.object({ key: key.describe("the option's key, unique in the question"), label: localizedText.describe("the option's words") }).strict())
  .min(2)
  .max(12)
  .describe("the options to choose from");
const questionBase = { key: key.describe("the question's key, unique in the survey"), label: localizedText.describe("the question") };

/** A question of a brand's survey: a score, one or several of its options, or the diner's words. */
const surveyQuestionSchema = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("scale").describe("a score"),
      ...questionBase,
      required: z.boolean().default(true).describe("an answer is needed to send the survey"),
      from: z.literal([0, 1]).default(1).describe("the lowest score: 0 for an NPS-style question (from 0 to 10, would you recommend us?)"),
      max: z.literal([5, 10]).default(10).describe("the highest score"),
    })
    .strict(),
  z
    .object({
      type: z.literal("single").describe("one of the options"),
      ...questionBase,
      required: z.boolean().default(true).describe("an answer is needed to send the survey"),
      options: surveyOptions,
    })
    .strict(),
  z
    .object({
      type: z.literal("multiple").describe("any of the options"),
      ...questionBase,
      required: z.boolean().default(false).describe("an answer is needed to send the survey"),
      options: surveyOptions,
    })
    .strict(),
  z
    .object({
      type: z.literal("text").describe("the diner's words, up to 1,000 characters"),
      ...questionBase,
      required: z.boolean().default(false).describe("an answer is needed to send the survey"),
    })
    .strict(),
]);

/** Product §7 supplier surveys: offered at a branch and service (none named = every one), in the file's order. */
const surveySchema = z
  .object({
    key: key.describe("the survey's key; answers name their survey by it"),
    title: localizedText.describe("the survey's title"),
    intro: localizedText.optional().describe("words above the questions"),
    ...scope,
    questions: z.array(surveyQuestionSchema).min(1).max(20).describe("the questions, in order"),
  })
  .strict();

const brandFileShape = z
  .object({
    $schema: z.string().optional().describe("the JSON Schema this file follows, for editors (public/schemas/brand.schema.json)"),
    instance: instanceSchema.describe("the brand itself: names, languages, money, look and switches"),
    domains: z
      .array(z.string().regex(/^[a-z0-9.-]+$/, "a host name such as pedidos.example.com"))
      .default([])
      .describe("the brand's own host names (pedidos.example.com), served like its <slug>.<ROOT_DOMAIN> host"),
    branches: z.array(branchSchema).min(1).describe("the branches (suppliers): hours, services and places"),
    polygons: z.array(polygonSchema).default([]).describe("delivery zones"),
    menu: menuSchema.describe("categories, products, banners and suggestions"),
    popups: z
      .array(
        z
          .object({
            key: key.describe("the popup's key"),
            image: assetUrl.describe("the popup's picture"),
            url: linkUrl.optional().describe("where a tap on it goes"),
            trigger: z.string().default("enter").describe("enter: when the menu opens; survey-sent: after a survey is sent"),
            ...scope,
          })
          .strict(),
      )
      .default([])
      .describe("pictures shown over the menu"),
    policies: z
      .array(
        z
          .object({
            key: key.describe("the policy's key"),
            title: localizedText.describe("the policy's title"),
            body: localizedText.describe("the policy's text"),
            ...scope,
          })
          .strict(),
      )
      .default([])
      .describe("service policies diners can read"),
    coupons: z.array(couponSchema).default([]).describe("discount codes"),
    surveys: z.array(surveySchema).default([]).describe("the brand's surveys; a branch and service offer the first that applies"),
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
