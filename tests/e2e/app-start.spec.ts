import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { LANDING_LOADING_MS } from "../../lib/domain/shell/constants";
import { brandUrl, expectNoAxeViolations, openMenu, productLink, serverUrl } from "./support";

// Product §4 app start, §2 landing loading and §8 error dialog triggers, through the running app.

test("the loading splash is in the server's HTML over the page's top edge, and goes once the app has started", async ({ page, request }) => {
  const html = await (await request.get(`${serverUrl}/chapinero`, { headers: { host: new URL(brandUrl("fogon-andino")).host } })).text();
  expect(html).toContain("data-loading-splash");
  await openMenu(page, brandUrl("fogon-andino", "/chapinero"));
  await expect(page.locator("[data-loading-splash]")).toHaveCount(0);
  // it never stood in front of the menu: the page's heading was the page's, readable under a 4 px bar
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the landing keeps the splash for its first moments, then lets go", async ({ page }) => {
  // The page itself notes when the bar went, counted from its start as the landing counts: on a busy machine the
  // app may start later than those moments, and a test that looked for the bar could miss it.
  await page.addInitScript(() => {
    const noted = window as unknown as { splashSeen?: boolean; splashGoneAt?: number };
    new MutationObserver(() => {
      if (document.querySelector("[data-loading-splash]")) noted.splashSeen = true;
      else if (noted.splashSeen && noted.splashGoneAt === undefined) noted.splashGoneAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(brandUrl("fogon-andino", "/"), { waitUntil: "commit" });
  const goneAt = () => page.evaluate(() => (window as unknown as { splashGoneAt?: number }).splashGoneAt ?? null);
  await expect.poll(goneAt, { timeout: 20_000 }).not.toBeNull();
  expect(await page.evaluate(() => (window as unknown as { splashSeen?: boolean }).splashSeen)).toBe(true);
  expect(await goneAt()).toBeGreaterThanOrEqual(LANDING_LOADING_MS);
});

test("while the splash shows, the landing passes axe: the bar sits in the header's landmark like the rest of the page", async ({ page }) => {
  // the app's scripts never come, so the bar of the server's HTML stays
  await page.route("**/_next/static/chunks/*.js", (route) => route.abort());
  await page.goto(brandUrl("fogon-andino", "/"), { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("progressbar", { name: "Cargando…" })).toBeAttached();
  await expectNoAxeViolations(page);
});

test("a browser that refuses storage still takes the order, and the diner is told it will not be kept", async ({ page }) => {
  await page.addInitScript(() => {
    for (const kind of ["localStorage", "sessionStorage"]) {
      Object.defineProperty(window, kind, {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    }
  });
  await page.goto(brandUrl("fogon-andino", "/chapinero"));
  const dialog = page.getByRole("alertdialog", { name: "Atención" });
  await expect(dialog).toContainText("Tu navegador no deja guardar datos de este sitio");
  await dialog.getByRole("button", { name: "Entendido" }).click();
  await (await productLink(page, "Empanadas de carne (4)")).click();
  await page.getByRole("dialog").getByRole("button", { name: /^Agregar \D*\d/ }).click();
  await expect(page.getByRole("dialog").getByRole("status")).toHaveText("Agregado a tu pedido");
});

test("a device whose storage is full: adding a dish says so and leaves the order as it was", async ({ page }) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.endsWith(":cart") && value.includes('"lines":[{')) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      return setItem.call(this, key, value);
    };
  });
  await openMenu(page, brandUrl("fogon-andino", "/chapinero"));
  await (await productLink(page, "Empanadas de carne (4)")).click();
  await page.getByRole("dialog").getByRole("button", { name: /^Agregar \D*\d/ }).click();
  const error = page.getByRole("alertdialog", { name: "Algo salió mal" });
  await expect(error).toContainText("No pudimos agregar el producto a tu pedido. Inténtalo de nuevo.");
  await error.getByRole("button", { name: "Entendido" }).click();
  // the product form is still there to try again, and nothing reached the cart
  await expect(page.getByRole("dialog").getByRole("button", { name: /^Agregar \D*\d/ })).toBeVisible();
  await expect(page.locator("[data-cart-count]")).toHaveCount(0);
});

test("the device's menu cache failing is told in the page, and the menu is still there (product §8 cache layer)", async ({ page }) => {
  await page.goto(brandUrl("fogon-andino", "/"));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // the brand's menu database, taken by something else (a newer app's, say): no menu store in it
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open("comanda-menu-fogon-andino", 999);
        opening.onsuccess = () => resolve(opening.result.close());
        opening.onerror = () => reject(opening.error);
      }),
  );
  await page.goto(brandUrl("fogon-andino", "/chapinero"));
  const warning = page.getByRole("alertdialog", { name: "Atención" });
  await expect(warning).toContainText("No pudimos guardar el contenido de inicio del menú en este dispositivo.");
  await warning.getByRole("button", { name: "Entendido" }).click();
  await expect(page.locator("a[data-product-link]", { hasText: "Lechona tolimense" }).first()).toBeVisible();
});
