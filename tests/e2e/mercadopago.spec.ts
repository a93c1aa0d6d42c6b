import { expect, type Page } from "@playwright/test";
import { STAND_IN_ACCOUNTS } from "../helpers/mercadopago-stand-in.mjs";
import { test } from "./hydrated";
import { signedInStaff } from "./staff-support";
import { brandUrl, demoBrandFile, expectNoAxeViolations, importBrandFile, runAgainstServer } from "./support";

/*
 * A Mexican (MXN) and a Peruvian (PEN) brand — copies of the demo's Mercado Luna and Hotel Costa Miraflores — take real
 * money with their own Mercado Pago accounts, against the stand-in the e2e server gives as MERCADOPAGO_API_URL
 * (tests/helpers/mercadopago-stand-in.mjs). The Mexican owner sets the account on the console's screen, the Peruvian
 * one through the owner API; a diner's order goes to Checkout Pro, is paid there, and its page says it is paid once
 * the signed webhook, read back from Mercado Pago, has been applied. PSE and Nequi, Wompi's, are refused.
 */
const PASSWORD = "clave de la dueña 2026";

// each test walks an owner's console, a diner's order and a third party's page: more than one screen's time
test.describe.configure({ timeout: 240_000 });

async function brandWithOwner(demo: string, slug: string, change: (file: ReturnType<typeof demoBrandFile>) => void = () => undefined) {
  const file = demoBrandFile(demo);
  file.instance = { ...file.instance, slug };
  file.domains = [];
  change(file);
  expect((await importBrandFile(file)).code).toBe(0);
  const owner = `duena@${slug}.pe`;
  expect((await runAgainstServer("scripts/brand-staff-owner.ts", [slug, owner, "--name", "Rosa"], { STAFF_PASSWORD: PASSWORD })).code).toBe(0);
  return owner;
}

/** An order of the first product without required options, placed through the API from a page of the brand. */
async function placeOrder(page: Page, branch: string, service: string, contact: Record<string, string>, method = "card") {
  return page.evaluate(
    async ({ branch, service, contact, method }) => {
      const menu = await (await fetch(`/api/v1/menu/${branch}/${service}.json?lang=es`)).json();
      const product = menu.menu.products.find((p: { option_groups: { required: boolean }[]; stock: number | null }) => p.option_groups.every((g) => !g.required) && p.stock !== 0);
      const response = await fetch("/api/v1/orders", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
        body: JSON.stringify({ supplier: branch, service, lines: [{ product_supplier_id: product.product_supplier_id, quantity: 2, options: {} }], contact, payment_method: method, terms_accepted: true }),
      });
      return { status: response.status, body: await response.json() };
    },
    { branch, service, contact, method },
  );
}

/** Pays `order` at the stand-in's Checkout Pro page and comes back to the order's page, which says it is paid. */
async function payAtMercadoPago(page: Page, slug: string, branch: string, order: { id: number; access_token: string }, amount: string) {
  await page.goto(brandUrl(slug, `/${branch}/webcheckout/${order.id}?token=${order.access_token}`));
  await expect(page.getByRole("heading", { name: "Mercado Pago" })).toBeVisible();
  await expect(page.locator("[data-amount]")).toHaveText(amount);
  await page.getByRole("button", { name: "Pagar (aprobado)" }).click();
  await expect(page).toHaveURL(new RegExp(`/${branch}/order/${order.id}\\?.*payment_id=\\d+`));
  await expect(page.getByText("Pago exitoso").first()).toBeVisible({ timeout: 20_000 });
  // the cookie notice would cover the payment's line in the screenshot
  await page.getByRole("button", { name: "Aceptar", exact: true }).click();
}

test("a Mexican brand's owner sets its Mercado Pago account, and a diner pays an order in MXN through Checkout Pro", async ({ browser }) => {
  const slug = "mp-luna";
  const email = await brandWithOwner("mercado-luna", slug);
  const owner = await signedInStaff(browser, { brand: slug, email, password: PASSWORD });
  await owner.goto(brandUrl(slug, "/staff/payments"));
  const form = owner.locator("[data-payment-account-form]");
  await form.getByRole("radio", { name: /^Mercado Pago/ }).check();
  await expect(form.getByLabel("Secreto de integridad")).toHaveCount(0);
  await form.getByLabel("Llave pública").fill(STAND_IN_ACCOUNTS.mx.public_key);
  await form.getByLabel("Access token").fill(STAND_IN_ACCOUNTS.mx.access_token);
  await form.getByLabel("Clave secreta de los webhooks").fill(STAND_IN_ACCOUNTS.mx.webhook_secret);
  await form.getByRole("button", { name: "Guardar la cuenta" }).click();
  await expect(form.getByRole("status")).toHaveText("Cuenta guardada. Los próximos pagos usan esta cuenta.");
  const current = owner.locator("[data-payment-account]");
  await expect(current).toContainText("cobra con su propia cuenta de Mercado Pago.");
  await expect(current.locator("[data-secret='access_token']")).toHaveText(`••••${STAND_IN_ACCOUNTS.mx.access_token.slice(-4)}`);
  await expectNoAxeViolations(owner);
  await owner.screenshot({ path: "test-results/mercadopago-owner.png", fullPage: true });
  await owner.context().close();

  const diner = await browser.newPage();
  await diner.goto(brandUrl(slug, "/roma-norte"));
  const contact = { name: "Ana López", phone: "5512345678", email: "ana@example.mx", document_type: "passport", document_number: "G12345678" };
  // Wompi's PSE is no method of a Mercado Pago brand
  expect((await placeOrder(diner, "roma-norte", "take_away", contact, "pse")).status).toBe(422);
  const placed = await placeOrder(diner, "roma-norte", "take_away", contact);
  expect(placed.status).toBe(201);
  const order = placed.body.order as { id: number; access_token: string; total: number };
  await payAtMercadoPago(diner, slug, "roma-norte", order, `MXN ${order.total}`);
  await diner.screenshot({ path: "test-results/mercadopago-mx-paid.png", fullPage: true });
  await diner.close();
});

test("a Peruvian brand's owner sets its Mercado Pago account through the API, and a diner pays in PEN", async ({ browser }) => {
  const slug = "mp-costa";
  const email = await brandWithOwner("costa-miraflores", slug, (file) => {
    const branch = file.branches[0]!;
    branch.services = [...branch.services, "take_away"];
    branch.pay = { ...branch.pay, take_away: true };
  });
  const owner = await signedInStaff(browser, { brand: slug, email, password: PASSWORD });
  const saved = await owner.evaluate(
    async (account) => (await fetch("/api/staff/payment-account", { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ gateway: "mercadopago", ...account }) })).status,
    STAND_IN_ACCOUNTS.pe,
  );
  expect(saved).toBe(200);
  await owner.context().close();

  const diner = await browser.newPage();
  await diner.goto(brandUrl(slug, "/miraflores"));
  const contact = { name: "Luis Quispe", phone: "987654321", email: "luis@example.pe", document_type: "passport", document_number: "P12345678" };
  expect((await placeOrder(diner, "miraflores", "take_away", contact, "nequi")).status).toBe(422);
  const placed = await placeOrder(diner, "miraflores", "take_away", contact);
  expect(placed.status).toBe(201);
  const order = placed.body.order as { id: number; access_token: string; total: number };
  await payAtMercadoPago(diner, slug, "miraflores", order, `PEN ${order.total}`);
  await diner.screenshot({ path: "test-results/mercadopago-pe-paid.png", fullPage: true });
  await diner.close();
});
