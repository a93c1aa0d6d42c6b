import { createHash } from "node:crypto";
import { devices, expect } from "@playwright/test";
import { WOMPI_STAND_IN_ACCOUNT } from "../helpers/wompi-stand-in.mjs";
import { test } from "./hydrated";
import { ownedDemoBrand, signedInStaff, TEST_OWNER_PASSWORD } from "./staff-support";
import { acceptTerms, addProduct, brandUrl, checkoutToPayment, expectNoAxeViolationsInEveryTheme, goToPrecheckout, openMenu, payWith } from "./support";

/*
 * A Colombian brand (a copy of the demo's Fogón Andino) takes money with its own Wompi account, against the stand-in
 * the e2e server gives as WOMPI_CHECKOUT_URL and WOMPI_API_URL (tests/helpers/wompi-stand-in.mjs). The owner sets the
 * account's keys on the console; a diner on a phone pays a take-away order by card on Wompi's Web Checkout, which
 * shows it only while the amount is signed with the brand's integrity secret; the brand's events secret checks the
 * event that marks the order paid; the owner gives part of it back from the day's reconciliation through Wompi's void,
 * and the diner's order page says so. A charge made on the account outside Comanda is then named by the
 * reconciliation's check against Wompi's own listing.
 */
test("a Colombian brand's owner sets its Wompi account, a diner pays at Wompi's Web Checkout, the owner refunds part and checks the day against Wompi", async ({ browser }) => {
  // an owner's console twice, a diner's whole checkout and a third party's page: more than one screen's budget
  test.setTimeout(300_000);
  const { slug, owner: email } = await ownedDemoBrand("wompi-fogon");
  const owner = await signedInStaff(browser, { brand: slug, email, password: TEST_OWNER_PASSWORD });
  await owner.goto(brandUrl(slug, "/staff/payments"));
  const form = owner.locator("[data-payment-account-form]");
  await form.getByRole("radio", { name: /^Wompi/ }).check();
  await form.getByLabel("Llave pública").fill(WOMPI_STAND_IN_ACCOUNT.public_key);
  await form.getByLabel("Secreto de integridad").fill(WOMPI_STAND_IN_ACCOUNT.integrity_secret);
  await form.getByLabel("Secreto de eventos").fill(WOMPI_STAND_IN_ACCOUNT.events_secret);
  await form.getByLabel("Llave privada (opcional)").fill(WOMPI_STAND_IN_ACCOUNT.private_key);
  await form.getByRole("button", { name: "Guardar la cuenta" }).click();
  await expect(form.getByRole("status")).toHaveText("Cuenta guardada. Los próximos pagos usan esta cuenta.");
  await expect(owner.locator("[data-payment-account]")).toContainText("cobra con su propia cuenta de Wompi.");

  const diner = await (await browser.newContext({ ...devices["Pixel 7"], locale: "es-CO" })).newPage();
  await openMenu(diner, brandUrl(slug, "/chapinero?service=take_away"));
  await addProduct(diner, "Picada del Fogón (para 2)");
  await goToPrecheckout(diner, slug);
  await checkoutToPayment(diner);
  await payWith(diner, /^Tarjeta de crédito o débito/);
  await acceptTerms(diner);
  const pay = diner.getByRole("button", { name: /^Pagar \$/ });
  const total = /\$ [\d.]+/.exec((await pay.textContent()) ?? "")![0];
  await pay.click();

  // Wompi's page, in pesos: the amount went out in cents (×100) and signed with this brand's integrity secret
  await expect(diner).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/p\/\?/);
  await expect(diner.getByRole("heading", { name: "Wompi" })).toBeVisible();
  await expect(diner.locator("[data-amount]")).toHaveText(`${total} COP`);
  const checkout = new URL(diner.url());
  expect(checkout.searchParams.get("public-key")).toBe(WOMPI_STAND_IN_ACCOUNT.public_key);
  // the same link with the amount changed gets no payment page
  const altered = new URL(checkout);
  altered.searchParams.set("amount-in-cents", "100");
  await diner.goto(altered.toString());
  await expect(diner.getByRole("alert")).toHaveText("La firma de integridad no es válida.");
  await diner.goto(checkout.toString());
  await diner.screenshot({ path: "test-results/wompi-checkout.png", fullPage: true });
  await diner.getByRole("button", { name: "Tarjeta (aprobada)" }).click();

  // back with Wompi's transaction id; the signed event has marked the order paid
  await expect(diner).toHaveURL(new RegExp(`^${brandUrl(slug, "/chapinero/order/")}(\\d+)\\?token=[^&]+.*&id=11904-`), { timeout: 15_000 });
  await expect(diner.locator("[data-payment-state]")).toHaveAttribute("data-payment-state", "approved");
  await expect(diner.getByText("Pago exitoso").first()).toBeVisible();
  const orderId = Number(/\/order\/(\d+)/.exec(diner.url())![1]);

  await owner.goto(brandUrl(slug, "/staff/reconciliation"));
  await expect(owner.locator("[data-figure=taken]")).toHaveText(total);
  const row = owner.getByRole("row", { name: new RegExp(`Pedido #${orderId}\\b`) });
  await expect(row).toContainText("Tarjeta · Wompi");
  await expect(row).toContainText("Aprobado");
  await row.getByRole("button", { name: "Reembolsar" }).click();
  const dialog = owner.getByRole("dialog", { name: `Reembolsar el pedido #${orderId}` });
  await dialog.getByLabel("Monto a reembolsar").fill("10000");
  await dialog.getByLabel("Motivo").fill("Faltó la limonada");
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await dialog.getByRole("button", { name: "Reembolsar $ 10.000" }).click();
  await expect(dialog).toBeHidden();
  // Wompi voided part of the card transaction: the figures say so and the row can give back the rest
  await expect(owner.locator("[data-figure=refunded]")).toHaveText("$ 10.000");
  await expect(row.getByRole("button", { name: "Reembolsar" })).toBeVisible();
  await expectNoAxeViolationsInEveryTheme(owner);
  await owner.screenshot({ path: "test-results/wompi-reconciliation.png", fullPage: true });

  await diner.reload();
  await expect(diner.locator("[data-refunded]")).toHaveText("Reembolsado $ 10.000");
  await expectNoAxeViolationsInEveryTheme(diner);
  await diner.screenshot({ path: "test-results/wompi-refunded.png", fullPage: true });

  // a charge made on the brand's Wompi account outside Comanda (a payment link of its own, say): no order knows it,
  // and the reconciliation's check against Wompi's listing names it
  const outside = new URL(checkout);
  const reference = `cobro-por-fuera-${Date.now()}`;
  outside.searchParams.set("reference", reference);
  outside.searchParams.set("amount-in-cents", "4500000");
  outside.searchParams.set("signature:integrity", createHash("sha256").update(`${reference}4500000COP${WOMPI_STAND_IN_ACCOUNT.integrity_secret}`).digest("hex"));
  await diner.goto(outside.toString());
  await diner.getByRole("button", { name: "Tarjeta (aprobada)" }).click();

  await owner.goto(brandUrl(slug, "/staff/reconciliation"));
  const check = owner.locator("[data-gateway-check]");
  await check.getByRole("link", { name: "Comparar con la pasarela" }).click();
  await expect(check.getByRole("status")).toHaveText("1 diferencia con la pasarela (2 transacciones leídas).");
  const finding = check.getByRole("row", { name: new RegExp(reference) });
  await expect(finding).toContainText("$ 45.000");
  await expect(finding).toContainText("Cobro que Comanda no conoce");
  await expect(check.getByText(/ningún pedido, cuenta ni reserva de Comanda tiene/)).toBeVisible();
  await expectNoAxeViolationsInEveryTheme(owner);
  await check.screenshot({ path: "test-results/wompi-gateway-check.png" });
});
