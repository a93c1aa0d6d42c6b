import { expect, test } from "@playwright/test";
import { brandUrl } from "./support";

test("a repeat visit with the network offline still shows the menu", async ({ page, context }) => {
  await page.goto(brandUrl("fogon-andino", "/chapinero"));
  await page.locator("[data-menu-ready]").waitFor({ state: "attached" });
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first visit installs the worker; this one is served through it and leaves its copy behind.
  await page.reload();
  await page.locator("[data-menu-ready]").waitFor({ state: "attached" });

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
