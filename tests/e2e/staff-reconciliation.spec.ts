import { readFileSync } from "node:fs";
import { devices, expect } from "@playwright/test";
import { test } from "./hydrated";
import { ownedDemoBrand, signedInStaff, TEST_OWNER_PASSWORD } from "./staff-support";
import { addProduct, brandUrl, expectNoAxeViolationsInEveryTheme, openMenu, payByCard, tableToken } from "./support";

/*
 * The end of a day of service: a diner at Usaquén's table 6 (a Pixel 7) pays her part of the tab by card at the
 * sandbox; the owner, on a tablet, opens the console's reconciliation, finds that part beside the day's figures,
 * refunds it from its row, and the figures and the diner's tab both say so. axe passes under every brand theme.
 */
test("the owner reconciles the day's online payments and refunds a table's part from its row", async ({ browser, request }) => {
  // a diner's round and payment at the gateway, then the console: more than one screen's budget
  test.setTimeout(300_000);
  const { slug, owner: email } = await ownedDemoBrand("conciliacion");
  const token = await tableToken(request, slug, "usaquen", "6");

  const ana = await (await browser.newContext({ ...devices["Pixel 7"], locale: "es-CO" })).newPage();
  await openMenu(ana, brandUrl(slug, `/usaquen/menu-digital?table=${token}`));
  await addProduct(ana, "Chicharrón crocante con arepa");
  await ana.goto(brandUrl(slug, "/usaquen/delivery/order"));
  await ana.getByRole("button", { name: "Enviar a preparar" }).click();
  const join = ana.getByRole("dialog", { name: "Únete al pedido de la mesa 6" });
  await join.getByLabel("Tu nombre (opcional)").fill("Ana");
  await join.getByRole("button", { name: "Unirme y enviar a preparar" }).click();
  const tabUrl = new RegExp(`^${brandUrl(slug, "/usaquen/menu-digital/my-order/")}\\d+`);
  await expect(ana).toHaveURL(tabUrl);
  await ana.getByRole("button", { name: "Pagar mi parte" }).click();
  const form = ana.locator("[data-pay-form]");
  await form.getByRole("radio", { name: "Tarjeta" }).check();
  await form.getByRole("button", { name: "Pagar $ 19.800" }).click();
  await payByCard(ana, "4242 4242 4242 4242");
  await expect(ana).toHaveURL(tabUrl, { timeout: 15_000 });
  await expect(ana.locator("[data-part][data-state=paid]")).toHaveCount(1, { timeout: 10_000 });

  const owner = await signedInStaff(browser, { brand: slug, email, password: TEST_OWNER_PASSWORD });
  await owner.getByRole("navigation", { name: "Secciones de la consola" }).getByRole("link", { name: "Conciliación" }).click();
  await expect(owner).toHaveURL(brandUrl(slug, "/staff/reconciliation"));
  await expect(owner.getByRole("heading", { level: 1, name: "Conciliación de pagos" })).toBeVisible();
  const figure = (key: string) => owner.locator(`[data-figure=${key}]`);
  await expect(figure("taken")).toHaveText("$ 19.800");
  await expect(figure("flagged")).toHaveText("0");
  await expect(owner.getByText("Todo cuadra: ningún pago por revisar.")).toBeVisible();
  const row = owner.getByRole("row", { name: /Cuenta de 6 · parte #\d+/ });
  await expect(row).toContainText("Tarjeta · Sandbox de pruebas");
  await expect(row).toContainText("Aprobado");
  await expectNoAxeViolationsInEveryTheme(owner);

  await row.getByRole("button", { name: "Reembolsar" }).click();
  const dialog = owner.getByRole("dialog", { name: /^Reembolsar la parte #\d+ de una cuenta$/ });
  await expect(dialog.getByLabel("Monto a reembolsar")).toHaveValue("19800");
  await dialog.getByLabel("Motivo").fill("El chicharrón no salió");
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await expectNoAxeViolationsInEveryTheme(owner);
  await dialog.getByRole("button", { name: "Reembolsar $ 19.800" }).click();
  await expect(dialog).toBeHidden();

  // the page reads the day again: refunded in full, nothing kept, nothing more to refund on that row
  await expect(figure("refunded")).toHaveText("$ 19.800");
  await expect(figure("net")).toHaveText("$ 0");
  await expect(row.getByRole("button", { name: "Reembolsar" })).toHaveCount(0);
  // the diner's tab, closed once paid in full (it no longer polls), says so when she opens it again
  await ana.reload();
  await expect(ana.locator("[data-tab-refunded]")).toHaveText("Reembolsado $ 19.800");

  // the day as a spreadsheet, from the same screen
  const [download] = await Promise.all([owner.waitForEvent("download"), owner.getByRole("link", { name: "Descargar conciliación (CSV)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^conciliacion-reconciliation-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(readFileSync(await download.path(), "utf8")).toMatch(/,usaquen,tab_part,\d+,\d+,sandbox,card,card,[^,]+,[^,]+,approved,19800,19800,0,\r\n$/);
});
