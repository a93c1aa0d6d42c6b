import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { LocalizedText } from "@/lib/domain/brand/localized-text";
import type { OpeningPeriod } from "@/lib/domain/brand/opening-hours";
import type { PaidWith } from "@/lib/domain/payments/paid-with";
import { BOOKING_STATUSES, type BranchBookingRules } from "@/lib/domain/bookings/booking";
import { WAITLIST_STATUSES } from "@/lib/domain/bookings/waitlist";
import { SEATING_ENDS, SEATING_SOURCES } from "@/lib/domain/bookings/table-seating";
import { PLACE_KINDS } from "@/lib/domain/tabs/places";
import { PART_WAYS } from "@/lib/domain/tabs/split-bill-types";
import { TAB_PART_METHODS } from "@/lib/domain/tabs/tab-view";
import { WAITER_CALL_REASONS, WAITER_CALL_STATUSES } from "@/lib/domain/tabs/waiter-call";
import { STAFF_ROLES } from "@/lib/domain/staff/staff-roles";
import { GATEWAY_NAMES } from "@/lib/domain/payments/gateway-account";
import { REFUND_STATUSES } from "@/lib/domain/payments/refunds";
import type { Minor } from "@/lib/domain/money/minor";
import type { SurveyAnswer, SurveyQuestionDefinition } from "@/lib/domain/diners/survey";
import type { Tip } from "@/lib/domain/checkout/tip";

/*
 * One schema for PGlite and PostgreSQL. Every table holding brand data carries instance_id, and child
 * rows reference (instance_id, id) pairs so a row can never point at another brand's row.
 * Money columns are integers in the currency's minor unit, typed Minor (lib/domain/money/minor.ts).
 */

const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
const instanceId = () =>
  integer("instance_id")
    .notNull()
    .references(() => instances.id, { onDelete: "cascade" });
const i18n = (name: string) => jsonb(name).$type<LocalizedText>();

