import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, expectNoAxeViolations } from "./support";
import { E2E_PORT } from "../../playwright.config";

test.describe("one deployment, many brands", () => {
  test("each demo brand shows its own name and theme colour on its host", async ({ page }) => {
    await page.goto(brandUrl("fogon-andino"));
    await expect(page).toHaveTitle("El Fogón Andino");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("El Fogón Andino");
    await expect(page.locator("header")).toHaveCSS("background-color", "rgb(181, 50, 31)");
    const delivery = page.getByRole("navigation", { name: "Servicios" }).getByRole("link", { name: /^Domicilio/ });
    await expect(delivery).toHaveCSS("background-color", "rgb(181, 50, 31)");
    await expect(delivery).toHaveCSS("color", "rgb(255, 255, 255)");
    await expectNoAxeViolations(page);

    await page.goto(brandUrl("mercado-luna"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mercado Luna");
    await expect(page.getByRole("navigation", { name: "Servicios" }).getByRole("link").first()).toHaveCSS("background-color", "rgb(124, 58, 237)");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.locator("header")).toHaveAttribute("data-variant", "newhome");
    await expectNoAxeViolations(page);
  });

  test("a brand is served on its custom domain too", async ({ page }) => {
    await page.goto(`http://pedidos.fogonandino.co:${E2E_PORT}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("El Fogón Andino");
  });

  test("a locked brand sends every page to its inactive screen", async ({ page }) => {
    await page.goto(brandUrl("cafe-parque", "/centro"));
    await expect(page).toHaveURL(brandUrl("cafe-parque", "/inactive-instance"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Café del Parque no está disponible");
    await expectNoAxeViolations(page);
  });

  test("an unknown host gets a 404 that says no brand lives there", async ({ page }) => {
    const response = await page.goto(brandUrl("no-existe"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No hay ninguna marca en esta dirección");
  });

  test("a branch shows its menu with prices in the brand's currency", async ({ page }) => {
    await page.goto(brandUrl("fogon-andino", "/chapinero"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("El Fogón Andino · Chapinero");
    const empanadas = page.locator("li", { hasText: "Empanadas de carne (4)" });
    await expect(empanadas.locator("[data-price]")).toHaveText("$ 12.000");
    await expectNoAxeViolations(page);
  });
});

test.describe("languages", () => {
  test.use({ locale: "en-US" });

  test("a page's language is its URL's: an English browser reads the brand's own until it picks English", async ({ page }) => {
    await page.goto(brandUrl("fogon-andino"));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.goto(brandUrl("fogon-andino", "/?lang=en"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText("How would you like to order today?")).toBeVisible();
  });

  test("a brand that only speaks Spanish stays in Spanish", async ({ page }) => {
    await page.goto(brandUrl("cafe-parque", "/inactive-instance"));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});

test("?lang= is remembered while the diner moves around", async ({ page }) => {
  await page.goto(brandUrl("mercado-luna", "/?lang=pt"));
  await expect(page.getByText("Como você quer pedir hoje?")).toBeVisible();
  await page.getByRole("link", { name: "Nossas lojas" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nossas lojas");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
});

test("the cookies notice shows until accepted, and stays accepted", async ({ page }) => {
  await page.goto(brandUrl("costa-miraflores"));
  const notice = page.getByRole("region", { name: "Aviso de cookies" });
  await expect(notice).toBeVisible();
  // While shown, the fixed notice covers the bottom of the page: axe would measure what is under it.
  await expectNoAxeViolations(page, "section[aria-label]");
  await notice.getByRole("button", { name: "Aceptar" }).click();
  await expect(notice).toBeHidden();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
});

test("the cookies notice is in the server HTML: shown before any script loads, and never to a diner who accepted", async ({ page }) => {
  // Next's scripts never arrive: what shows is the server's HTML, its stylesheet and the inline <head> script.
  await page.route("**/_next/static/chunks/*.js", (route) => route.abort());
  await page.goto(brandUrl("mercado-luna"));
  const notice = page.getByRole("region", { name: "Aviso de cookies" });
  await expect(notice).toBeVisible();
  // the dark theme's banner (the light one is checked above)
  await expectNoAxeViolations(page, "section[aria-label]");

  await page.evaluate(() => localStorage.setItem("comanda:mercado-luna:legal", JSON.stringify({ state: { check_cookies: true }, version: 0 })));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
});

test("the left panel opens from the header and lists the brand's branches", async ({ page }) => {
  await page.goto(brandUrl("fogon-andino"));
  await page.getByRole("button", { name: "Abrir menú" }).click();
  const panel = page.getByRole("dialog", { name: "Menú" });
  await expect(panel.getByRole("link", { name: "El Fogón Andino · Usaquén", exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
});
