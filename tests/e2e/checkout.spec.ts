import { expect, type Page } from "@playwright/test";
import { test } from "./hydrated";
import { brandOperatorKey } from "../../lib/domain/staff/operator-key";
import { OPERATOR_API_KEY } from "../../playwright.config";
import { acceptTerms, addProduct, brandUrl, checkoutToPayment, confirmAddressAtPin, continueCheckout, currentStep, deliverToChapinero, expectNoAxeViolations, fillAddress, fillContact, goToPrecheckout, operatorHeaders, orderPage, orderPicadaByCard, payByCard, payment, payWith, productLink, serverUrl, takeAwayAtChapinero, branchMenuUrl } from "./support";

const FOGON = "fogon-andino";

const total = (page: Page) => page.locator("[data-totals] [data-total]");

const paymentState = (page: Page) => page.locator("[data-payment-state]");

test.describe("checkout and payment", () => {
  test("delivery paid by card: approved at the sandbox gateway, back on the order page", async ({ page }) => {
    await deliverToChapinero(page);
    await addProduct(page, "Picada del Fogón (para 2)");
    await goToPrecheckout(page);
    await expectNoAxeViolations(page);
    await fillContact(page);
    await continueCheckout(page);
    await expect(currentStep(page)).toHaveText(/Entrega$/);
    await expect(page.locator("[data-address]")).toContainText("Carrera 7 # 60-20");
    await continueCheckout(page);
    await payment(page, /^Tarjeta de crédito o débito/).check();
    // 46.000 + 4.000 delivery + 10 % voluntary tip on the food (4.600)
    await expect(page.locator("[data-tip-amount]")).toHaveText("Propina: $ 4.600");
    await expectNoAxeViolations(page);
    await continueCheckout(page);
    await expect(total(page)).toHaveText("$ 54.600");
    // the done steps say what the diner gave
    await expect(page.locator('[data-summary="details"]')).toContainText("Carrera 7 # 60-20");
    await expect(page.locator('[data-summary="payment"]')).toHaveText("Tarjeta de crédito o débito · Propina: $ 4.600");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Pagar $ 54.600" }).click();
    await expect(page.getByText("Debes aceptar los términos para pagar.")).toBeVisible();
    await acceptTerms(page);
    await page.getByRole("button", { name: "Pagar $ 54.600" }).click();

    await expect(page).toHaveURL(/^http:\/\/pay\.localhost:\d+\/p\?/);
    await expect(page.locator("main")).toContainText("$ 54.600");
    await expectNoAxeViolations(page);
    await payByCard(page, "4242 4242 4242 4242");

    await orderPage(page);
    await expect(paymentState(page)).toHaveAttribute("data-payment-state", "approved");
    await expect(page.getByText("Pago exitoso", { exact: true })).toBeVisible();
    await expect(page.locator('[data-amount="total"]')).toContainText("$ 54.600");
    await expectNoAxeViolations(page);
    // the cart was emptied, and the order is in this device's history
    await page.goto(brandUrl(FOGON, "/chapinero/history-my-orders"));
    await expect(page.locator("[data-device-order]")).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.goto(brandUrl(FOGON, "/chapinero/orders"));
    await expect(page.locator("[data-device-order]")).toHaveCount(1); // paid, but not delivered yet
    await expectNoAxeViolations(page);
  });

  test("the form checks as the diner leaves a field, with its schema and phone plans fetched on first use", async ({ page }) => {
    await takeAwayAtChapinero(page);
    await addProduct(page, "Picada del Fogón (para 2)");
    await goToPrecheckout(page);
    const phone = page.getByLabel("Celular");
    const invalidPhone = page.getByText("Escribe un celular válido.");
    await phone.fill("300 123");
    await page.getByLabel("Nombre completo").focus();
    await expect(invalidPhone).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    // A traveller's own number, typed with its country prefix, is a valid contact at a Colombian branch.
    await phone.fill("+52 55 1234 5678");
    await expect(invalidPhone).toBeHidden();
    // "Continuar" checks the open step: with no name it stays there, the name's error shown and focused
    await continueCheckout(page);
    await expect(page.getByLabel("Nombre completo")).toBeFocused();
    await expect(page.getByLabel("Nombre completo")).toHaveAttribute("aria-invalid", "true");
    await expect(currentStep(page)).toHaveText(/Tus datos$/);
    await expect(page).toHaveURL(brandUrl(FOGON, "/chapinero/precheckout"));
  });

  test("a declined card keeps the order; a new payment then succeeds", async ({ page }) => {
    await takeAwayAtChapinero(page);
    await orderPicadaByCard(page);
    await payByCard(page, "4111 1111 1111 1111");

    await orderPage(page);
    await expect(paymentState(page)).toHaveAttribute("data-payment-state", "rejected");
    await expect(page.getByText("Tu pago fue declinado.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Intentar un nuevo pago" }).click();
    await payByCard(page, "4242 4242 4242 4242");
    await orderPage(page);
    await expect(paymentState(page)).toHaveAttribute("data-payment-state", "approved");
  });

  test("PSE stays pending at the bank, then the order page shows it approved by itself", async ({ page }) => {
    await takeAwayAtChapinero(page);
    await addProduct(page, "Picada del Fogón (para 2)");
    await goToPrecheckout(page);
    await checkoutToPayment(page);
    await payWith(page, /^PSE/);
    await acceptTerms(page);
    await page.getByRole("button", { name: /^Pagar \$/ }).click();

    await expect(page).toHaveURL(/^http:\/\/pay\.localhost:\d+\/p\?/);
    await expect(page.getByRole("tab", { name: "PSE" })).toHaveAttribute("aria-selected", "true");
    const pse = page.getByRole("tabpanel", { name: "PSE" });
    await pse.getByLabel("Banco").selectOption("1");
    await pse.getByLabel("Tipo de persona").selectOption("person");
    await pse.getByLabel("Tipo de documento").selectOption("cc");
    await pse.getByLabel("Número de documento").fill("1020304050");
    await pse.getByRole("button", { name: /^Pagar \$/ }).click();

    await orderPage(page);
    await expect(page.getByText("Tu pago está pendiente de confirmación del banco.")).toBeVisible();
    await expect(paymentState(page)).toHaveAttribute("data-payment-state", "approved", { timeout: 30_000 });
  });

  test("take-away paid in cash: pending payment, and the operator's changes show up by themselves", async ({ page, request }) => {
    await takeAwayAtChapinero(page);
    await addProduct(page, "Empanadas de carne (4)");
    await addProduct(page, "Arepa de choclo con quesito");
    await goToPrecheckout(page);
    await fillContact(page);
    await continueCheckout(page);
    // picked up at the counter: the notes are for the kitchen, there is no courier
    await expect(page.getByText("Para la cocina.", { exact: true })).toBeVisible();
    await continueCheckout(page);
    await expect(currentStep(page)).toHaveText(/Pago$/);
    await payment(page, /^Efectivo o datáfono/).check();
    // the tip is offered for cash too, and staff collect it with the bill: 10 % of 12.000 + 9.900 (the arepa is 10 %
    // off its 11.000, as its menu badge says)
    await expect(page.locator("[data-tip-amount]")).toHaveText("Propina: $ 2.190");
    await continueCheckout(page);
    await expect(total(page)).toHaveText("$ 24.090");
    await acceptTerms(page);
    await page.getByRole("button", { name: "Hacer pedido" }).click();

    await orderPage(page);
    await expect(page.getByText("Pagas en caja, en efectivo o con datáfono.")).toBeVisible();
    await expect(page.locator("ol[data-progress]")).toHaveAttribute("data-progress", "received");
    const id = page.url().match(/order\/(\d+)/)![1];
    // The operator's own machine: straight to the server, naming the brand by its Host.
    // Another brand's key does not open this brand's orders.
    const foreign = await request.patch(`${serverUrl}/api/v1/operator/orders/${id}`, { headers: operatorHeaders(FOGON, brandOperatorKey(OPERATOR_API_KEY, "mercado-luna")), data: { progress: "preparing" } });
    expect(foreign.status()).toBe(401);
    const moved = await request.patch(`${serverUrl}/api/v1/operator/orders/${id}`, { headers: operatorHeaders(FOGON), data: { progress: "preparing" } });
    expect(moved.status()).toBe(200);
    await expect(page.locator("ol[data-progress]")).toHaveAttribute("data-progress", "preparing", { timeout: 10_000 });
  });

  test("alcohol: the age gate's birth date goes with the order, which the server checks again", async ({ page }) => {
    await takeAwayAtChapinero(page);
    await (await productLink(page, "Cerveza Águila")).click();
    const modal = page.getByRole("dialog");
    await modal.getByRole("button", { name: /^Agregar \$/ }).click();
    await modal.getByLabel("Fecha de nacimiento").fill(`${new Date().getFullYear() - 30}-05-10`);
    await modal.getByRole("button", { name: "Confirmar" }).click();
    await modal.getByRole("button", { name: /^Agregar \$/ }).click();
    await modal.getByRole("button", { name: "Seguir pidiendo" }).click();
    await addProduct(page, "Empanadas de carne (4)");
    await goToPrecheckout(page);
    await checkoutToPayment(page);
    await payWith(page, /^Efectivo o datáfono/);
    await expect(total(page)).toHaveText("$ 20.350"); // 6.500 for the beer on promotion + 12.000 + the 10 % tip
    await acceptTerms(page);
    await page.getByRole("button", { name: "Hacer pedido" }).click();
    await orderPage(page);
    await expect(page.locator('[data-amount="total"]')).toContainText("$ 20.350");
  });

  test("a bank transfer: the receipt goes with the order and waits for review", async ({ page }) => {
    await takeAwayAtChapinero(page);
    await addProduct(page, "Empanadas de pollo (4)");
    await goToPrecheckout(page);
    await checkoutToPayment(page);
    await payment(page, /^Transferencia/).check();
    await continueCheckout(page);
    await expect(page.getByText("Adjunta el comprobante de tu transferencia.")).toBeVisible();
    // a real PNG signature: the server reads the type from the bytes, not from the name
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    await page.getByLabel("Comprobante de pago").setInputFiles({ name: "comprobante.png", mimeType: "image/png", buffer: png });
    await continueCheckout(page);
    await expect(page.locator('[data-summary="payment"]')).toHaveText("Transferencia (sube tu comprobante) · Propina: $ 1.200");
    await acceptTerms(page);
    await page.getByRole("button", { name: "Hacer pedido" }).click();
    await orderPage(page);
    await expect(page.getByText("Recibimos tu comprobante: está pendiente de revisión.")).toBeVisible();
  });

  test("a scheduled order takes a slot from the branch's hours", async ({ page }) => {
    await page.goto(brandUrl(FOGON));
    await page.getByRole("navigation", { name: "Servicios" }).getByRole("link", { name: "Programar pedido" }).click();
    await fillAddress(page, { address: "Carrera 7 # 60-20", neighbourhood: "Chapinero", reference: "Portería principal" });
    await confirmAddressAtPin(page);
    await expect(page).toHaveURL(branchMenuUrl(FOGON, "chapinero"));
    await addProduct(page, "Picada del Fogón (para 2)");
    await goToPrecheckout(page);
    await fillContact(page);
    await continueCheckout(page);
    await expect(currentStep(page)).toHaveText(/Entrega programada$/);
    // the slot is part of the details: the diner cannot go on without one
    await continueCheckout(page);
    await expect(page.getByText("Elige la fecha de entrega.")).toBeVisible();
    await expect(currentStep(page)).toHaveText(/Entrega programada$/);

    const date = page.getByLabel("Fecha");
    // A later whole day (today's may have no slots left), at lunchtime: the Playwright server's branches are
    // open all day, so the earliest slots would be past midnight.
    await date.selectOption({ index: 2 });
    await page.getByLabel("Hora").selectOption("12:30");
    const chosen = await page.getByLabel("Hora").inputValue();
    await expectNoAxeViolations(page);
    await continueCheckout(page);
    await payWith(page, /^Pago contra entrega/);
    await expect(page.locator('[data-summary="details"]')).toContainText(`· ${chosen}`);
    await acceptTerms(page);
    await page.getByRole("button", { name: "Hacer pedido" }).click();

    await orderPage(page);
    await expect(page.getByText("Programado para")).toBeVisible();
    await expect(page.locator("[data-order]")).toContainText(chosen);
  });

  test("a coupon: rejected codes say why, a valid one takes its discount off the order", async ({ page }) => {
    await takeAwayAtChapinero(page);
    await addProduct(page, "Picada del Fogón (para 2)");
    await goToPrecheckout(page);
    await checkoutToPayment(page);
    const code = page.getByLabel("Código del cupón");
    await code.fill("abc");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByText("El cupón debe tener al menos 4 caracteres.")).toBeVisible();
    await code.fill("noexiste");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByText("El cupón no es válido.")).toBeVisible();
    await code.fill("PRIMAVERA2025");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByText("Este cupón venció.")).toBeVisible();
    await code.fill("Bienvenido");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.locator("[data-coupon-applied]")).toHaveText("Cupón bienvenido: −$ 4.600");

    await payWith(page, /^Efectivo o datáfono/);
    await expect(page.locator('[data-summary="payment"]')).toHaveText("Efectivo o datáfono · Propina: $ 4.600 · bienvenido");
    await expect(page.locator("[data-discount]")).toHaveText("−$ 4.600");
    // the tip is 10 % of the food before the discount
    await expect(total(page)).toHaveText("$ 46.000");
    await acceptTerms(page);
    await page.getByRole("button", { name: "Hacer pedido" }).click();
    await orderPage(page);
    await expect(page.locator('[data-amount="total"]')).toContainText("$ 46.000");
  });

  test("the minimum order blocks the checkout until the cart reaches it", async ({ page }) => {
    await deliverToChapinero(page);
    await addProduct(page, "Arepa boyacense");
    await page.goto(brandUrl(FOGON, "/chapinero/precheckout"));
    await expect(page.locator('[data-blocked="minimum"]')).toHaveText("El pedido mínimo es $ 20.000. Te faltan $ 12.000.");
    await expect(page.getByRole("button", { name: "Continuar", exact: true })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test("the tip can be removed, and what was typed survives a reload", async ({ page }) => {
    await takeAwayAtChapinero(page);
    await addProduct(page, "Picada del Fogón (para 2)");
    await goToPrecheckout(page);
    await checkoutToPayment(page);
    await payment(page, /^Tarjeta de crédito o débito/).check();
    await expect(page.locator("[data-tip-amount]")).toHaveText("Propina: $ 4.600");
    await page.getByRole("radio", { name: "Sin propina" }).check();
    await expect(page.locator("[data-tip-amount]")).toHaveText("Propina: $ 0");
    await expect(page.locator("[data-pay-bar-total]")).toHaveText("$ 46.000");

    // the reload stays at the payment step, with what was typed and chosen
    await page.reload();
    await expect(currentStep(page)).toHaveText(/Pago$/);
    await expect(payment(page, /^Tarjeta de crédito o débito/)).toBeChecked();
    await expect(page.getByRole("radio", { name: "Sin propina" })).toBeChecked();
    await expect(page.locator('[data-summary="contact"]')).toContainText("Ana Pérez");
    // the phone's Back button returns to the step before, and "Cambiar" to any done one
    await page.goBack();
    await expect(currentStep(page)).toHaveText(/Recogida$/);
    await expect(page.locator("[data-pickup]")).toContainText("Chapinero");
    await page.getByRole("button", { name: "Cambiar: Tus datos" }).click();
    await expect(currentStep(page)).toHaveText(/Tus datos$/);
    await expect(currentStep(page)).toBeFocused();
    await expect(page.getByLabel("Nombre completo")).toHaveValue("Ana Pérez");
    await continueCheckout(page);
    await continueCheckout(page);
    await payWith(page, /^Tarjeta de crédito o débito/);
    await expect(total(page)).toHaveText("$ 46.000");
    await acceptTerms(page);
    await page.getByRole("button", { name: "Pagar $ 46.000" }).click();
    await expect(page).toHaveURL(/^http:\/\/pay\.localhost:\d+\/p\?/);
    expect(new URL(page.url()).searchParams.get("amount-in-cents")).toBe("4600000");
  });

  test("checkout upselling: offered at the precheckout (not in the product modal), one tap adds it to the total", async ({ page }) => {
    await takeAwayAtChapinero(page);
    await (await productLink(page, "Picada del Fogón (para 2)")).click();
    const modal = page.getByRole("dialog");
    await modal.getByRole("button", { name: /^Agregar \$/ }).click();
    const modalOffers = modal.getByRole("region", { name: "¿Le sumas algo más?" });
    await expect(modalOffers).toContainText("Limonada de coco");
    await expect(modalOffers).not.toContainText("Arroz con leche");
    await modal.getByRole("button", { name: "Seguir pidiendo" }).click();

    await goToPrecheckout(page);
    await checkoutToPayment(page);
    await payWith(page, /^Tarjeta de crédito o débito/);
    await expect(total(page)).toHaveText("$ 50.600");
    const offers = page.getByRole("region", { name: "¿Algo más para tu pedido?" });
    await expect(offers.getByRole("listitem")).toHaveText([/^Arroz con leche · \$ 9\.000/, /^Agua sin gas 600 ml · \$ 5\.000/]);
    await expectNoAxeViolations(page);

    await offers.getByRole("button", { name: "Agregar Arroz con leche" }).click();
    // 46.000 + 9.000, and the 10 % tip follows: 5.500
    await expect(total(page)).toHaveText("$ 60.500");
    await expect(offers.getByRole("button", { name: "Agregar Arroz con leche" })).toBeDisabled();
    await page.goto(brandUrl(FOGON, "/chapinero/delivery/order"));
    await expect(page.getByRole("main")).toContainText("Arroz con leche");
  });
});