export const instances = pgTable("instances", {
  id: id(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  status: text("status", { enum: ["active", "locked"] }).notNull().default("active"),
  language: text("language"),
  langs: jsonb("langs").$type<string[]>().notNull(),
  countryCode: text("country_code").notNull(),
  currency: text("currency").notNull(),
  timezone: text("timezone").notNull(),
  logo: text("logo"),
  theme: jsonb("theme").notNull(),
  styleCustom: text("style_custom"),
  addOns: jsonb("add_ons").$type<string[]>().notNull(),
  pixels: jsonb("pixels").notNull(),
  menuCached: boolean("menu_cached").notNull(),
  rateNps: boolean("rate_nps").notNull(),
  rateDigitalmenu: boolean("rate_digitalmenu").notNull(),
  categoryEstablishment: text("category_establishment").notNull(),
  newMenuV3: boolean("new_menu_v3").notNull(),
  /** product §2's external new menu, where the new-menu flag sends basic on-table menus */
  newMenuUrl: text("new_menu_url"),
  flags: jsonb("flags").notNull(),
  linktree: jsonb("linktree").notNull(),
  linktreeLogo: text("linktree_logo"),
  linktreeAddSuppliers: boolean("linktree_add_suppliers").notNull(),
  links: jsonb("links").notNull(),
  labels: jsonb("labels").notNull(),
  contact: jsonb("contact"),
  inactiveMessage: i18n("inactive_message"),
  /** the brand's other sites allowed to embed its booking popup (CSP frame-ancestors) */
  embedOrigins: jsonb("embed_origins").notNull().$type<string[]>().default([]),
  /** what the brand's kitchens serve, for search engines (schema.org servesCuisine) */
  cuisines: jsonb("cuisines").notNull().default([]),
  /** how the brand reads the landing shortcut and a product added from another branch (lib/domain/routing/navigation.ts, lib/domain/cart/other-branch.ts) */
  landingShortcut: text("landing_shortcut").notNull().default("table_only_brand"),
  otherBranchCart: text("other_branch_cart").notNull().default("offer_new_cart"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const instanceDomains = pgTable("instance_domains", {
  domain: text("domain").primaryKey(),
  instanceId: instanceId(),
});

export const suppliers = pgTable(
  "suppliers",
  {
    id: id(),
    instanceId: instanceId(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    locale: text("locale").notNull(),
    timezone: text("timezone").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    phone: text("phone"),
    whatsapp: text("whatsapp"),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    onTableClass: text("on_table_class").notNull(),
    /** the brand file's call_waiter: false switches the call-waiter control off at this branch */
    callWaiter: boolean("call_waiter").notNull().default(true),
    services: jsonb("services").$type<string[]>().notNull(),
    pay: jsonb("pay").$type<Record<string, boolean>>().notNull(),
    openingHours: jsonb("opening_hours").notNull(),
    active: boolean("active").notNull(),
    image: text("image"),
    /** the brand file's wait_minutes: how long an order usually takes, by how it reaches the diner */
    waitMinutes: jsonb("wait_minutes").$type<{ pickup?: number; delivery?: number }>().notNull().default({}),
    /** the brand file's payment_hold_minutes: how long a table's online part waits for its payment before its share goes back */
    paymentHoldMinutes: integer("payment_hold_minutes").notNull().default(15),
    /** the brand file's booking rules (slots, turn, lead time, party size, days ahead, cut-off, approval); null: no bookings */
    booking: jsonb("booking").$type<BranchBookingRules>(),
    position: integer("position").notNull(),
  },
  (t) => [uniqueIndex("suppliers_instance_slug").on(t.instanceId, t.slug), unique("suppliers_instance_id").on(t.instanceId, t.id)],
);

export const polygons = pgTable(
  "polygons",
  {
    id: id(),
    instanceId: instanceId(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    supplierId: integer("supplier_id").notNull(),
    deliveryPrice: integer("delivery_price").notNull().$type<Minor>(),
    minimumOrderValue: integer("minimum_order_value").notNull().$type<Minor>(),
    area: jsonb("area").notNull(),
    /** the periods the zone is delivered to; null follows the branch's opening hours */
    hours: jsonb("hours").$type<OpeningPeriod[]>(),
    active: boolean("active").notNull(),
  },
  (t) => [
    uniqueIndex("polygons_instance_key").on(t.instanceId, t.key),
    foreignKey({ columns: [t.instanceId, t.supplierId], foreignColumns: [suppliers.instanceId, suppliers.id] }).onDelete("cascade"),
  ],
);

/**
 * The tables, hotel rooms and cinema seats of a branch, in one table: they share what matters (a code, a
 * token a QR code carries, active), and whatever later references "where the diner sits" (an open tab, a
 * call) references one kind of row. A place the file no longer lists is deactivated, never deleted, so
 * rows referencing it stay whole, and listing it again brings back its old token (its printed QR).
 */
export const places = pgTable(
  "places",
  {
    id: id(),
    instanceId: instanceId(),
    supplierId: integer("supplier_id").notNull(),
    kind: text("kind", { enum: PLACE_KINDS }).notNull(),
    /** a seat's cinema room code; "" for tables and rooms, so (branch, kind, cinema_room, code) is one key */
    cinemaRoom: text("cinema_room").notNull().default(""),
    cinemaRoomName: text("cinema_room_name"),
    code: text("code").notNull(),
    /** a table's zone, a seat's zone name */
    zone: text("zone"),
    row: text("row"),
    seats: integer("seats"),
    floor: integer("floor"),
    token: text("token").notNull(),
    active: boolean("active").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    uniqueIndex("places_supplier_kind_code").on(t.instanceId, t.supplierId, t.kind, t.cinemaRoom, t.code),
    uniqueIndex("places_token").on(t.token),
    unique("places_instance_id").on(t.instanceId, t.id),
    foreignKey({ columns: [t.instanceId, t.supplierId], foreignColumns: [suppliers.instanceId, suppliers.id] }).onDelete("cascade"),
  ],
);

/**
 * A diner's call for the waiter from a table. The partial unique index is the rule "one open call
 * per place": two taps at once insert one row, whatever replica they reach.
 */
export const waiterCalls = pgTable(
  "waiter_calls",
  {
    id: id(),
    instanceId: instanceId(),
    placeId: integer("place_id").notNull(),
    reason: text("reason", { enum: WAITER_CALL_REASONS }),
    status: text("status", { enum: WAITER_CALL_STATUSES }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("waiter_calls_one_open").on(t.instanceId, t.placeId).where(sql`${t.status} = 'open'`),
    index("waiter_calls_place_created").on(t.instanceId, t.placeId, t.createdAt),
    foreignKey({ columns: [t.instanceId, t.placeId], foreignColumns: [places.instanceId, places.id] }).onDelete("cascade"),
  ],
);

/**
 * A table's one open tab: the rounds sent from the phones at the table and the bill staff entered
 * join it, and it is paid in parts. The partial unique index is the rule "one open tab per place", whatever
 * replica the first round reaches; `version` grows with every change and is the tab's ETag.
 */
export const tabs = pgTable(
  "tabs",
  {
    id: id(),
    instanceId: instanceId(),
    supplierId: integer("supplier_id").notNull(),
    placeId: integer("place_id").notNull(),
    status: text("status", { enum: ["open", "closed"] }).notNull().default("open"),
    currency: text("currency").notNull(),
    version: integer("version").notNull().default(1),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("tabs_one_open").on(t.instanceId, t.placeId).where(sql`${t.status} = 'open'`),
    index("tabs_place_opened").on(t.instanceId, t.placeId, t.openedAt),
    unique("tabs_instance_id").on(t.instanceId, t.id),
    foreignKey({ columns: [t.instanceId, t.supplierId], foreignColumns: [suppliers.instanceId, suppliers.id] }).onDelete("restrict"),
    foreignKey({ columns: [t.instanceId, t.placeId], foreignColumns: [places.instanceId, places.id] }).onDelete("restrict"),
  ],
);

/**
 * The bill of a tab, line by line: a copy of each round's order lines as they were priced, or a line staff
 * entered (solo-pago). Parts claim these lines, so a round's order can change in the kitchen without
 * changing what was billed.
 */
export const tabLines = pgTable(
  "tab_lines",
  {
    id: id(),
    instanceId: instanceId(),
    tabId: integer("tab_id").notNull(),
    /** the round's order; null for a line staff entered */
    orderId: integer("order_id"),
    label: text("label").notNull(),
    /** the options chosen, as their labels (a round's line: copied from its order line; a line staff entered has none) */
    options: jsonb("options").notNull().default([]).$type<string[]>(),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull().$type<Minor>(),
    total: integer("total").notNull().$type<Minor>(),
  },
  (t) => [
    index("tab_lines_tab").on(t.instanceId, t.tabId),
    unique("tab_lines_instance_id").on(t.instanceId, t.id),
    foreignKey({ columns: [t.instanceId, t.tabId], foreignColumns: [tabs.instanceId, tabs.id] }).onDelete("cascade"),
  ],
);

/**
 * One payer's part of a tab (lib/domain/tabs/split-bill-types.ts BillPart): held while its payment is under way or
 * the waiter has not confirmed it, paid once settled, released when it failed or was withdrawn (a released
 * part no longer counts against the balance). The access token lets its payer withdraw it.
 */
export const tabParts = pgTable(
  "tab_parts",
  {
    id: id(),
    instanceId: instanceId(),
    tabId: integer("tab_id").notNull(),
    way: text("way", { enum: PART_WAYS }).notNull(),
    amount: integer("amount").notNull().$type<Minor>(),
    tip: integer("tip").notNull().$type<Minor>(),
    state: text("state", { enum: ["held", "paid", "released"] }).notNull().default("held"),
    method: text("method", { enum: TAB_PART_METHODS }).notNull(),
    payer: text("payer").notNull(),
    equal: jsonb("equal").$type<{ among: number; shares: number }>(),
    claims: jsonb("claims").notNull().$type<{ lineId: number; numerator: number; denominator: number; amount: Minor }[]>(),
    accessToken: text("access_token").notNull(),
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tab_parts_tab").on(t.instanceId, t.tabId),
    uniqueIndex("tab_parts_idempotency").on(t.instanceId, t.idempotencyKey),
    unique("tab_parts_instance_id").on(t.instanceId, t.id),
    foreignKey({ columns: [t.instanceId, t.tabId], foreignColumns: [tabs.instanceId, tabs.id] }).onDelete("cascade"),
  ],
);

export const categories = pgTable(
  "categories",
  {
    id: id(),
    instanceId: instanceId(),
    key: text("key").notNull(),
    parentId: integer("parent_id"),
    name: i18n("name").notNull(),
    image: text("image"),
    position: integer("position").notNull(),
  },
  (t) => [
    uniqueIndex("categories_instance_key").on(t.instanceId, t.key),
    unique("categories_instance_id").on(t.instanceId, t.id),
    foreignKey({ columns: [t.instanceId, t.parentId], foreignColumns: [t.instanceId, t.id] }).onDelete("cascade"),
  ],
);

export const products = pgTable(
  "products",
  {
    id: id(),
    instanceId: instanceId(),
    key: text("key").notNull(),
    categoryId: integer("category_id").notNull(),
    subcategoryId: integer("subcategory_id"),
    name: i18n("name").notNull(),
    description: i18n("description"),
    image: text("image"),
    price: integer("price").notNull().$type<Minor>(),
    promoPrice: integer("promo_price").$type<Minor>(),
    promoPercent: doublePrecision("promo_percent"),
    isPromo: boolean("is_promo").notNull(),
    isNew: boolean("is_new").notNull(),
    isAlcoholic: boolean("is_alcoholic").notNull(),
    isCombo: boolean("is_combo").notNull(),
    important: boolean("important").notNull(),
    services: jsonb("services").$type<string[] | null>(),
    position: integer("position").notNull(),
  },
  (t) => [
    uniqueIndex("products_instance_key").on(t.instanceId, t.key),
    unique("products_instance_id").on(t.instanceId, t.id),
    foreignKey({ columns: [t.instanceId, t.categoryId], foreignColumns: [categories.instanceId, categories.id] }).onDelete("cascade"),
  ],
);

/** A product as sold at one branch: its price there, stock (null = unlimited) and availability. */
export const productSuppliers = pgTable(
  "product_suppliers",
  {
    id: id(),
    instanceId: instanceId(),
    productId: integer("product_id").notNull(),
    supplierId: integer("supplier_id").notNull(),
    price: integer("price").notNull().$type<Minor>(),
    /** units left (null: unlimited); sales lower it */
    stock: integer("stock"),
    /** the stock the brand file last stated: a re-import stating it again keeps `stock`, a new value sets it */
    fileStock: integer("file_stock"),
    active: boolean("active").notNull(),
    /** "86": staff marked it sold out at this branch until they mark it back; a re-import keeps it */
    soldOut: boolean("sold_out").notNull().default(false),
  },
  (t) => [
    uniqueIndex("product_suppliers_product_supplier").on(t.instanceId, t.productId, t.supplierId),
    index("product_suppliers_supplier").on(t.instanceId, t.supplierId),
    foreignKey({ columns: [t.instanceId, t.productId], foreignColumns: [products.instanceId, products.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.instanceId, t.supplierId], foreignColumns: [suppliers.instanceId, suppliers.id] }).onDelete("cascade"),
  ],
);

export const optionGroups = pgTable(
  "option_groups",
  {
    id: id(),
    instanceId: instanceId(),
    productId: integer("product_id").notNull(),
    key: text("key").notNull(),
    name: i18n("name").notNull(),
    min: integer("min").notNull(),
    max: integer("max").notNull(),
    required: boolean("required").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    uniqueIndex("option_groups_product_key").on(t.instanceId, t.productId, t.key),
    unique("option_groups_instance_id").on(t.instanceId, t.id),
    foreignKey({ columns: [t.instanceId, t.productId], foreignColumns: [products.instanceId, products.id] }).onDelete("cascade"),
  ],
);

export const options = pgTable(
  "options",
  {
    id: id(),
    instanceId: instanceId(),
    groupId: integer("group_id").notNull(),
    key: text("key").notNull(),
    name: i18n("name").notNull(),
    price: integer("price").notNull().$type<Minor>(),
    position: integer("position").notNull(),
  },
  (t) => [
    uniqueIndex("options_group_key").on(t.instanceId, t.groupId, t.key),
    unique("options_instance_id").on(t.instanceId, t.id),
    foreignKey({ columns: [t.instanceId, t.groupId], foreignColumns: [optionGroups.instanceId, optionGroups.id] }).onDelete("cascade"),
  ],
);

/** An option (add-on) staff marked sold out at one branch ("86") until they mark it back. */
export const optionsSoldOut = pgTable(
  "options_sold_out",
  {
    instanceId: instanceId(),
    supplierId: integer("supplier_id").notNull(),
    optionId: integer("option_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.supplierId, t.optionId] }),
    foreignKey({ columns: [t.instanceId, t.supplierId], foreignColumns: [suppliers.instanceId, suppliers.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.instanceId, t.optionId], foreignColumns: [options.instanceId, options.id] }).onDelete("cascade"),
  ],
);

export const comboItems = pgTable(
  "combo_items",
  {
    instanceId: instanceId(),
    comboId: integer("combo_id").notNull(),
    productId: integer("product_id").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.comboId, t.productId] }),
    foreignKey({ columns: [t.instanceId, t.comboId], foreignColumns: [products.instanceId, products.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.instanceId, t.productId], foreignColumns: [products.instanceId, products.id] }).onDelete("cascade"),
  ],
);

/** Rows that may be limited to one branch and/or one service (null = all). */
const scope = () => ({
  supplierId: integer("supplier_id"),
  service: text("service"),
});

export const contentHome = pgTable(
  "content_home",
  {
    id: id(),
    instanceId: instanceId(),
    key: text("key").notNull(),
    image: text("image").notNull(),
    title: i18n("title"),
    link: text("link"),
    position: integer("position").notNull(),
    ...scope(),
  },
  (t) => [
    uniqueIndex("content_home_instance_key").on(t.instanceId, t.key),
    foreignKey({ columns: [t.instanceId, t.supplierId], foreignColumns: [suppliers.instanceId, suppliers.id] }).onDelete("cascade"),
  ],
);

export const contentPopups = pgTable(
  "content_popups",
  {
    id: id(),
    instanceId: instanceId(),
    key: text("key").notNull(),
    image: text("image").notNull(),
    url: text("url"),
    trigger: text("trigger").notNull(),
    position: integer("position").notNull(),
    ...scope(),
  },
  (t) => [
    uniqueIndex("content_popups_instance_key").on(t.instanceId, t.key),
    foreignKey({ columns: [t.instanceId, t.supplierId], foreignColumns: [suppliers.instanceId, suppliers.id] }).onDelete("cascade"),
  ],
);

export const servicePolicies = pgTable(
  "service_policies",
  {
    id: id(),
    instanceId: instanceId(),
    key: text("key").notNull(),
    title: i18n("title").notNull(),
    body: i18n("body").notNull(),
    position: integer("position").notNull(),
    ...scope(),
  },
  (t) => [
    uniqueIndex("service_policies_instance_key").on(t.instanceId, t.key),
    foreignKey({ columns: [t.instanceId, t.supplierId], foreignColumns: [suppliers.instanceId, suppliers.id] }).onDelete("cascade"),
  ],
);

/**
 * The brand file's surveys (product §7 supplier surveys). One the file no longer lists is switched off,
 * not deleted: the brand's summary still reads its title and questions beside the answers it got.
 */
export const surveys = pgTable(
  "surveys",
  {
    id: id(),
    instanceId: instanceId(),
    key: text("key").notNull(),
    title: i18n("title").notNull(),
    intro: i18n("intro"),
    questions: jsonb("questions").notNull().$type<SurveyQuestionDefinition[]>(),
    active: boolean("active").notNull(),
    position: integer("position").notNull(),
    ...scope(),
  },
  (t) => [
    uniqueIndex("surveys_instance_key").on(t.instanceId, t.key),
    foreignKey({ columns: [t.instanceId, t.supplierId], foreignColumns: [suppliers.instanceId, suppliers.id] }).onDelete("cascade"),
  ],
);

/** An ordered list per brand: its position is its identity, so re-importing it changes nothing. */
export const upselling = pgTable(
  "upselling",
  {
    instanceId: instanceId(),
    productId: integer("product_id").notNull(),
    trigger: text("trigger").notNull(),
    position: integer("position").notNull(),
    ...scope(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.position] }),
    foreignKey({ columns: [t.instanceId, t.productId], foreignColumns: [products.instanceId, products.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.instanceId, t.supplierId], foreignColumns: [suppliers.instanceId, suppliers.id] }).onDelete("cascade"),
  ],
);

export const masterProducts = pgTable(
  "master_products",
  {
    instanceId: instanceId(),
    productId: integer("product_id").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.productId] }),
    foreignKey({ columns: [t.instanceId, t.productId], foreignColumns: [products.instanceId, products.id] }).onDelete("cascade"),
  ],
);

