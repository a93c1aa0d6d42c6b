import { expect, type Locator } from "@playwright/test";
import { test } from "./hydrated";
import { addProduct, brandUrl, checkoutToPayment, confirmAddressAtPin, continueCheckout, deliverToChapinero, expectNoAxeViolations, expectNoAxeViolationsInEveryTheme, fillAddress, goToPrecheckout, importThroughServer, openMenu, orderInCash, orderPicadaByCard, payment, productLink, takeAwayAtChapinero, branchMenuUrl } from "./support";

// Traps a diner met on a phone, each shown here as the diner meets it.

const LUNA = "mercado-luna";

test("asking for more than the stock says how many can be added, in the product and in the cart", async ({ page }) => {
  // Condesa has one jar of melipona honey left (the brand file's stock for that branch).
  await openMenu(page, brandUrl(LUNA, "/condesa?service=take_away"));
  await (await productLink(page, "Miel de abeja melipona (250 ml)")).click();
  const modal = page.getByRole("dialog");
  await expect(modal.getByText("Quedan 1")).toBeVisible();
  const more = modal.getByRole("button", { name: "Agregar uno" });
  await expect(more).toHaveAttribute("aria-disabled", "true");
  // aria-disabled, still focusable and tappable (Playwright waits for "enabled" unless forced): the tap explains
  await more.click({ force: true });
  await expect(modal.getByRole("alert")).toHaveText("No hay suficientes unidades. Puedes agregar hasta 1.");
  await expect(modal.locator("[data-quantity]")).toHaveText("1");

  await modal.getByRole("button", { name: /^Agregar \D*\d/ }).click();
  // the "Agregar" button is gone: focus moves to the way to the order, not to the page's body
  const viewOrder = modal.getByRole("link", { name: "Ver pedido" });
  await expect(viewOrder).toBeFocused();
  await expect(modal.getByRole("status")).toHaveText("Agregado a tu pedido");

  await viewOrder.click();
  await expect(page).toHaveURL(brandUrl(LUNA, "/condesa/delivery/order"));
  const line = page.locator("[data-line]", { hasText: "Miel de abeja melipona" });
  await line.getByRole("button", { name: /^Agregar una unidad de/ }).click({ force: true });
  await expect(line.getByRole("alert")).toHaveText("No hay suficientes unidades. Puedes agregar hasta 1.");
  await expect(line.locator("output")).toHaveText("1");
});

/** The background of a control beside that of an enabled primary button of the same page (the brand's colour). */
async function backgroundBesidePrimary(control: Locator) {
  return control.evaluate((element) => {
    const probe = document.createElement("button");
    probe.className = "btn-primary";
    document.body.append(probe);
    const primary = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return { control: getComputedStyle(element).backgroundColor, primary };
  });
}

test("a disabled Continuar looks disabled, not like the brand's call to action", async ({ page }) => {
  await deliverToChapinero(page);
  await addProduct(page, "Arepa boyacense");
  await page.goto(brandUrl("fogon-andino", "/chapinero/delivery/order"));
  const next = page.getByRole("button", { name: "Continuar" });
  await expect(next).toBeDisabled();
  const { control, primary } = await backgroundBesidePrimary(next);
  expect(control).not.toBe(primary);
  expect(await next.evaluate((element) => getComputedStyle(element).cursor)).toBe("not-allowed");
});

test("a take-away order page shows the pickup's own steps and where to pick it up", async ({ page }) => {
  await takeAwayAtChapinero(page);
  await orderInCash(page, "Picada del Fogón (para 2)");

  const steps = page.getByRole("list", { name: "Estado del pedido" });
  await expect(steps.getByRole("listitem")).toHaveCount(5);
  // Chapinero usually has a pickup ready in 20 minutes
  await expect(page.locator("[data-expected-at]")).toHaveText(/^Listo hacia las \d{1,2}:\d{2}/);
  await expect(steps).toContainText("Listo para recoger");
  await expect(steps).not.toContainText("En camino");
  const branch = page.getByRole("region", { name: "Recoge tu pedido en" });
  await expect(branch).toContainText("Carrera 7 # 63-44, Chapinero, Bogotá");
  await expect(branch.getByRole("link", { name: "Cómo llegar" })).toHaveAttribute("href", /google\.com\/maps\/search\/\?api=1&query=4\.6485,-74\.0607/);
  await expect(branch.getByRole("link", { name: /^Llamar a/ })).toHaveAttribute("href", "tel:+576017456120");
  await expectNoAxeViolations(page);
});

