import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl } from "./support";

test("one online visit is enough: reloaded offline, the menu, its offline notice and the product modal still work", async ({ page, context }) => {
  await page.goto(brandUrl("fogon-andino", "/chapinero"));
  await page.locator("[data-menu-ready]").waitFor({ state: "attached" });
  // The worker installs during this first visit and takes over; it keeps the page it never served and the
  // menu is loaded once more through it into the brand's IndexedDB. No second online visit follows.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => page.evaluate(() => caches.match(location.href).then(Boolean))).toBe(true);
  await expect.poll(() => page.evaluate(savedProducts)).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("El Fogón Andino · Chapinero");
  await expect(page.locator("li", { hasText: "Empanadas de carne (4)" }).locator("[data-price]")).toHaveText("$ 12.000");
  await expect(page.getByText("Sin conexión: estás viendo la carta guardada en este dispositivo.")).toBeVisible();

  // and the product modal still opens from the copy on the device
  await page.locator("a[data-product-link]", { hasText: "Lechona tolimense" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Lechona tolimense" })).toBeVisible();
  await context.setOffline(false);
});

/**
 * Products in the brand's menu cache (product §3), read with IndexedDB itself: the page loads no Dexie. Only an
 * existing database is opened (opening creates), and it is closed at once, never in the worker's way.
 */
async function savedProducts(): Promise<number> {
  const name = "comanda-menu-fogon-andino";
  if (!(await indexedDB.databases()).some((db) => db.name === name)) return 0;
  return new Promise((resolve) => {
    const opening = indexedDB.open(name);
    opening.onerror = () => resolve(0);
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains("products")) {
        db.close();
        return resolve(0);
      }
      const counting = db.transaction("products").objectStore("products").count();
      counting.onsuccess = () => resolve(counting.result);
      counting.onerror = () => resolve(0);
      db.close(); // closes once the count's transaction is done
    };
  });
}