/**
 * An order, priced by the server: every amount in minor units, recomputed from the database.
 * Readable only with its access token; a retried submit with the same Idempotency-Key finds this row.
 */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    instanceId: instanceId(),
    supplierId: integer("supplier_id").notNull(),
    accessToken: text("access_token").notNull(),
    idempotencyKey: text("idempotency_key"),
    status: text("status").notNull(),
    progress: text("progress").notNull(),
    service: text("service").notNull(),
    paymentMethod: text("payment_method").notNull(),
    currency: text("currency").notNull(),
    subtotal: integer("subtotal").notNull().$type<Minor>(),
    deliveryPrice: integer("delivery_price").notNull().$type<Minor>(),
    discount: integer("discount").notNull().$type<Minor>(),
    tip: integer("tip").notNull().$type<Minor>(),
    consumptionTax: integer("consumption_tax").notNull().$type<Minor>(),
    total: integer("total").notNull().$type<Minor>(),
    contact: jsonb("contact").notNull(),
    address: jsonb("address"),
    polygonId: integer("polygon_id"),
    /** the tip as the diner chose it (product §3 tip), beside the amount it came to */
    tipChoice: jsonb("tip_choice").$type<Tip>(),
    couponCode: text("coupon_code"),
    /** a scheduled order's slot (product §3 schedule_date and schedule_hour, on the branch's clock) */
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    comments: text("comments"),
    packed: boolean("packed").notNull().default(false),
    cutlery: boolean("cutlery").notNull().default(false),
    /** an uploaded payment receipt: its file under DATA_DIR and its sniffed type */
    receiptPath: text("receipt_path"),
    receiptType: text("receipt_type"),
    receiptUploadedAt: timestamp("receipt_uploaded_at", { withTimezone: true }),
    /** the table, room or seat an on-table order goes to */
    placeId: integer("place_id"),
    /** the table's tab a round joined (checkout mode), and who at the table sent it */
    tabId: integer("tab_id"),
    guest: text("guest"),
    /** what a grab-and-go diner shows at the counter */
    pickupCode: text("pickup_code"),
    /** the campaign visit that led to it (product §7 acquisitions), when the diner's browser reported one */
    acquisitionId: uuid("acquisition_id"),
    /** the diner's profile (product §6), when the call named a valid one: their history on any device */
    profileId: uuid("profile_id"),
    /** when the sweep gave an unpaid online order's stock and coupon use back (once: set in the same transaction) */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_instance_idempotency").on(t.instanceId, t.idempotencyKey),
    unique("orders_instance_id").on(t.instanceId, t.id),
    index("orders_tab").on(t.instanceId, t.tabId),
    index("orders_unreleased").on(t.createdAt).where(sql`${t.releasedAt} IS NULL AND ${t.status} <> 'approved'`),
    foreignKey({ columns: [t.instanceId, t.supplierId], foreignColumns: [suppliers.instanceId, suppliers.id] }).onDelete("restrict"),
    foreignKey({ columns: [t.instanceId, t.placeId], foreignColumns: [places.instanceId, places.id] }).onDelete("restrict"),
    foreignKey({ columns: [t.instanceId, t.tabId], foreignColumns: [tabs.instanceId, tabs.id] }).onDelete("restrict"),
    foreignKey({ columns: [t.instanceId, t.acquisitionId], foreignColumns: [acquisitions.instanceId, acquisitions.id] }).onDelete("restrict"),
    foreignKey({ columns: [t.instanceId, t.profileId], foreignColumns: [profiles.instanceId, profiles.id] }).onDelete("restrict"),
    index("orders_profile").on(t.instanceId, t.profileId, t.createdAt),
  ],
);

