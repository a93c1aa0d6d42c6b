import { expect, type Page } from "@playwright/test";
import { test } from "./hydrated";
import { addProduct, brandUrl, demoBrandFile, importBrandFile } from "./support";

// A brand's Google Analytics and Meta pixels load only after the diner accepts cookies, and hear the app's events.
const SLUG = "pixeles";
const THIRD_PARTIES = /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|www\.google-analytics\.com|www\.facebook\.com)\//;

test.beforeAll(async () => {
  const brand = demoBrandFile("fogon-andino");
  brand.instance = { ...brand.instance, slug: SLUG, pixels: { google_analytics: "G-COMANDA123", facebook: "1234567890123" } };
  brand.domains = [];
  expect((await importBrandFile(brand)).code).toBe(0);
});

/** The pixels' hosts cannot be reached from here: each library is a stand-in that keeps what it was given, as theirs would send it. */
async function standInPixels(page: Page): Promise<string[]> {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (THIRD_PARTIES.test(request.url())) asked.push(request.url());
  });
  await page.route(THIRD_PARTIES, (route) => route.fulfill({ contentType: "text/javascript", body: "window.__pixelLibraries = (window.__pixelLibraries || 0) + 1;" }));
  return asked;
}

const gtagEvents = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).filter((args) => args[0] === "event").map((args) => args[1]));
const fbqEvents = (page: Page) => page.evaluate(() => (window.fbq?.queue ?? []).map((args) => (args as unknown[])[1]));

test("no pixel loads or hears anything before consent; after it, both load and hear the page and the cart, and stay on the next page", async ({ page }) => {
  const asked = await standInPixels(page);
  await page.goto(brandUrl(SLUG, "/chapinero?service=take_away"));
  await addProduct(page, "Empanadas de carne (4)");
  expect(asked).toEqual([]);
  expect(await page.evaluate(() => [typeof window.gtag, typeof window.fbq])).toEqual(["undefined", "undefined"]);

  await page.getByRole("region", { name: "Aviso de cookies" }).getByRole("button", { name: "Aceptar" }).click();
  await expect.poll(() => asked.map((url) => new URL(url).host).sort()).toEqual(["connect.facebook.net", "www.googletagmanager.com"]);
  expect(asked.find((url) => url.includes("googletagmanager"))).toContain("id=G-COMANDA123");
  // what happened before consent on this page, then what comes after
  await expect.poll(() => gtagEvents(page)).toEqual(["page_view", "add_to_cart"]);
  expect(await fbqEvents(page)).toEqual(expect.arrayContaining(["1234567890123", "PageView", "AddToCart"]));

  // the next page: the pixels stay, and hear it
  await page.reload();
  await expect.poll(() => gtagEvents(page)).toContain("page_view");
});
