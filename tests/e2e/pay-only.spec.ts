import { devices, expect, type Browser, type Page } from "@playwright/test";
import { test } from "./hydrated";
import { ownedDemoBrand, signedInStaff, TEST_OWNER_PASSWORD } from "./staff-support";
import { acceptTerms, addProduct, brandUrl, checkoutToPayment, expectNoAxeViolationsInEveryTheme, openMenu, payWith, tableToken } from "./support";

/*
 * Paying a table's bill from the phone (product §2 solo-pago) and a food court's pick-up, on a Pixel 7, with axe under
 * a light, a dark and a deliberately hard-to-read brand theme (on a copy of Fogón Andino of its own, whose Usaquén is a
 * food court): staff enter a bill for a basic-mode table from the floor; the table's menu says what its QR does (a note
 * the diner closes for good) and leads to paying that bill; the left panel leads there too. A food court's order
 * follows the pick-up steps on the diner's page and the board; a ?qualification link landing on Main opens the
 * order's rating; the device's purchase state (product §3) is written as the order is placed and cleared on Main.
 */
const PHONE = { ...devices["Pixel 7"], locale: "es-CO" };

/** Usaquén as a food court, for the pick-up steps. */
const usaquenAFoodCourt = (brand: { branches: unknown }) => {
  const usaquen = (brand.branches as { slug: string; on_table_class: string }[]).find((branch) => branch.slug === "usaquen")!;
  usaquen.on_table_class = "checkout_plazoleta";
};

const deviceOrderState = (page: Page, slug: string) =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? "{}") as { state?: Record<string, unknown> }).state ?? {}, `comanda:${slug}:order`);