/** Product §7 rates: a diner's rating of a purchase, one per order. */
export const orderRatings = pgTable(
  "order_ratings",
  {
    id: id(),
    instanceId: instanceId(),
    orderId: integer("order_id").notNull(),
    /** the order's branch and service, kept beside the rating for the brand's summary */
    supplierId: integer("supplier_id").notNull(),
    service: text("service").notNull(),
    rating: integer("rating").notNull(),
    nps: integer("nps"),
    digitalMenu: integer("digital_menu"),
    comment: text("comment"),
    name: text("name"),
    phone: text("phone"),
    email: text("email"),
    profileId: uuid("profile_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("order_ratings_order").on(t.instanceId, t.orderId),
    index("order_ratings_created").on(t.instanceId, t.createdAt),
    check("order_ratings_rating", sql`${t.rating} BETWEEN 1 AND 10 AND (${t.nps} IS NULL OR ${t.nps} BETWEEN 0 AND 10) AND (${t.digitalMenu} IS NULL OR ${t.digitalMenu} BETWEEN 1 AND 10)`),
    foreignKey({ columns: [t.instanceId, t.orderId], foreignColumns: [orders.instanceId, orders.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.instanceId, t.supplierId], foreignColumns: [suppliers.instanceId, suppliers.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.instanceId, t.profileId], foreignColumns: [profiles.instanceId, profiles.id] }).onDelete("cascade"),
  ],
);

/**
 * A diner's answers to a survey, checked against its questions (lib/domain/diners/survey.ts). The survey is named by
 * key, not referenced, so a re-import never touches answers; a branch with answers cannot be removed.
 */
export const surveyAnswers = pgTable(
  "survey_answers",
  {
    id: id(),
    instanceId: instanceId(),
    surveyKey: text("survey_key").notNull(),
    supplierId: integer("supplier_id").notNull(),
    service: text("service").notNull(),
    /** the table the diner answered at, as the client read it from the table's QR code */
    tableCode: text("table_code"),
    profileId: uuid("profile_id"),
    answers: jsonb("answers").notNull().$type<Record<string, SurveyAnswer>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("survey_answers_created").on(t.instanceId, t.createdAt),
    foreignKey({ columns: [t.instanceId, t.supplierId], foreignColumns: [suppliers.instanceId, suppliers.id] }).onDelete("restrict"),
    foreignKey({ columns: [t.instanceId, t.profileId], foreignColumns: [profiles.instanceId, profiles.id] }).onDelete("cascade"),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: id(),
    instanceId: instanceId(),
    orderId: integer("order_id").notNull(),
    productSupplierId: integer("product_supplier_id").notNull(),
    label: text("label").notNull(),
    unitPrice: integer("unit_price").notNull().$type<Minor>(),
    options: jsonb("options").notNull(),
    quantity: integer("quantity").notNull(),
    lineTotal: integer("line_total").notNull().$type<Minor>(),
  },
  (t) => [
    index("order_lines_order").on(t.instanceId, t.orderId),
    foreignKey({ columns: [t.instanceId, t.orderId], foreignColumns: [orders.instanceId, orders.id] }).onDelete("cascade"),
  ],
);

export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    instanceId: instanceId(),
    /** stored normalized (lib/domain/checkout/coupon.ts normalizeCouponCode) */
    code: text("code").notNull(),
    kind: text("kind", { enum: ["percent", "amount"] }).notNull(),
    value: integer("value").notNull(),
    minSubtotal: integer("min_subtotal").$type<Minor>(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    active: boolean("active").notNull(),
  },
  (t) => [uniqueIndex("coupons_instance_code").on(t.instanceId, t.code), unique("coupons_instance_id").on(t.instanceId, t.id)],
);

