import { freshContext } from "./bench-browser.mjs";

const FIRST_CARD = "a[data-product-link]";

/**
 * Notes, from navigation start, when the first product card is in the document and a frame has been drawn
 * with it (a task after the next animation frame runs once that frame is painted).
 */
function watchFirstCard(selector) {
  const seen = () => {
    if (!document.querySelector(selector)) return false;
    requestAnimationFrame(() => setTimeout(() => (window.__benchFirstCard ??= performance.now())));
    return true;
  };
  new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document, { childList: true, subtree: true });
}

/**
 * Offline from the first visit: opens a branch menu once, online, in a fresh context; waits until
 * the menu is on the page, the service worker controls it (up to 15 s: a worker that never takes the page
 * over still gets its chance) and the network is idle; then goes offline and reloads. Resolves to
 * { served: false, why } when the page or its menu does not come back offline, else to { served: true, fcp,
 * firstCard, paint } in ms from navigation start, paint being when the menu is drawn (the later of the two).
 */
export async function offlineReload(browser, url) {
  const context = await freshContext(browser);
  try {
    await context.addInitScript(watchFirstCard, FIRST_CARD);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await page.locator("[data-menu-ready]").waitFor({ state: "attached", timeout: 30_000 });
    const controlled = await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 15_000 }).then(() => true, () => false);
    await page.waitForLoadState("networkidle");
    // the worker keeps the page last, once the files it needs offline are kept (lib/client/sw/worker.ts)
    if (controlled) await page.waitForFunction(() => caches.match(location.href).then(Boolean), null, { timeout: 15_000, polling: 100 }).catch(() => undefined);

    await context.setOffline(true);
    const reloaded = await page.reload({ waitUntil: "load", timeout: 15_000 }).then((r) => r?.ok() ?? false, () => false);
    if (!reloaded) return { served: false, why: `not served offline${controlled ? "" : "; the worker never controlled the page"}` };
    const drawn = await page.waitForFunction(() => window.__benchFirstCard, null, { timeout: 10_000 }).then(() => true, () => false);
    if (!drawn) return { served: false, why: "served offline without the menu" };
    const { fcp, firstCard } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      firstCard: window.__benchFirstCard,
    }));
    return { served: true, fcp, firstCard, paint: Math.max(fcp, firstCard) };
  } finally {
    await context.close();
  }
}
