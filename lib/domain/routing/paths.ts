import type { BranchScreen } from "./branch-screens";
import { PLACE_KINDS, placeService, type PlaceKind } from "../tabs/places";

/*
 * Every link of the storefront, as the public URL a diner sees (product §2 paths). The proxy maps each to its
 * internal route; nothing else builds these strings. Branch slugs and ids are encoded, tokens go in the query.
 */

/** A path segment from a slug, id or token: encoded, so it can never add a segment of its own. */
export const segment = (value: string | number) => encodeURIComponent(String(value));
/** A link that opens with its own token (an order, a payment), in the query. */
export const withToken = (path: string, token: string | null | undefined) => (token ? `${path}?token=${encodeURIComponent(token)}` : path);

export const LANDING_PATH = "/";
export const LOCATION_PATH = "/location";
export const MY_LOCATION_PATH = "/my-location";
export const INACTIVE_PATH = "/inactive-instance";

export const BRANCH_SCREEN_PATHS: Readonly<Record<BranchScreen, string>> = {
  take_away: "/branch-to-take-away",
  on_table: "/branch-to-on-table",
  book: "/branch-to-book",
  without_service: "/branch-without-service",
  offices: "/branch-offices",
  whatsapp: "/branch-whatsapp",
};

/** The branch screens of product §2 (/branch-to-on-table, /branch-offices…). */
export function branchScreenPath(screen: BranchScreen): string {
  return BRANCH_SCREEN_PATHS[screen];
}

/** Product §2 /reservarpopup/{branch_id}: the booking form alone, for the brand's other sites to frame. */
export const BOOKING_POPUP_PREFIX = "/reservarpopup";

/** The top-level paths that are never a branch: the first segment of anything else is a supplier_id. */
export const TOP_LEVEL_SEGMENTS: ReadonlySet<string> = new Set([
  ...[LOCATION_PATH, MY_LOCATION_PATH, INACTIVE_PATH, ...Object.values(BRANCH_SCREEN_PATHS)].map((path) => path.slice(1)),
  BOOKING_POPUP_PREFIX.slice(1),
  "book_info",
  "waitlist",
  "rate",
  "ratecluvi",
  // the new menu's path (product §2), served elsewhere; listed so that it is never read as a branch
  "newmenu",
  // the staff console (../staff/staff-paths.ts)
  "staff",
]);

/** Home (product §2 /{supplier_id}): the branch's menu. */
export function branchPath(supplier: string): string {
  return `/${segment(supplier)}`;
}

/** Product §2 /{supplier_id}/politicas-servicio: the brand's service policies at the branch. */
export function policiesPath(supplier: string): string {
  return `${branchPath(supplier)}/politicas-servicio`;
}

/** MainCategories, SubCategories and the short menu (md). */
export function menuScreenPath(supplier: string, screen: "maincategories" | "subcategories" | "md"): string {
  return `${branchPath(supplier)}/${screen}`;
}

/** One category's place on the SubCategories screen. */
export function categoryPath(supplier: string, categoryId: number): string {
  return `${menuScreenPath(supplier, "subcategories")}#cat-${categoryId}`;
}

/** A product's own page (/{supplier_id}/view/{product_id}). */
export function productPath(supplier: string, productId: number): string {
  return `${branchPath(supplier)}/view/${segment(productId)}`;
}

/** MyOrder: the cart in progress (/{supplier_id}/delivery/order). */
export function cartPath(supplier: string): string {
  return `${branchPath(supplier)}/delivery/order`;
}

export function precheckoutPath(supplier: string): string {
  return `${branchPath(supplier)}/precheckout`;
}

/** An order's page; the token is what lets this diner read it. */
export function orderPath(supplier: string, orderId: number | string, token?: string | null): string {
  return withToken(`${branchPath(supplier)}/order/${segment(orderId)}`, token);
}

/** Product §2 OnTableMenuDigital: the branch's on-table menu, whatever service the diner chose before. */
export function menuDigitalPath(supplier: string): string {
  return `${branchPath(supplier)}/menu-digital`;
}

/** The device's latest grab-and-go order at the branch: its pickup code and progress (product §2). */
export function grabAndGoOrderPath(supplier: string): string {
  return `${branchPath(supplier)}/grab-and-go/my-order`;
}