/** One row per coupon and diner: "used" is per diner as well as in all (lib/domain/checkout/coupon.ts). */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: id(),
    instanceId: instanceId(),
    couponId: integer("coupon_id").notNull(),
    orderId: integer("order_id").notNull(),
    diner: text("diner").notNull(),
  },
  (t) => [
    uniqueIndex("coupon_redemptions_diner").on(t.instanceId, t.couponId, t.diner),
    foreignKey({ columns: [t.instanceId, t.couponId], foreignColumns: [coupons.instanceId, coupons.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.instanceId, t.orderId], foreignColumns: [orders.instanceId, orders.id] }).onDelete("cascade"),
  ],
);

/**
 * One row per attempt to pay an order, or a part of a table's tab, at a gateway; a declined attempt is
 * followed by a new one. Exactly one of order_id and tab_part_id is set.
 */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    instanceId: instanceId(),
    orderId: integer("order_id"),
    tabPartId: integer("tab_part_id"),
    /** a booking's cover paid in advance */
    bookingId: integer("booking_id"),
    gateway: text("gateway").notNull(),
    /** the reference the gateway signs and echoes in its events; unique across brands */
    reference: text("reference").notNull().unique(),
    method: text("method").notNull(),
    amount: integer("amount").notNull().$type<Minor>(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    transactionId: text("transaction_id"),
    /** how the money was really paid on the gateway's page (lib/domain/payments/paid-with.ts), once the gateway said */
    paidWith: text("paid_with").$type<PaidWith>(),
    /** when a sweep last claimed this pending attempt to ask the gateway: one replica asks, the others skip it */
    sweptAt: timestamp("swept_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payments_order").on(t.instanceId, t.orderId),
    unique("payments_instance_id").on(t.instanceId, t.id),
    index("payments_pending").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    // a part of a tab has one attempt: opening its checkout twice at once cannot charge it twice
    uniqueIndex("payments_one_per_tab_part").on(t.instanceId, t.tabPartId).where(sql`${t.tabPartId} IS NOT NULL`),
    check("payments_pays_one", sql`num_nonnulls(${t.orderId}, ${t.tabPartId}, ${t.bookingId}) = 1`),
    index("payments_booking").on(t.instanceId, t.bookingId),
    foreignKey({ columns: [t.instanceId, t.orderId], foreignColumns: [orders.instanceId, orders.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.instanceId, t.tabPartId], foreignColumns: [tabParts.instanceId, tabParts.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.instanceId, t.bookingId], foreignColumns: [bookings.instanceId, bookings.id] }).onDelete("cascade"),
  ],
);