async function staffEntersBill(browser: Browser, slug: string, owner: string): Promise<Page> {
  const staff = await signedInStaff(browser, { brand: slug, email: owner, password: TEST_OWNER_PASSWORD, device: devices["Pixel 7"] });
  await staff.goto(brandUrl(slug, "/staff/tables?branch=chapinero"));
  await staff.getByRole("button", { name: "Cargar una cuenta" }).click();
  const form = staff.locator("[data-staff-bill-form]");
  await expect(form.getByLabel("Mesa o habitación")).toBeFocused();
  await form.getByLabel("Mesa o habitación").selectOption({ label: "Mesa 1" });
  const line = (index: number) => form.locator(`[data-staff-bill-line="${index}"]`);
  await line(0).getByLabel("Producto").fill("Almuerzo ejecutivo");
  await line(0).getByLabel("Cantidad").fill("2");
  await line(0).getByLabel("Precio unitario").fill("25000");
  await form.getByRole("button", { name: "Agregar línea" }).click();
  await line(1).getByLabel("Producto").fill("Limonada");
  // a line without its price is named, and nothing is sent
  await form.getByRole("button", { name: "Cargar a Mesa 1" }).click();
  await expect(line(1).getByText("Un precio mayor que cero, con los decimales de la moneda.")).toBeVisible();
  await expect(line(1).getByLabel("Precio unitario")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolationsInEveryTheme(staff);
  await line(1).getByLabel("Precio unitario").fill("6500");
  await expect(form.locator("[data-staff-bill-total]")).toHaveText("Total: $ 56.500");
  await form.getByRole("button", { name: "Cargar a Mesa 1" }).click();
  await expect(staff.locator("[data-staff-bill-done]")).toHaveText("Mesa 1: cuenta de $ 56.500 cargada. Se paga desde el QR.");
  const card = staff.locator('[data-floor-place="1"]').first();
  await expect(card.locator("[data-floor-balance]")).toHaveText("$ 56.500", { timeout: 15_000 });
  await expectNoAxeViolationsInEveryTheme(staff);
  await staff.screenshot({ path: "test-results/pay-only-staff.png", fullPage: true });
  return staff;
}

test("staff enter a basic table's bill, its phone pays it from the QR or the left panel, a food court's order is picked up", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const { slug, owner } = await ownedDemoBrand("alcance", usaquenAFoodCourt);
  const staff = await staffEntersBill(browser, slug, owner);

  // the table's phone: the note on what the QR does, closed for good; the way to the bill staff entered
  const diner = await (await browser.newContext(PHONE)).newPage();
  const token = await tableToken(request, slug, "chapinero", "1");
  await openMenu(diner, brandUrl(slug, `/chapinero?service=on_table&table=${token}`));
  const note = diner.locator("[data-how-it-works]");
  await expect(note).toContainText("Al final puedes pagar la cuenta desde este QR.");
  const pay = diner.getByRole("link", { name: "Pagar la cuenta de la mesa 1" });
  await expect(pay).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolationsInEveryTheme(diner);
  await diner.screenshot({ path: "test-results/pay-only-menu.png" });
  await note.getByRole("button", { name: "Entendido" }).click();
  await expect(note).toBeHidden();
  await pay.click();
  await expect(diner).toHaveURL(brandUrl(slug, `/chapinero/solo-pago?table=${token}`));
  await expect(diner.getByRole("heading", { name: "Cuenta de la mesa 1" })).toBeVisible();
  await expect(diner.getByText("2 × Almuerzo ejecutivo")).toBeVisible();
  await expect(diner.getByRole("button", { name: "Pagar mi parte" })).toBeVisible();
  // a basic table orders through the waiter: nothing here sends it back to add a round
  await expect(diner.getByRole("link", { name: "Agregar una ronda" })).toHaveCount(0);
  await expectNoAxeViolationsInEveryTheme(diner);
  await diner.screenshot({ path: "test-results/pay-only-bill.png", fullPage: true });
  // the closed note stays closed on the next visit, from the first paint
  await diner.goto(brandUrl(slug, "/chapinero?service=on_table"));
  await expect(diner.locator("html")).toHaveAttribute("data-how-it-works-seen", "");
  await expect(note).toBeHidden();

  // from Main, the left panel leads to each branch's pay-only; the table scanned is remembered
  await diner.goto(brandUrl(slug, "/"));
  await diner.getByRole("button", { name: "Abrir menú" }).click();
  const panel = diner.getByRole("dialog", { name: "Menú" });
  await expect(panel.locator("[data-panel-pay-only]")).toHaveCount(2);
  await expectNoAxeViolationsInEveryTheme(diner);
  await panel.getByRole("link", { name: "Pagar la cuenta en El Fogón Andino · Chapinero" }).click();
  await expect(diner).toHaveURL(brandUrl(slug, "/chapinero/solo-pago"));
  await expect(diner.getByRole("heading", { name: "Cuenta de la mesa 1" })).toBeVisible();
  await diner.context().close();

  // a food court (Usaquén here) needs no table: the order is paid first and collected at the counter
  const eater = await (await browser.newContext(PHONE)).newPage();
  await openMenu(eater, brandUrl(slug, "/usaquen?service=on_table"));
  await expect(eater.locator("[data-how-it-works]")).toContainText("listo para recogerlo en el mostrador");
  // above Usaquén's minimum order (10.000)
  await addProduct(eater, "Chicharrón crocante con arepa");
  await eater.goto(brandUrl(slug, "/usaquen/delivery/order"));
  await eater.getByRole("link", { name: "Continuar" }).click();
  await checkoutToPayment(eater);
  await payWith(eater, /^Efectivo o datáfono/);
  await acceptTerms(eater);
  await eater.getByRole("button", { name: "Hacer pedido" }).click();
  await expect(eater).toHaveURL(new RegExp(`^${brandUrl(slug, "/usaquen/order/")}\\d+\\?token=`), { timeout: 15_000 });
  const orderId = Number(/\/order\/(\d+)/.exec(eater.url())![1]);
  // product §3: the device's order state names the purchase, as one ordered to a place
  const placed = await deviceOrderState(eater, slug);
  expect(placed).toMatchObject({ purchaseId: orderId, otPurchaseId: orderId, taPurchaseId: null, orderedCount: 1, shoppingCart: { transaction_status: "pending" } });
  // the chicharrón (18.000) and the tip product §9 includes by default
  expect((placed.shoppingCart as { total: number }).total).toBe(19800);
  const steps = eater.getByRole("list", { name: "Estado del pedido" });
  await expect(steps).toContainText("Listo para recoger");
  await expect(steps).not.toContainText("En camino");
  await expect(eater.locator("[data-order-branch]")).toHaveAttribute("data-order-branch", "pickup");
  await expectNoAxeViolationsInEveryTheme(eater);

  // the board: staff confirm the cash, then move it on to ready, the food court's call to the counter
  await staff.goto(brandUrl(slug, "/staff?branch=usaquen"));
  const card = staff.locator(`[data-board-order="${orderId}"]`);
  await card.getByRole("button", { name: /^Confirmar pago/ }).click();
  for (const step of ["Aceptado", "En preparación"]) {
    await card.getByRole("button", { name: new RegExp(`^Pasar a «${step}»`) }).click();
  }
  await expect(card.getByRole("button", { name: /^Pasar a «Listo/ })).toBeVisible();
  await expectNoAxeViolationsInEveryTheme(staff);
  await card.getByRole("button", { name: /^Pasar a «Listo/ }).click();
  await expect(eater.locator('[aria-current="step"]')).toContainText("Listo para recoger", { timeout: 15_000 });
  await eater.screenshot({ path: "test-results/pay-only-pickup.png", fullPage: true });
  await staff.context().close();

  // the brand's "how was it?" link lands on Main: the order's page opens its rating; Main cleared the purchase ids
  await eater.goto(brandUrl(slug, `/?qualification=${orderId}`));
  await expect(eater).toHaveURL(new RegExp(`/usaquen/order/${orderId}\\?token=[^&]+&qualification=${orderId}$`), { timeout: 15_000 });
  await expect(eater.locator("[data-rate-dialog]")).toBeVisible({ timeout: 10_000 });
  expect(await deviceOrderState(eater, slug)).toMatchObject({ purchaseId: null, otPurchaseId: null, orderedCount: 0 });
  await eater.context().close();
});
