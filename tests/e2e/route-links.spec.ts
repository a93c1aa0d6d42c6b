import { expect, type Page } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, tableToken } from "./support";

/*
 * Walks the storefront's links as a diner's taps would — from Main and from a table's menu (a QR's branch screen),
 * on the hydrated pages, the left panel's links included — and checks docs/product.md §2: my orders and bookings,
 * the terms and policies, and pay-only where the brand offers it are each within two taps of both; and every screen
 * of §2 has a way in, by a link found here or, for the screens no link can open, by what opens them (an order
 * placed, a payment, a QR, a message or another site).
 */
const FOGON = "fogon-andino";

/** The screens of product §2, each as the public path a link to it has. */
const SCREENS: Record<string, RegExp> = {
  main: /^\/$/,
  location: /^\/location$/,
  "my-location": /^\/my-location$/,
  "branch-to-on-table": /^\/branch-to-on-table$/,
  "branch-to-take-away": /^\/branch-to-take-away$/,
  "branch-to-book": /^\/branch-to-book$/,
  "branch-without-service": /^\/branch-without-service$/,
  "branch-offices": /^\/branch-offices$/,
  "branch-whatsapp": /^\/branch-whatsapp$/,
  "inactive-instance": /^\/inactive-instance$/,
  home: /^\/[^/]+$/,
  "menu screens": /^\/[^/]+\/(maincategories|subcategories|md)$/,
  product: /^\/[^/]+\/view\/\d+$/,
  "service menus": /^\/[^/]+\/(menu-digital(\/home|\/newhome)?|grab-and-go|service-room)$/,
  cart: /^\/[^/]+\/delivery\/order$/,
  precheckout: /^\/[^/]+\/precheckout$/,
  webcheckout: /^\/[^/]+\/webcheckout\//,
  order: /^\/[^/]+\/(order|checkout)\/\d+$/,
  orders: /^\/[^/]+\/orders$/,
  history: /^\/[^/]+\/history-my-orders$/,
  tab: /^\/[^/]+\/menu-digital\/my-order\/\d+$/,
  "solo-pago": /^\/[^/]+\/solo-pago$/,
  "grab-and-go order": /^\/[^/]+\/grab-and-go\/my-order$/,
  "delivery redirects": /^\/[^/]+\/(delivery|location)$/,
  reservar: /^\/[^/]+\/reservar$/,
  reservarpopup: /^\/reservarpopup\/[^/]+$/,
  "booking pages": /^\/(book_info|rate|waitlist)\//,
  ratecluvi: /^\/ratecluvi\//,
  "smart link": /^\/[^/]+\/sl\//,
  policies: /^\/[^/]+\/politicas-servicio$/,
};

/** The §2 screens no link of the storefront opens, and what opens each (their own specs walk them). */
const OPENED_OTHERWISE: Record<string, string> = {
  "inactive-instance": "a locked brand answers every page with it (tenancy.spec.ts)",
  webcheckout: "placing an order or a part paid online (checkout.spec.ts, at-the-table.spec.ts)",
  order: "placing an order, and the links of my orders once one is placed (ordering.spec.ts)",
  tab: "sending a table's round (at-the-table.spec.ts)",
  "grab-and-go order": "placing a grab-and-go order (at-the-table.spec.ts)",
  "delivery redirects": "old and campaign links: they redirect to the location screen (branch-routes.spec.ts)",
  reservarpopup: "the brand's other sites frame it (booking.spec.ts)",
  "booking pages": "booking or joining the waitlist, and their messages (booking.spec.ts)",
  ratecluvi: "the rating link of a paid order and its message (ratings.spec.ts)",
  "smart link": "a message to the diner's phone (profiles.spec.ts)",
  "my-location": "the location screen's saved places (location.spec.ts)",
  precheckout: "the cart's checkout button, once something is in the cart (checkout.spec.ts)",
  cart: "the floating cart, once something is in it (ordering.spec.ts)",
  orders: "my orders and bookings, while one of this device's orders at the branch is under way (device-orders.test.tsx)",
  "service menus": "a place's QR code and the service routes (at-the-table.spec.ts, menu-service.spec.ts)",
};

const screenOf = (path: string) => Object.entries(SCREENS).find(([, pattern]) => pattern.test(path))?.[0] ?? null;

/** Every storefront link on the page, the closed left panel's included, as paths of this brand's host. */
async function linksOn(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.locator("a[href]").evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return [...new Set(hrefs.flatMap((href) => (href.startsWith(origin) ? [new URL(href).pathname.replace(/\/+$/, "") || "/"] : [])))].filter((path) => !path.startsWith("/api/"));
}

/**
 * The screens reachable from `start` within `taps` taps, and the path of the first link found to each. One page per
 * screen is opened at each depth (every product page has the same links), so the walk stays small.
 */
async function walk(page: Page, start: string, taps: number): Promise<Map<string, string[]>> {
  const origin = new URL(brandUrl(FOGON)).origin;
  const reached = new Map<string, string[]>();
  let frontier = [start];
  const opened = new Set<string>();
  for (let depth = 1; depth <= taps; depth++) {
    const next: string[] = [];
    for (const url of frontier) {
      await page.goto(url);
      const from = new URL(page.url()).pathname;
      for (const path of await linksOn(page, origin)) {
        const screen = screenOf(path);
        if (!screen) continue;
        if (!reached.has(screen)) reached.set(screen, [from, path]);
        if (!opened.has(screen)) {
          opened.add(screen);
          next.push(`${origin}${path}`);
        }
      }
    }
    frontier = next;
  }
  return reached;
}

test("from Main and from a table's menu, my orders and bookings, the terms and pay-only are within two taps, and every §2 screen has a way in", async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await tableToken(request, FOGON, "chapinero", "2");
  const fromMain = await walk(page, brandUrl(FOGON, "/"), 2);
  const fromTable = await walk(page, brandUrl(FOGON, `/chapinero?service=on_table&table=${token}`), 2);
  for (const [start, reached] of [["Main", fromMain], ["the table's menu", fromTable]] as const) {
    const within = Object.fromEntries(["history", "policies", "solo-pago"].map((screen) => [screen, reached.has(screen)]));
    expect(within, `two taps from ${start}`).toEqual({ history: true, policies: true, "solo-pago": true });
  }

  // one way in to every §2 screen: a link on the walk from Main (three taps, for the screens deeper in), or what opens it
  const everywhere = new Map([...(await walk(page, brandUrl(FOGON, "/"), 3)), ...fromTable]);
  const missing = Object.keys(SCREENS).filter((screen) => !everywhere.has(screen) && !OPENED_OTHERWISE[screen]);
  expect(missing).toEqual([]);
  // the screens said to be opened otherwise really have no link on this walk, so the list stays honest
  expect(Object.keys(OPENED_OTHERWISE).filter((screen) => everywhere.has(screen))).toEqual([]);
});