/**
 * A refund of an online payment (an order, a tab's part, a booking's cover), asked by an owner or a manager: how
 * much and why, who asked and when, and what the gateway answered. The idempotency key makes a repeated request
 * (a double click, a retry) the same refund; the payment's row is locked while the refundable amount is checked.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    instanceId: instanceId(),
    paymentId: integer("payment_id").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    amount: integer("amount").notNull().$type<Minor>(),
    currency: text("currency").notNull(),
    reason: text("reason").notNull(),
    gateway: text("gateway").notNull(),
    /** pending until the gateway answers, then approved or declined (lib/domain/payments/refunds.ts) */
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("pending"),
    /** the gateway's id of the refund (or void), once it answered */
    gatewayRef: text("gateway_ref"),
    /** the gateway's words when it refused */
    gatewayMessage: text("gateway_message"),
    /** the staff account that asked (null: from the command line, as staff_audit) */
    accountId: integer("account_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("refunds_instance_idempotency").on(t.instanceId, t.idempotencyKey),
    index("refunds_payment").on(t.instanceId, t.paymentId),
    check("refunds_positive", sql`${t.amount} > 0`),
    foreignKey({ columns: [t.instanceId, t.paymentId], foreignColumns: [payments.instanceId, payments.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.instanceId, t.accountId], foreignColumns: [staffAccounts.instanceId, staffAccounts.id] }),
  ],
);

/** Every gateway event received, once: the unique checksum drops re-deliveries before they are applied. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: id(),
    gateway: text("gateway").notNull(),
    checksum: text("checksum").notNull(),
    reference: text("reference").notNull(),
    transactionId: text("transaction_id"),
    status: text("status").notNull(),
    /** what the event did: applied, ignored (stale or same status), mismatch (amount or currency), unknown */
    outcome: text("outcome").notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_events_checksum").on(t.gateway, t.checksum), index("payment_events_reference").on(t.reference)],
);

/**
 * A branch's bookable zones: how many people each seats at once. A zone the file no longer lists is
 * switched off, not deleted, so its bookings stay readable.
 */
export const bookingZones = pgTable(
  "booking_zones",
  {
    id: id(),
    instanceId: instanceId(),
    supplierId: integer("supplier_id").notNull(),
    key: text("key").notNull(),
    name: i18n("name").notNull(),
    covers: integer("covers").notNull(),
    active: boolean("active").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    uniqueIndex("booking_zones_supplier_key").on(t.instanceId, t.supplierId, t.key),
    unique("booking_zones_instance_id").on(t.instanceId, t.id),
    foreignKey({ columns: [t.instanceId, t.supplierId], foreignColumns: [suppliers.instanceId, suppliers.id] }).onDelete("cascade"),
  ],
);

/**
 * A table booking (product §3, §4): the slot on the branch's clock and as an instant, the party, who booked and
 * the status. Capacity is checked while the zone's row is locked (lib/server/bookings), so concurrent bookings
 * of the last covers are served one at a time on any replica.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    instanceId: instanceId(),
    supplierId: integer("supplier_id").notNull(),
    zoneId: integer("zone_id").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** the slot as the diner chose it, on the branch's clock: "YYYY-MM-DD" and "HH:MM" */
    localDate: text("local_date").notNull(),
    localTime: text("local_time").notNull(),
    persons: integer("persons").notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull(),
    /** who canceled it: the diner through its link, or the restaurant (declined, a no-show) */
    canceledBy: text("canceled_by", { enum: ["diner", "restaurant"] }),
    contact: jsonb("contact").notNull().$type<{ name: string; phone: string; email: string; document_type: string; document_number: string }>(),
    reason: text("reason"),
    comment: text("comment"),
    /** allergies and other health observations for the kitchen */
    health: text("health"),
    accessToken: text("access_token").notNull(),
    rating: integer("rating"),
    ratingComment: text("rating_comment"),
    /** when the gateway approved the cover paid in advance */
    coverPaidAt: timestamp("cover_paid_at", { withTimezone: true }),
    /** the diner's profile (product §6), when the call named a valid one */
    profileId: uuid("profile_id"),
    /** the table the host seated the party at (status seated) */
    placeId: integer("place_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bookings_zone_starts").on(t.instanceId, t.zoneId, t.startsAt),
    unique("bookings_instance_id").on(t.instanceId, t.id),
    foreignKey({ columns: [t.instanceId, t.supplierId], foreignColumns: [suppliers.instanceId, suppliers.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.instanceId, t.zoneId], foreignColumns: [bookingZones.instanceId, bookingZones.id] }),
    foreignKey({ columns: [t.instanceId, t.profileId], foreignColumns: [profiles.instanceId, profiles.id] }).onDelete("restrict"),
    foreignKey({ columns: [t.instanceId, t.placeId], foreignColumns: [places.instanceId, places.id] }),
  ],
);

