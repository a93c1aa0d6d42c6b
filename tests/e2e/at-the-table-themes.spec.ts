import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { addProduct, brandUrl, demoBrandFile, expectNoAxeViolations, importBrandFile, openMenu, tableToken } from "./support";

// The at-the-table screens under the themes brands choose: the demo's own light one, a dark one, and a light one
// whose brand colour has too little contrast with white (lib/domain/brand/theme.ts must keep text readable on all).
const THEMES = {
  light: demoBrandFile("fogon-andino").instance.theme,
  dark: { dark: true, theme_color: "#7c3aed", titles_txt_color: "#f5f3ff", page_bgcolor: "#12101a" },
  pale: { dark: false, theme_color: "#f7e463", titles_txt_color: "#ffffff", page_bgcolor: "#ffffff" },
};

for (const [name, theme] of Object.entries(THEMES)) {
  test(`the join dialog, the tab and the pay form pass axe with a ${name} brand theme`, async ({ page, request }) => {
    const slug = `fogon-${name}`;
    const brand = demoBrandFile("fogon-andino");
    brand.instance = { ...brand.instance, slug, theme };
    brand.domains = [];
    expect((await importBrandFile(brand)).code).toBe(0);
    const token = await tableToken(request, slug, "usaquen", "3");

    await openMenu(page, brandUrl(slug, `/usaquen/menu-digital?table=${token}`));
    await addProduct(page, "Arepa de huevo");
    await page.goto(brandUrl(slug, "/usaquen/delivery/order"));
    await page.getByRole("button", { name: "Enviar a preparar" }).click();
    await expectNoAxeViolations(page, "[data-join-dialog]");
    await page.getByRole("button", { name: "Unirme y enviar a preparar" }).click();
    await expect(page.getByRole("heading", { name: "Ronda 1 · Pedida por Invitado 1" })).toBeVisible();
    // this phone's own round, not yet accepted by the kitchen, is offered back
    await expect(page.getByRole("button", { name: "Retirar esta ronda" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Pagar mi parte" }).click();
    await expectNoAxeViolations(page, "[data-pay-form]");
  });

  test(`the rate tab's survey passes axe with a ${name} brand theme, and thanks the diner when the brand has no banner`, async ({ page, request }) => {
    const slug = `fogon-survey-${name}`;
    const brand = demoBrandFile("fogon-andino");
    brand.instance = { ...brand.instance, slug, theme };
    brand.domains = [];
    brand.popups = brand.popups.filter((popup: { trigger: string }) => popup.trigger !== "survey-sent");
    expect((await importBrandFile(brand)).code).toBe(0);
    const token = await tableToken(request, slug, "chapinero", "3");

    await openMenu(page, brandUrl(slug, `/chapinero/menu-digital?table=${token}`));
    await expectNoAxeViolations(page, "[data-rate-tab]");
    await page.getByRole("button", { name: "Califícanos" }).click();
    const survey = page.getByRole("dialog", { name: "¿Cómo estuvo tu visita?" });
    await survey.getByRole("button", { name: "Enviar respuestas" }).click();
    await expectNoAxeViolations(page, "dialog[data-survey]");
    for (const question of [/comida/, /atención/]) await survey.getByRole("group", { name: question }).getByRole("radio", { name: "8", exact: true }).check();
    await survey.getByRole("group", { name: /volverías/i }).getByRole("radio", { name: "Tal vez" }).check();
    await survey.getByRole("button", { name: "Enviar respuestas" }).click();
    await expect(survey.getByRole("status")).toHaveText("¡Gracias por contarnos cómo estuvo tu visita!");
    await expect(survey).toBeHidden(); // after the thank-you's 2 s
  });
}
