import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { addProduct, brandUrl, demoBrandFile, expectNoAxeViolationsInEveryTheme, importBrandFile, openMenu, tableToken } from "./support";

// The at-the-table screens under the themes brands choose (support.ts AXE_THEMES), each on a copy of Fogón Andino of
// its own (the other specs keep their parties off its tables).
test("the menu's note on the shared tab, the join dialog, the tab and the pay form pass axe under every brand theme", async ({ page, request }) => {
  const slug = "fogon-mesa-temas";
  const brand = demoBrandFile("fogon-andino");
  brand.instance = { ...brand.instance, slug };
  brand.domains = [];
  expect((await importBrandFile(brand)).code).toBe(0);
  const token = await tableToken(request, slug, "usaquen", "3");

  await openMenu(page, brandUrl(slug, `/usaquen/menu-digital?table=${token}`));
  // Usaquén runs checkout mode: the menu says what the QR lets this phone do, a tab shared by the table
  const note = page.locator("[data-how-it-works]");
  await expect(note).toHaveAttribute("data-how-it-works", "checkout");
  await expect(note.locator("p")).toHaveText(
    "Pide desde tu celular: cada ronda va a la cocina y a la cuenta de la mesa, que todos en la mesa ven. Se paga al final, junta o dividida.",
  );
  await expectNoAxeViolationsInEveryTheme(page, "[data-how-it-works]");
  await page.screenshot({ path: "test-results/how-it-works-checkout.png" });
  await addProduct(page, "Arepa de huevo");
  await page.goto(brandUrl(slug, "/usaquen/delivery/order"));
  await page.getByRole("button", { name: "Enviar a preparar" }).click();
  await expectNoAxeViolationsInEveryTheme(page, "[data-join-dialog]");
  await page.getByRole("button", { name: "Unirme y enviar a preparar" }).click();
  await expect(page.getByRole("heading", { name: "Ronda 1 · Pedida por Invitado 1" })).toBeVisible();
  // this phone's own round, not yet accepted by the kitchen, is offered back
  await expect(page.getByRole("button", { name: "Retirar esta ronda" })).toBeVisible();
  await expectNoAxeViolationsInEveryTheme(page);
  await page.getByRole("button", { name: "Pagar mi parte" }).click();
  // it opens on what this phone ordered, by items, its own unpaid arepa already chosen — not on the whole balance
  const form = page.locator("[data-pay-form]");
  await expect(form.getByRole("radio", { name: "Por productos" })).toBeChecked();
  const mine = form.locator("[data-claim-group=mine]");
  await expect(mine).toContainText("De tus rondas");
  await expect(mine.getByRole("combobox", { name: /Arepa de huevo/ })).toHaveValue("1/1");
  await expect(form.locator("[data-claim-group=shared]")).toHaveCount(0);
  await expect(form.locator("[data-part-preview]")).toHaveText("Tu parte: $ 9.000");
  await expectNoAxeViolationsInEveryTheme(page, "[data-pay-form]");
  // the cookie notice, fixed at the bottom of the screen, would lie across the form in a full-page picture
  await page.getByRole("region", { name: "Aviso de cookies" }).getByRole("button", { name: "Aceptar" }).click();
  await page.screenshot({ path: "test-results/pay-my-part.png", fullPage: true });
});

test("the rate tab's survey passes axe under every brand theme, and thanks the diner when the brand has no banner", async ({ page, request }) => {
  const slug = "fogon-encuesta-temas";
  const brand = demoBrandFile("fogon-andino");
  brand.instance = { ...brand.instance, slug };
  brand.domains = [];
  brand.popups = brand.popups.filter((popup: { trigger: string }) => popup.trigger !== "survey-sent");
  expect((await importBrandFile(brand)).code).toBe(0);
  const token = await tableToken(request, slug, "chapinero", "3");

  await openMenu(page, brandUrl(slug, `/chapinero/menu-digital?table=${token}`));
  await expectNoAxeViolationsInEveryTheme(page, "[data-rate-tab]");
  await page.getByRole("button", { name: "Califícanos" }).click();
  const survey = page.getByRole("dialog", { name: "¿Cómo estuvo tu visita?" });
  await survey.getByRole("button", { name: "Enviar respuestas" }).click();
  await expectNoAxeViolationsInEveryTheme(page, "dialog[data-survey]");
  for (const question of [/comida/, /atención/]) await survey.getByRole("group", { name: question }).getByRole("radio", { name: "8", exact: true }).check();
  await survey.getByRole("group", { name: /volverías/i }).getByRole("radio", { name: "Tal vez" }).check();
  await survey.getByRole("button", { name: "Enviar respuestas" }).click();
  await expect(survey.getByRole("status")).toHaveText("¡Gracias por contarnos cómo estuvo tu visita!");
  await expect(survey).toBeHidden(); // after the thank-you's 2 s
});
