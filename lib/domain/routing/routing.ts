import { TOP_LEVEL_SEGMENTS } from "./paths";
import { isServiceKey, type ServiceKey } from "../brand/services";
import { isBrandDocument } from "../seo/brand-document-paths";
import { withoutLinkSecrets } from "../diners/smart-link";

/** Paths the proxy never rewrites: Next's own assets and static files served from public/ (robots.txt and sitemap.xml are the brand's). */
const PUBLIC_ASSET_PREFIXES = ["/demo/", "/schemas/", "/brand-assets/"];

export function isPublicAsset(pathname: string): boolean {
  const hasExtension = /\.[a-z0-9]{1,8}$/i.test(pathname);
  if (!hasExtension || isBrandDocument(pathname)) return false;
  // A single-segment file (/robots.txt, /favicon.ico) or a file under one of public/'s asset folders.
  return pathname.lastIndexOf("/") === 0 || PUBLIC_ASSET_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The internal path of a public page: every page lives under /{instance}/{locale}. */
export function internalPath(slug: string, locale: string, pathname: string): string {
  return `/${slug}/${locale}${pathname === "/" ? "" : pathname}`;
}

/** Where the sandbox gateway's pages live inside the app; the proxy maps its host's every path here. */
export const SANDBOX_PREFIX = "/sandbox-pay";

/*
 * The menu screens render the menu of the diner's service, and a cached page cannot read cookies: so the
 * service is a route param of those screens, like the locale. The proxy inserts it after the branch:
 * /{supplier}/md → /{supplier}/menu/{service}/md. Every other path keeps its shape.
 */
export const MENU_SEGMENT = "menu";
export const SERVICE_COOKIE = "service";
export const LANG_COOKIE = "lang";
/** How long the diner's language and service choices are remembered (for a bare /{branch}: lib/domain/routing/url-choices.ts). */
export const CHOICE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
/** The service param when the diner has not chosen one: the page renders the branch's first service. */
export const DEFAULT_MENU_SERVICE = "default";
export type MenuServiceParam = ServiceKey | typeof DEFAULT_MENU_SERVICE;

const MENU_SCREENS = new Set(["maincategories", "subcategories", "md"]);
const PRODUCT_ID = /^\d{1,9}$/;

/**
 * The branch and the rest of a public menu-screen path: /{supplier} (Home), /{supplier}/maincategories,
 * /subcategories, /md, /{supplier}/view/{product_id} and /{supplier}/{product_id}; null for any other path.
 */
export function menuScreenOf(pathname: string): { supplier: string; rest: string } | null {
  const [supplier, ...rest] = pathname.split("/").slice(1);
  if (!supplier || TOP_LEVEL_SEGMENTS.has(supplier) || rest.some((segment) => !segment)) return null;
  const [first, second, ...more] = rest;
  const isMenu =
    first === undefined ||
    (second === undefined && (MENU_SCREENS.has(first) || PRODUCT_ID.test(first))) ||
    (first === "view" && second !== undefined && more.length === 0);
  return isMenu ? { supplier, rest: rest.map((segment) => `/${segment}`).join("") } : null;
}

/**
 * Product §2's service menus: /{supplier}/menu-digital (and its /home and /newhome), /{supplier}/grab-and-go and
 * /{supplier}/service-room are the branch's Home for that one service, whatever the diner chose before.
 */
const SERVICE_MENUS: Readonly<Record<string, { service: ServiceKey; screens: ReadonlySet<string> }>> = {
  "menu-digital": { service: "on_table", screens: new Set(["home", "newhome"]) },
  "grab-and-go": { service: "grab_and_go", screens: new Set() },
  "service-room": { service: "room_service", screens: new Set() },
};

/** The branch and service of a service-menu path (/{supplier}/menu-digital…), or null for any other path. */
export function serviceMenuOf(pathname: string): { supplier: string; service: ServiceKey } | null {
  const [supplier, name, screen, ...more] = pathname.split("/").slice(1);
  const menu = name === undefined ? undefined : SERVICE_MENUS[name];
  if (!supplier || TOP_LEVEL_SEGMENTS.has(supplier) || !menu || more.length > 0) return null;
  return screen === undefined || menu.screens.has(screen) ? { supplier, service: menu.service } : null;
}

/** The service a link names: its service-menu path, else ?service= (a QR code or campaign link, product §2). */
export function serviceInLink(pathname: string, search: URLSearchParams): ServiceKey | null {
  return serviceMenuOf(pathname)?.service ?? serviceInQuery(search);
}

/** The service a link names (?service=, product §2), when it names one. */
export function serviceInQuery(search: URLSearchParams): ServiceKey | null {
  const service = search.get("service");
  return isServiceKey(service) ? service : null;
}

/** The service a menu screen renders: ?service= (a QR code or campaign link), else the diner's last choice, else the default. */
export function menuServiceParam(query: string | null | undefined, cookie: string | null | undefined): MenuServiceParam {
  if (isServiceKey(query)) return query;
  return isServiceKey(cookie) ? cookie : DEFAULT_MENU_SERVICE;
}

/** The route path of a public path: menu screens get the service inserted after their branch, service menus their own. */
export function withMenuService(pathname: string, service: MenuServiceParam): string {
  const serviceMenu = serviceMenuOf(pathname);
  if (serviceMenu) return `/${serviceMenu.supplier}/${MENU_SEGMENT}/${serviceMenu.service}`;
  const menu = menuScreenOf(pathname);
  return menu ? `/${menu.supplier}/${MENU_SEGMENT}/${service}${menu.rest}` : pathname;
}

/** The app's route path of a public URL, as the proxy rewrites it (before the brand and the language go in front). */
export function routePathOf(pathname: string, search: URLSearchParams): string {
  return withMenuService(withoutLinkSecrets(pathname), menuServiceParam(serviceInLink(pathname, search), null));
}

/** Whether a menu route's service param is one the proxy could have set; anything else is not a page. */
export function isMenuServiceParam(value: string): value is MenuServiceParam {
  return value === DEFAULT_MENU_SERVICE || isServiceKey(value);
}