/** This device's orders at the branch that are still under way (product §2 /orders). */
export function activeOrdersPath(supplier: string): string {
  return `${branchPath(supplier)}/orders`;
}

/** Every order this device placed at the brand. */
export function historyPath(supplier: string): string {
  return `${branchPath(supplier)}/history-my-orders`;
}

/** Product §2 /ratecluvi/{purchase_id}/{token}: rates a purchase (its access token in the path, as product §2 shapes the link). */
export function ratePurchasePath(orderId: number, token: string): string {
  return `/ratecluvi/${segment(orderId)}/${segment(token)}`;
}

/** Opens a payment attempt and goes on to the gateway's hosted checkout. */
export function webcheckoutPath(supplier: string, orderId: number | string, token: string): string {
  return withToken(`${branchPath(supplier)}/webcheckout/${segment(orderId)}`, token);
}

/** The query parameter a place's token travels in: ?table=, ?room= or ?seat=. */
export const PLACE_TOKEN_PARAMS: Readonly<Record<PlaceKind, string>> = { table: "table", room: "room", seat: "seat" };

/** The place token a URL carries (?table=, ?room= or ?seat=, the first present), as typed: the API says what it names. */
export function placeTokenIn(search: URLSearchParams): string | null {
  for (const kind of PLACE_KINDS) {
    const token = search.get(PLACE_TOKEN_PARAMS[kind]);
    if (token) return token;
  }
  return null;
}

/** A place's menu: its branch's menu for the service the place opens, with its token (what its QR code carries). */
export function placeMenuPath(supplier: string, kind: PlaceKind, token: string): string {
  const query = new URLSearchParams({ service: placeService(kind), [PLACE_TOKEN_PARAMS[kind]]: token });
  return `${branchPath(supplier)}?${query.toString()}`;
}

/**
 * The public URL a place's QR code carries: its branch's menu on the brand's host (`origin`, e.g.
 * https://pedidos.fogonandino.co), with the service the place opens and its token, e.g.
 * /chapinero?service=on_table&table=…, ?service=room_service&room=…, ?service=cinema&seat=…. The menu
 * page ignores the token (it stays cached per brand, locale and service); the browser reads it and asks
 * GET /api/v1/places/{token} which place it names.
 */
export function placeQrUrl(origin: string, supplier: string, kind: PlaceKind, token: string): string {
  return new URL(placeMenuPath(supplier, kind, token), origin).toString();
}

/**
 * A table's tab (product §2 /{supplier_id}/menu-digital/my-order/{purchase_id}; the purchase is the table's tab):
 * what every phone at the table follows. The place's token rides along, as in its QR URL, so the page can
 * ask for the tab without the server rendering per table.
 */
export function tabPath(supplier: string, tabId: number, kind: PlaceKind, placeToken: string): string {
  return `${branchPath(supplier)}/menu-digital/my-order/${segment(tabId)}?${PLACE_TOKEN_PARAMS[kind]}=${encodeURIComponent(placeToken)}`;
}

/**
 * Product §2 /{supplier_id}/solo-pago: pay the scanned place's current tab. With the place, its token rides along as
 * in its QR URL; without, the page uses the place this phone scanned at the branch (or asks to scan it).
 */
export function payOnlyPath(supplier: string, place?: { kind: PlaceKind; token: string }): string {
  const path = `${branchPath(supplier)}/solo-pago`;
  return place ? `${path}?${PLACE_TOKEN_PARAMS[place.kind]}=${encodeURIComponent(place.token)}` : path;
}

/** The gateway's hosted checkout for one part of a table's tab, opened with the part's own token. */
export function partWebcheckoutPath(supplier: string, partId: number, token: string): string {
  return withToken(`${branchPath(supplier)}/webcheckout/tab/${segment(partId)}`, token);
}

/**
 * The origin a brand's QR codes point at when no other is given: its first custom domain over https, else
 * its own `<slug>.<root domain>` host (plain http with the port on localhost, where the demo runs).
 */
export function brandOrigin(brand: { slug: string; domains: readonly string[] }, rootDomain: string, port: number): string {
  const [domain] = brand.domains;
  if (domain) return `https://${domain}`;
  return rootDomain === "localhost" ? `http://${brand.slug}.localhost:${port}` : `https://${brand.slug}.${rootDomain}`;
}
