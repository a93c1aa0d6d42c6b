import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type TestInfo } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../components/shell/pre-hydration-script";

/** Longest wait for a page's hydration before the test goes on anyway (a test may block the page's scripts). */
const HYDRATION_MS = 5_000;
const EARLY = new Set(["commit", "domcontentloaded"]);

/**
 * React hydrates a page after its scripts ran, in its own time, so the "load" a navigation waits for can come
 * before React has hydrated the page. A test that acts on it right away would
 * act before the app does: every navigation of the suite's pages waits for <html data-hydrated> too (pages
 * without the storefront's layout, an API answer or the unknown-host page, do not wait). Asking for an early
 * `waitUntil` ("domcontentloaded", "commit") skips the wait, for tests about the page before hydration.
 */
async function untilHydrated(page: Page) {
  const ready = (hydrated: string) => !document.documentElement.hasAttribute("data-brand") || document.documentElement.hasAttribute(hydrated);
  // A page that navigates on its own meanwhile, or whose scripts never come, is the test's to judge.
  await page.waitForFunction(ready, HYDRATED_ATTRIBUTE, { timeout: HYDRATION_MS }).catch(() => undefined);
}

type Navigation = (...args: never[]) => Promise<unknown>;

function waitsForHydration(page: Page) {
  for (const name of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[name].bind(page) as Navigation;
    const optionsAt = name === "goto" ? 1 : 0;
    (page[name] as Navigation) = async (...args: never[]) => {
      const response = await navigate(...args);
      const waitUntil = (args[optionsAt] as { waitUntil?: string } | undefined)?.waitUntil ?? "load";
      if (!EARLY.has(waitUntil)) await untilHydrated(page);
      return response;
    };
  }
}

/** A made-up client address per test (and retry): 10.x.y.z from the test's id. */
function dinerAddress(testInfo: TestInfo): string {
  let hash = testInfo.retry;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/**
 * A context of a test's own beside the fixture's (a second phone, a tablet): its pages wait for hydration after
 * each navigation too, so what a test picks before React takes over the page is not reset under it.
 */
export async function newHydratingContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.on("page", waitsForHydration);
  return context;
}

/** Playwright's `test`, whose pages wait for hydration after each navigation (see untilHydrated). */
export const test = base.extend({
  context: async ({ context }, provide, testInfo) => {
    // Each test is a diner of their own, as phones are, not one address placing every order of the suite: the
    // per-address budgets (lib/domain/http/rate-limits.ts, tested in the route tests) would otherwise run out midway.
    await context.setExtraHTTPHeaders({ "x-forwarded-for": dinerAddress(testInfo) });
    context.pages().forEach(waitsForHydration);
    context.on("page", waitsForHydration);
    await provide(context);
  },
});
