import { gzipSync } from "node:zlib";
import { chromium, devices } from "@playwright/test";
import { CHROMIUM } from "./ensure.mjs";
import { CHROMIUM_FLAGS } from "./bench-lighthouse.mjs";

/**
 * What a real Chromium loads for a page, without throttling (bytes and counts, not timings): Playwright on
 * the Chromium and flags Lighthouse uses, with the Pixel 7 profile of the e2e tests. One fresh context per page,
 * so every figure is a diner's first visit.
 */
export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
export const freshContext = (browser, options = {}) => browser.newContext({ ...devices["Pixel 7"], locale: "es-CO", ...options });

const gzipKB = (bytes) => gzipSync(bytes).length / 1000;

/** Writes `seed.items` into the localStorage of `seed.origin` before the page's own scripts run (a cart, say). */
export async function seedStorage(context, seed) {
  if (seed) await context.addInitScript(({ origin, items }) => {
    if (location.origin === origin) for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, seed);
}

// An RSC fetch of a route (a prefetch or a client navigation): Next marks them with these headers and `_rsc=`.
const isRscRequest = (request) => {
  const headers = request.headers();
  return headers.rsc === "1" || "next-router-prefetch" in headers || new URL(request.url()).searchParams.has("_rsc");
};

/**
 * Opens `url` once (it must answer `status`), waits until the page is settled (load, network idle, a quiet moment
 * for idle-time prefetches) and resolves to:
 *  - jsKB: the gzip size (node:zlib) of every script the page loaded, lazily loaded chunks
 *    included; noModule scripts are never loaded by Chromium, so they do not count;
 *  - rsc: the paths of the RSC requests the page made without any interaction (prefetches of other routes);
 *  - domNodes: elements in the document once settled.
 */
export async function pageLoad(browser, url, seed, { status = 200 } = {}) {
  const context = await freshContext(browser);
  try {
    await seedStorage(context, seed);
    const page = await context.newPage();
    const scripts = new Map(); // url → gzip kB
    const rsc = [];
    page.on("request", (request) => {
      if (isRscRequest(request)) rsc.push(new URL(request.url()).pathname);
    });
    page.on("response", (response) => {
      if (response.request().resourceType() === "script" && !scripts.has(response.url())) scripts.set(response.url(), response.body().then(gzipKB, () => 0));
    });
    const response = await page.goto(url, { waitUntil: "load" });
    if (response?.status() !== status) throw new Error(`${url} answered ${response?.status()}, not ${status}`);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(2000);
    await page.waitForLoadState("networkidle");
    const domNodes = await page.evaluate(() => document.getElementsByTagName("*").length);
    const sizes = await Promise.all(scripts.values());
    return { scripts: sizes.length, jsKB: sizes.reduce((a, b) => a + b, 0), rsc, domNodes };
  } finally {
    await context.close();
  }
}

/**
 * Whether an element Lighthouse named (by its selector) is in the server's HTML: the page opened with JavaScript
 * off, so whatever needs hydration (say a banner that waits for the saved consent) is absent. Lighthouse joins
 * up to four "tag#id" / "tag.firstClass" parts with " > " unescaped, and Tailwind classes need escaping.
 */
export async function inServerHtml(browser, url, selector) {
  const context = await freshContext(browser, { javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    return await page.evaluate((parts) => {
      const escaped = parts.map((part) => part.replace(/^([a-z0-9-]+)([#.])(.+)$/, (_, tag, mark, name) => tag + mark + CSS.escape(name)));
      return document.querySelector(escaped.join(" > ")) !== null;
    }, selector.split(" > "));
  } finally {
    await context.close();
  }
}

/** Lighthouse's mobile throttling (slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up; a 4× slower CPU), applied for real. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * A diner who taps the first dish the moment it shows: seconds from the navigation until that dish is open (the
 * product modal, or its own page if the tap came before the page's scripts ran), on a first visit under
 * Lighthouse's throttling. Interactivity may not be traded for paint.
 */
export async function firstTap(browser, url) {
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const started = Date.now();
    await page.goto(url, { waitUntil: "commit" });
    const dish = page.locator("a[data-product-link]").first();
    await dish.waitFor({ state: "visible", timeout: 30_000 });
    const shown = (Date.now() - started) / 1000;
    const name = (await dish.locator("h3, span").first().textContent())?.trim() ?? "";
    await dish.tap();
    const inModal = page.getByRole("dialog").getByRole("heading", { name, exact: true });
    const onItsPage = page.locator("main h1", { hasText: name });
    await Promise.race([inModal.waitFor({ timeout: 30_000 }), onItsPage.waitFor({ timeout: 30_000 })]);
    return { shown, open: (Date.now() - started) / 1000, how: (await inModal.isVisible()) ? "modal" : "its page" };
  } finally {
    await context.close();
  }
}