/**
 * The walk-in waitlist: a party waiting at a branch for a table now (lib/domain/bookings/waitlist.ts). Ready
 * entries name the table staff gave them; the access token opens the diner's live page.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: id(),
    instanceId: instanceId(),
    supplierId: integer("supplier_id").notNull(),
    persons: integer("persons").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    status: text("status", { enum: WAITLIST_STATUSES }).notNull(),
    placeId: integer("place_id"),
    accessToken: text("access_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** when staff gave the party its table */
    readyAt: timestamp("ready_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("waitlist_branch_status").on(t.instanceId, t.supplierId, t.status, t.id),
    unique("waitlist_entries_instance_id").on(t.instanceId, t.id),
    foreignKey({ columns: [t.instanceId, t.supplierId], foreignColumns: [suppliers.instanceId, suppliers.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.instanceId, t.placeId], foreignColumns: [places.instanceId, places.id] }),
  ],
);

/**
 * Who sits at a table (lib/domain/bookings/table-seating.ts): a booking's party, a waitlist party called to it, or a
 * walk-in. The partial unique index is the rule "one party per table", whatever replica seats the second; the
 * seating ends when the table's tab closes or staff free the table.
 */
export const tableSeatings = pgTable(
  "table_seatings",
  {
    id: id(),
    instanceId: instanceId(),
    supplierId: integer("supplier_id").notNull(),
    placeId: integer("place_id").notNull(),
    source: text("source", { enum: SEATING_SOURCES }).notNull(),
    bookingId: integer("booking_id"),
    waitlistEntryId: integer("waitlist_entry_id"),
    name: text("name"),
    persons: integer("persons").notNull(),
    seatedAt: timestamp("seated_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    ended: text("ended", { enum: SEATING_ENDS }),
  },
  (t) => [
    uniqueIndex("table_seatings_one_party").on(t.instanceId, t.placeId).where(sql`${t.endedAt} IS NULL`),
    index("table_seatings_branch_open").on(t.instanceId, t.supplierId).where(sql`${t.endedAt} IS NULL`),
    foreignKey({ columns: [t.instanceId, t.supplierId], foreignColumns: [suppliers.instanceId, suppliers.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.instanceId, t.placeId], foreignColumns: [places.instanceId, places.id] }).onDelete("cascade"),
  ],
);

/**
 * The notification outbox: messages to diners written in the same transaction as what they tell
 * (a booking's confirmation), delivered afterwards by lib/server/notifications — to an email provider's webhook,
 * or locally to readable files — and retried until they are.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: id(),
    instanceId: instanceId(),
    kind: text("kind").notNull(),
    /** how it goes: email (the mail transport) or sms (the SMS provider) */
    channel: text("channel", { enum: ["email", "sms"] }).notNull().default("email"),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** where it went: "webhook", or the mailbox file it was written to */
    deliveredTo: text("delivered_to"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [index("outbox_due").on(t.deliveredAt, t.nextAttemptAt), index("outbox_instance").on(t.instanceId, t.id)],
);

/*
 * First-party analytics (product §7): a diner's visit (session), the campaign it came from
 * (acquisition), and what happened in it (trackings). Ids are random UUIDs the server makes, so one browser
 * cannot write into another's visit by counting; nothing personal is kept.
 */
export const visitSessions = pgTable(
  "visit_sessions",
  {
    id: uuid("id").primaryKey(),
    instanceId: instanceId(),
    so: text("so"),
    browser: text("browser"),
    pixelWidth: integer("pixel_width"),
    pixelHeight: integer("pixel_height"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("visit_sessions_instance_id").on(t.instanceId, t.id), index("visit_sessions_created").on(t.instanceId, t.createdAt)],
);

/** Product §3 Profile: a diner across visits and devices, anonymous until they fill something in. */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey(),
    instanceId: instanceId(),
    /** the host the profile was created on (product §3 Profile: domain) */
    domain: text("domain"),
    name: text("name"),
    phone: text("phone"),
    phoneCode: text("phone_code"),
    phoneCodeIso2: text("phone_code_iso2"),
    email: text("email"),
    birthdayDate: text("birthday_date"),
    sex: text("sex"),
    dni: text("dni"),
    dniType: text("dni_type"),
    categories: jsonb("categories").$type<string[]>(),
    /** the phone proven with an SMS code (E.164): the key another device finds the profile by */
    verifiedPhone: text("verified_phone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("profiles_instance_id").on(t.instanceId, t.id),
    index("profiles_created").on(t.instanceId, t.createdAt),
    // one profile per proven phone and brand: a second device that proves it gets that profile
    uniqueIndex("profiles_verified_phone").on(t.instanceId, t.verifiedPhone),
  ],
);

/**
 * The secrets that prove a profile: one per device that holds it (kind device, sent as the token header) and
 * one per smart link (kind link, exchanged for a device's own). Only their SHA-256 is kept: a copy of the table
 * cannot act as anyone.
 */
export const profileTokens = pgTable(
  "profile_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    instanceId: instanceId(),
    profileId: uuid("profile_id").notNull(),
    kind: text("kind", { enum: ["device", "link"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [foreignKey({ columns: [t.instanceId, t.profileId], foreignColumns: [profiles.instanceId, profiles.id] }).onDelete("cascade")],
);

/** A 4-digit code sent by SMS to prove a phone (product §5, §9): only its hash, its tries and its end. */
export const phoneVerifications = pgTable(
  "phone_verifications",
  {
    id: id(),
    instanceId: instanceId(),
    profileId: uuid("profile_id").notNull(),
    /** E.164 */
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("phone_verifications_profile").on(t.instanceId, t.profileId, t.createdAt),
    index("phone_verifications_phone").on(t.instanceId, t.phone, t.createdAt),
    foreignKey({ columns: [t.instanceId, t.profileId], foreignColumns: [profiles.instanceId, profiles.id] }).onDelete("cascade"),
  ],
);

export const acquisitions = pgTable(
  "acquisitions",
  {
    id: uuid("id").primaryKey(),
    instanceId: instanceId(),
    sessionId: uuid("session_id").notNull(),
    campaignId: text("campaign_id"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    gclid: text("gclid"),
    fbclid: text("fbclid"),
    referenceCode: text("reference_code"),
    referer: text("referer"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("acquisitions_instance_id").on(t.instanceId, t.id),
    index("acquisitions_created").on(t.instanceId, t.createdAt),
    foreignKey({ columns: [t.instanceId, t.sessionId], foreignColumns: [visitSessions.instanceId, visitSessions.id] }).onDelete("cascade"),
  ],
);

/** Product §7 performance_metrics: what one page view cost a diner — transfer and Core Web Vitals. */
export const performanceMetrics = pgTable(
  "performance_metrics",
  {
    id: id(),
    instanceId: instanceId(),
    sessionId: uuid("session_id").notNull(),
    acquisitionId: uuid("acquisition_id"),
    /** the page's route pattern (lib/domain/analytics/performance-metric.ts metricRoute) */
    route: text("route").notNull(),
    transferKb: doublePrecision("transfer_kb").notNull(),
    lcpMs: integer("lcp_ms"),
    inpMs: integer("inp_ms"),
    cls: doublePrecision("cls"),
    ttfbMs: integer("ttfb_ms"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("performance_metrics_created").on(t.instanceId, t.createdAt),
    foreignKey({ columns: [t.instanceId, t.sessionId], foreignColumns: [visitSessions.instanceId, visitSessions.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.instanceId, t.acquisitionId], foreignColumns: [acquisitions.instanceId, acquisitions.id] }).onDelete("cascade"),
  ],
);

export const trackings = pgTable(
  "trackings",
  {
    id: id(),
    instanceId: instanceId(),
    sessionId: uuid("session_id").notNull(),
    acquisitionId: uuid("acquisition_id"),
    /** the diner's profile (product §7 profile_id), when the browser had one */
    profileId: uuid("profile_id"),
    supplierId: integer("supplier_id"),
    event: text("event").notNull(),
    /** the screen's path (view_vue on the wire) */
    view: text("view").notNull(),
    service: text("service"),
    tableCode: text("table_code"),
    lang: text("lang").notNull(),
    /** the event's product or purchase data */
    data: jsonb("data").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("trackings_created").on(t.instanceId, t.createdAt),
    foreignKey({ columns: [t.instanceId, t.sessionId], foreignColumns: [visitSessions.instanceId, visitSessions.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.instanceId, t.acquisitionId], foreignColumns: [acquisitions.instanceId, acquisitions.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.instanceId, t.profileId], foreignColumns: [profiles.instanceId, profiles.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.instanceId, t.supplierId], foreignColumns: [suppliers.instanceId, suppliers.id] }).onDelete("cascade"),
  ],
);

/*
 * The staff console: people of one brand, their signed-in devices and what they did. An address is
 * an account at one brand only: the same person can be staff of two brands, with a password at each.
 */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: id(),
    instanceId: instanceId(),
    /** lower-cased: accounts are found by it */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** argon2id, in its PHC string form (parameters and salt inside) */
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    /** the branch ids the account works at; empty: all of them (an owner's is always empty) */
    branches: jsonb("branches").$type<number[]>().notNull().default([]),
    /** set: the account cannot sign in, and its sessions stopped working at that moment */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_accounts_instance_email").on(t.instanceId, t.email), unique("staff_accounts_instance_id").on(t.instanceId, t.id)],
);

/** A signed-in device: its id is the SHA-256 (hex) of the cookie's token, so a copy of the table signs nobody in. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    instanceId: instanceId(),
    accountId: integer("account_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("staff_sessions_account").on(t.instanceId, t.accountId),
    foreignKey({ columns: [t.instanceId, t.accountId], foreignColumns: [staffAccounts.instanceId, staffAccounts.id] }).onDelete("cascade"),
  ],
);

/** Who did what: kept as long as the brand; accounts are disabled, never deleted, so entries keep their author. */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: id(),
    instanceId: instanceId(),
    /** null: done from the command line (npm run brand:staff) */
    accountId: integer("account_id"),
    /** what was done, "subject.verb": "staff.created", "order.moved", "payment.confirmed", "product.sold_out" */
    action: text("action").notNull(),
    subjectType: text("subject_type"),
    subjectId: text("subject_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("staff_audit_newest").on(t.instanceId, t.id),
    foreignKey({ columns: [t.instanceId, t.accountId], foreignColumns: [staffAccounts.instanceId, staffAccounts.id] }),
  ],
);

/**
 * A brand's own account at a payment gateway; a brand without one takes payments with the deployment's gateway
 * (PAYMENT_GATEWAY). Its settings are in the clear, its secrets sealed in one box (lib/server/payments/secret-box.ts)
 * by the deployment key whose id is key_id, for this brand only; the sandbox has no secrets, hence no box.
 */
export const paymentAccounts = pgTable(
  "payment_accounts",
  {
    instanceId: integer("instance_id")
      .primaryKey()
      .references(() => instances.id, { onDelete: "cascade" }),
    gateway: text("gateway", { enum: GATEWAY_NAMES }).notNull(),
    /** what anyone may read: Wompi's public key, whether the account is a test one */
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    secretsBox: text("secrets_box"),
    keyId: text("key_id"),
    /** the staff account that set it; null: the command line (npm run brand:payments) */
    updatedBy: integer("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payment_accounts_box_and_key", sql`(${t.secretsBox} IS NULL) = (${t.keyId} IS NULL)`),
    foreignKey({ columns: [t.instanceId, t.updatedBy], foreignColumns: [staffAccounts.instanceId, staffAccounts.id] }),
  ],
);