test("a scheduled order at an address whose branch does not schedule is told so, never turned into one for now", async ({ page }) => {
  // Tienda de Prueba's one branch delivers and takes away, but schedules nothing.
  expect((await importThroughServer("tests/fixtures/brands/tienda-prueba.json")).code).toBe(0);
  await page.goto(brandUrl("tienda-prueba", "/location?service=schedule"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("¿A dónde llevamos tu pedido programado?");
  await fillAddress(page, { address: "Calle 10 # 5-20", neighbourhood: "La Candelaria", reference: "Portón verde" });
  await confirmAddressAtPin(page);

  const told = page.locator('[data-status="no-schedule"]');
  await expect(told).toContainText("no programa pedidos");
  await expect(page).toHaveURL(brandUrl("tienda-prueba", "/location?service=schedule"));
  await expectNoAxeViolations(page);
  await told.getByRole("button", { name: "Pedir para ahora" }).click();
  await expect(page).toHaveURL(branchMenuUrl("tienda-prueba", "centro", "delivery"));
  const service = () => page.evaluate(() => JSON.parse(localStorage.getItem("comanda:tienda-prueba:order")!).state.service);
  expect(await service()).toBe("delivery");

  // a link that names the service elsewhere gets the same answer over the menu
  await page.goto(brandUrl("tienda-prueba", "/centro?service=schedule"));
  const notHere = page.locator("[data-service-not-here]");
  await expect(notHere).toContainText("«Programar pedido» no está disponible en esta sede.");
  await notHere.getByRole("button", { name: "Pedir «Domicilio» aquí" }).click();
  await expect(notHere).toHaveCount(0);
  expect(await service()).toBe("delivery");
});

test("Back from the gateway offers the unpaid order instead of an empty cart, and the accepted cookie banner stays away", async ({ page }) => {
  await takeAwayAtChapinero(page, { acceptCookies: true });
  await orderPicadaByCard(page);
  await expect(page).toHaveURL(/^http:\/\/pay\.localhost:\d+\/p\?/);

  await page.goBack();
  await expect(page).toHaveURL(brandUrl("fogon-andino", "/chapinero/precheckout?step=review"));
  const pending = page.locator("[data-pending-order]");
  await expect(pending.getByRole("heading")).toHaveText(/^Tu pedido #\d+ está pendiente de pago$/);
  // the unpaid order instead of the empty cart's words, not beside them
  await expect(page.getByText("Tu pedido está vacío.", { exact: false })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Aviso de cookies" })).toBeHidden();
  await expectNoAxeViolationsInEveryTheme(page);
  await page.screenshot({ path: "test-results/back-from-gateway-pending.png" });
  // the cart says the same
  await page.goto(brandUrl("fogon-andino", "/chapinero/delivery/order"));
  await expect(page.locator("[data-pending-order]").getByRole("heading")).toHaveText(/^Tu pedido #\d+ está pendiente de pago$/);
  await expect(page.getByText("Tu pedido está vacío.", { exact: false })).toHaveCount(0);
  await page.goBack();
  await pending.getByRole("link", { name: "Pagar ahora" }).click();
  await expect(page).toHaveURL(/^http:\/\/pay\.localhost:\d+\/p\?/);
});

test("the cookie banner never hides the end of a page, and stays away once accepted", async ({ page }) => {
  await openMenu(page, brandUrl("fogon-andino", "/chapinero"));
  const banner = page.getByRole("region", { name: "Aviso de cookies" });
  await expect(banner).toBeVisible();
  // to the very end: sections drawn as they come into view (content-visibility) change the page's height
  await expect(async () => {
    const before = await page.evaluate(() => scrollY);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => scrollY)).toBe(before);
  }).toPass();
  // the last product card at the very end of the menu shows down to its lower edge, not under the banner
  const last = page.locator("[data-product-link]").last();
  const covered = await last.evaluate((card) => {
    const box = card.getBoundingClientRect();
    return !card.contains(document.elementFromPoint(box.left + 8, box.bottom - 4));
  });
  expect(covered).toBe(false);

  await banner.getByRole("button", { name: "Aceptar" }).click();
  await page.reload();
  await expect(banner).toBeHidden();
});

test("the precheckout keeps its total and the way on at the bottom of the screen at every step, methods as tiles", async ({ page }) => {
  await takeAwayAtChapinero(page, { acceptCookies: true });
  await addProduct(page, "Picada del Fogón (para 2)");
  await goToPrecheckout(page);
  // at the top of the form, the bottom of the screen already offers the total and the way on
  await page.getByLabel("Nombre completo").focus();
  await expect(page.getByRole("button", { name: "Continuar", exact: true })).toBeInViewport();
  await expect(page.locator("[data-pay-bar-total]")).toBeInViewport();
  // the cart's total: the tip joins it at the payment step, where it is shown
  await expect(page.locator("[data-pay-bar-total]")).toHaveText("$ 46.000");
  await checkoutToPayment(page);
  await payment(page, /^Tarjeta de crédito o débito/).check();
  await expect(page.locator("[data-pay-bar-total]")).toHaveText("$ 50.600");
  // paid in cash the tip stays: it is part of what staff collect, so the total does not jump back
  await payment(page, /^Efectivo o datáfono/).check();
  await expect(page.locator("[data-pay-bar-total]")).toHaveText("$ 50.600");
  await expectNoAxeViolationsInEveryTheme(page);
  await page.screenshot({ path: "test-results/precheckout-payment-step.png" });
  // a method is a whole tile: tapping its description chooses it
  await page.getByText("Débito desde tu cuenta bancaria.").click();
  await expect(payment(page, /^PSE/)).toBeChecked();
  await continueCheckout(page);
  await expect(page.getByRole("button", { name: /^Pagar \$/ })).toBeInViewport();
  await expect(page.locator("[data-pay-bar-total]")).toHaveText("$ 50.600");
  await expectNoAxeViolationsInEveryTheme(page);
  await page.screenshot({ path: "test-results/precheckout-review-step.png" });
});
