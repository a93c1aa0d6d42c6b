import { expect } from "@playwright/test";
import { test } from "./hydrated";
import {
  addProduct,
  branchMenuUrl,
  brandUrl,
  confirmAddressAtPin,
  demoBrandFile,
  expectNoAxeViolationsInEveryTheme,
  fillAddress,
  importBrandFile,
  openMenu,
} from "./support";

const SLUG = "fogon-madrugada";
const PICADA = "Picada del Fogón (para 2)";

/** Fogón Andino under another name, its Chapinero branch open from 11:00 to 22:00 every day (the demo's copy is open all day). */
function earlyBrand() {
  const brand = demoBrandFile("fogon-andino");
  brand.instance.slug = SLUG;
  brand.instance.name = "Fogón de Madrugada";
  brand.domains = [];
  // the greeting popups are another test's subject: here they would only stand between the diner and the menu
  brand.popups = [];
  const chapinero = brand.branches.find((branch: { slug: string }) => branch.slug === "chapinero")!;
  chapinero.opening_hours = [{ days: [1, 2, 3, 4, 5, 6, 7], open: "11:00", close: "22:00" }];
  return brand;
}

/**
 * 08:00 tomorrow in Bogotá: the branch is closed and opens today. Tomorrow, since the pages are rendered now and hand
 * the browser the branch's week from now on; a moment before their rendering would read as the state they were rendered in.
 */
function tomorrowAtEight(): Date {
  const bogotaToday = new Date(Date.now() - 5 * 60 * 60_000).toISOString().slice(0, 10);
  const tomorrow = new Date(new Date(`${bogotaToday}T00:00:00Z`).getTime() + 24 * 60 * 60_000).toISOString().slice(0, 10);
  return new Date(`${tomorrow}T08:00:00-05:00`);
}

test("a cart at a closed branch says when it opens and offers to schedule it for later, the cart kept", async ({ page }) => {
  expect((await importBrandFile(earlyBrand())).code).toBe(0);
  await page.clock.install({ time: tomorrowAtEight() });

  await openMenu(page, brandUrl(SLUG, "/chapinero?service=take_away"));
  await addProduct(page, PICADA);

  // the cart: closed, opening today, and the way to order for later
  await page.goto(brandUrl(SLUG, "/chapinero/delivery/order"));
  const notice = page.locator("[data-branch-closed]");
  await expect(notice.getByRole("status")).toHaveText("Esta sede está cerrada ahora. Abre hoy a las 11:00.");
  // ordering for later is the way on: the checkout cannot take the order for now, so its "Continuar" steps back
  await expect(notice.getByRole("link", { name: "Programar para más tarde" })).toHaveClass(/btn-primary/);
  await expect(page.getByRole("link", { name: "Continuar" })).toHaveClass(/btn-outline/);
  await expectNoAxeViolationsInEveryTheme(page);
  await page.screenshot({ path: "test-results/closed-branch-cart.png", fullPage: true });

  // the checkout's first step says the same, with the same way on
  await page.getByRole("link", { name: "Continuar" }).click();
  await expect(page).toHaveURL(brandUrl(SLUG, "/chapinero/precheckout"));
  await expect(notice.getByRole("status")).toHaveText("Esta sede está cerrada ahora. Abre hoy a las 11:00.");
  await notice.getByRole("link", { name: "Programar para más tarde" }).click();

  // a scheduled delivery needs an address: one the Chapinero branch reaches keeps the cart there
  await expect(page).toHaveURL(brandUrl(SLUG, "/location?service=schedule"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("¿A dónde llevamos tu pedido programado?");
  await fillAddress(page, { address: "Carrera 7 # 60-20", neighbourhood: "Chapinero", reference: "Portería principal" });
  await confirmAddressAtPin(page);
  await expect(page).toHaveURL(branchMenuUrl(SLUG, "chapinero", "schedule"));

  await page.goto(brandUrl(SLUG, "/chapinero/delivery/order"));
  await expect(page.locator("[data-line]", { hasText: PICADA })).toBeVisible();
  // a scheduled order takes a slot in the hours: nothing stands in its way now
  await expect(page.locator("[data-branch-closed]")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Continuar" })).toHaveClass(/btn-primary/);
  await page.getByRole("link", { name: "Continuar" }).click();
  await expect(page).toHaveURL(brandUrl(SLUG, "/chapinero/precheckout"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Finaliza tu pedido");
  await expect(page.locator("[data-branch-closed]")).toHaveCount(0);
});
