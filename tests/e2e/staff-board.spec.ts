import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./hydrated";
import { DEMO_OWNER_PASSWORD, signInStaff, STAFF_TABLET } from "./staff-support";
import { brandUrl, demoBrandFile, expectNoAxeViolations, importBrandFile, openMenu, operatorHeaders, orderInCash, serverUrl, tableToken, takeAwayAtChapinero } from "./support";

/*
 * The staff console beside a diner: the brand's demo owner (scripts/lib/demo-owners.ts) signs in on a
 * tablet, a diner orders on a phone, the order appears on the board without a reload, and one tap moves it
 * along — which the diner's order page shows on its own.
 */
const FOGON = "fogon-andino";
const OWNER = { email: "owner@fogon-andino.demo", password: DEMO_OWNER_PASSWORD };

async function staffTablet(browser: Browser): Promise<Page> {
  return (await browser.newContext({ ...STAFF_TABLET, locale: "es-CO" })).newPage();
}

const signIn = (page: Page, password = OWNER.password) => signInStaff(page, OWNER.email, password);

test("a wrong password is refused in the staff's language and keeps the address; the right one opens the board", async ({ browser }) => {
  const staff = await staffTablet(browser);
  await staff.goto(brandUrl(FOGON, "/staff"));
  await expect(staff).toHaveURL(brandUrl(FOGON, "/staff/sign-in"));
  await expectNoAxeViolations(staff);
  await signIn(staff, "not the password");
  await expect(staff.locator("[data-staff-sign-in]").getByRole("alert")).toHaveText("El correo o la contraseña no son correctos.");
  await expect(staff.getByLabel("Correo")).toHaveValue(OWNER.email);
  await expect(staff.getByLabel("Contraseña")).toHaveValue("");
  await signIn(staff);
  await expect(staff).toHaveURL(brandUrl(FOGON, "/staff"));
  await expect(staff.getByRole("heading", { name: "Pedidos", level: 1 })).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.context().close();
});

test("a diner's order reaches the board without a reload, and the staff's tap reaches the diner's order page", async ({ browser, page }) => {
  const staff = await staffTablet(browser);
  await staff.goto(brandUrl(FOGON, "/staff/sign-in"));
  await signIn(staff);
  await expect(staff).toHaveURL(brandUrl(FOGON, "/staff"));
  await staff.goto(brandUrl(FOGON, "/staff?branch=chapinero"));
  const fresh = staff.locator("[data-board-column=received]");
  await expect(staff.locator("[data-orders-board]")).toBeVisible();
  const before = await fresh.locator("[data-board-order]").count();

  await takeAwayAtChapinero(page);
  await orderInCash(page, "Empanadas de carne (4)");
  const id = new URL(page.url()).pathname.split("/").pop()!;

  // the board polls every few seconds; no reload
  const card = staff.locator(`[data-board-order="${id}"]`);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(fresh.locator("[data-board-order]")).toHaveCount(before + 1);
  await expect(card).toHaveClass(/board-card-fresh/);
  await expect(staff.locator("[data-board-news]")).toHaveText("1 pedido nuevo");
  await expect(card).toContainText("Empanadas de carne (4)");
  await expect(card).toContainText("Pago por confirmar");
  await expectNoAxeViolations(staff);

  await card.getByRole("button", { name: "Pasar a «Aceptado»" }).click();
  await expect(staff.locator(`[data-board-column=accepted] [data-board-order="${id}"]`)).toBeVisible();
  // the diner's page follows its order every few seconds
  await expect(page.getByRole("heading", { name: "Aceptado" }).or(page.getByText("Aceptado").first())).toBeVisible({ timeout: 15_000 });

  // handed over before the cash is counted: the order waits in the cashier's lane, not lost from the board
  for (const step of ["En preparación", "Listo", "Completado"]) await card.getByRole("button", { name: `Pasar a «${step}»` }).click();
  const toCollect = staff.locator(`[data-board-column=to_collect] [data-board-order="${id}"]`);
  await expect(toCollect).toBeVisible();
  await expectNoAxeViolations(staff, "[data-board-column=to_collect]");
  await toCollect.getByRole("button", { name: /^Confirmar pago · Efectivo o datáfono · \$/ }).click();
  await expect(staff.locator(`[data-board-order="${id}"]`)).toHaveCount(0);
  // the diner's page, already at its last step, still follows the payment: paid, without a reload
  await expect(page.getByText("Pago exitoso").first()).toBeVisible({ timeout: 15_000 });
  await staff.context().close();
});

test("an online share left on the gateway's page: the payer can finish or withdraw it, staff let it go, and the table is told", async ({ browser, page, request }) => {
  const token = await tableToken(request, FOGON, "usaquen", "5");
  const bill = await request.post(`${serverUrl}/api/v1/operator/tabs`, { headers: operatorHeaders(FOGON), data: { place_token: token, lines: [{ label: "Bandeja paisa", quantity: 1, unit_price: 30000 }] } });
  expect(bill.status()).toBe(201);
  await page.goto(brandUrl(FOGON, `/usaquen/solo-pago?table=${token}`));
  await page.getByRole("button", { name: "Pagar mi parte" }).click();
  const form = page.locator("[data-pay-form]");
  await form.getByRole("radio", { name: "Todo el saldo" }).check();
  await form.getByRole("radio", { name: "Tarjeta" }).check();
  await form.getByRole("button", { name: /^Pagar \$/ }).click();
  await expect(page).toHaveURL(/^http:\/\/pay\.localhost:\d+\/p\?/);
  // the diner changes their mind on the card page and goes back to the table's bill
  await page.goBack();
  const mine = page.locator("[data-part][data-state=held]");
  await expect(mine).toContainText("Tu pago en línea no ha terminado");
  await expect(mine.getByRole("link", { name: "Terminar el pago" })).toBeVisible();
  await expect(mine.getByRole("button", { name: "Retirar mi pago" })).toBeVisible();
  await expectNoAxeViolations(page);

  const staff = await staffTablet(browser);
  await staff.goto(brandUrl(FOGON, "/staff/sign-in"));
  await signIn(staff);
  await expect(staff).toHaveURL(brandUrl(FOGON, "/staff"));
  await staff.goto(brandUrl(FOGON, "/staff?branch=usaquen"));
  const held = staff.locator("[data-payments-to-confirm] [data-tab-part]", { hasText: "Mesa 5" });
  await expect(held).toContainText("Pago en línea sin terminar", { timeout: 15_000 });
  await expect(held.getByRole("button", { name: "Recibido" })).toHaveCount(0);
  await held.getByRole("button", { name: "No pagó" }).click();
  await expect(held).toHaveCount(0);

  // the phone at the table hears it: the share is due again, and can be paid another way
  await expect(page.getByText("Tu pago no se completó y tu parte volvió al saldo de la mesa. Puedes pagarla de nuevo.")).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("[data-total=balance] dd")).toHaveText("$ 30.000");
  await staff.context().close();
});

test("a table's call shows on the console and one tap tells the table a waiter is on the way", async ({ browser, page, request }) => {
  const staff = await staffTablet(browser);
  await staff.goto(brandUrl(FOGON, "/staff/sign-in"));
  await signIn(staff);
  await expect(staff).toHaveURL(brandUrl(FOGON, "/staff"));
  await staff.goto(brandUrl(FOGON, "/staff?branch=usaquen"));

  await openMenu(page, brandUrl(FOGON, `/usaquen?service=on_table&table=${await tableToken(request, FOGON, "usaquen", "6")}`));
  const control = page.getByRole("region", { name: /Mesa 6/ });
  await control.getByRole("button", { name: "Llamar al mesero" }).click();
  const dialog = page.getByRole("dialog", { name: /mesa 6/ });
  await dialog.getByRole("radio", { name: "Cubiertos" }).check();
  await dialog.getByRole("button", { name: "Llamar al mesero" }).click();
  await expect(control.getByRole("status")).toHaveText("Llamado — esperando al personal");

  const calls = staff.locator("[data-waiter-calls]");
  await expect(calls).toContainText("Mesa 6", { timeout: 15_000 });
  await expect(calls).toContainText("Cubiertos");
  await expectNoAxeViolations(staff, "[data-waiter-calls]");
  await calls.getByRole("button", { name: "Voy a Mesa 6" }).click();
  await expect(calls.getByRole("button", { name: "Voy a Mesa 6" })).toHaveCount(0);
  await expect(control.getByRole("status")).toHaveText("Un mesero va en camino", { timeout: 15_000 });
  await staff.context().close();
});

test("cash a table promised is confirmed on the console, and the tab closes on the diner's phone", async ({ browser, page, request }) => {
  const token = await tableToken(request, FOGON, "usaquen", "7");
  const host = { host: new URL(brandUrl(FOGON)).host };
  const bill = await request.post(`${serverUrl}/api/v1/operator/tabs`, { headers: operatorHeaders(FOGON), data: { place_token: token, lines: [{ label: "Limonada de coco", quantity: 2, unit_price: 9000 }] } });
  expect(bill.status()).toBe(201);
  const tabId = ((await bill.json()) as { tab: { id: number } }).tab.id;
  const part = await request.post(`${serverUrl}/api/v1/places/${token}/tab/parts`, {
    headers: host,
    data: { payer: "Laura", request: { way: "full" }, tip: { include: "NO", percent: 0, customValue: null }, method: "cash_or_dataphone" },
  });
  expect(part.status()).toBe(201);
  await page.goto(brandUrl(FOGON, `/usaquen/menu-digital/my-order/${tabId}?table=${token}`));
  await expect(page.locator("[data-tab-status=open]")).toBeVisible();

  const staff = await staffTablet(browser);
  await staff.goto(brandUrl(FOGON, "/staff/sign-in"));
  await signIn(staff);
  await expect(staff).toHaveURL(brandUrl(FOGON, "/staff"));
  await staff.goto(brandUrl(FOGON, "/staff?branch=usaquen"));
  const payments = staff.locator("[data-payments-to-confirm]");
  await expect(payments).toContainText("Laura", { timeout: 15_000 });
  await expect(payments).toContainText("Efectivo o datáfono");
  await expectNoAxeViolations(staff, "[data-payments-to-confirm]");
  await payments.locator("[data-tab-part]", { hasText: "Mesa 7" }).getByRole("button", { name: "Recibido" }).click();
  await expect(payments.locator("[data-tab-part]", { hasText: "Mesa 7" })).toHaveCount(0);
  // the diner's tab page follows its tab: closed, without a reload
  await expect(page.locator("[data-tab-status=closed]")).toBeVisible({ timeout: 15_000 });
  await staff.context().close();
});

test("the console passes axe under a dark brand (its sign-in and its board with the calls and payments panels)", async ({ browser }) => {
  const staff = await staffTablet(browser);
  await staff.goto(brandUrl("mercado-luna", "/staff/sign-in"));
  await expectNoAxeViolations(staff);
  await staff.getByLabel("Correo").fill("owner@mercado-luna.demo");
  await staff.getByLabel("Contraseña").fill(OWNER.password);
  await staff.getByRole("button", { name: "Ingresar" }).click();
  await expect(staff).toHaveURL(brandUrl("mercado-luna", "/staff"));
  await expect(staff.locator("[data-board-column=received]")).toBeVisible();
  await expect(staff.locator("[data-waiter-calls]")).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.context().close();
});

test("the sign-in passes axe under a pale brand colour, its refusal included", async ({ browser }) => {
  const slug = "fogon-staff-pale";
  const brand = demoBrandFile("fogon-andino");
  brand.instance = { ...brand.instance, slug, theme: { dark: false, theme_color: "#f7e463", titles_txt_color: "#ffffff", page_bgcolor: "#ffffff" } };
  brand.domains = [];
  expect((await importBrandFile(brand)).code).toBe(0);
  const staff = await staffTablet(browser);
  await staff.goto(brandUrl(slug, "/staff/sign-in"));
  await staff.getByLabel("Correo").fill("nadie@fogon.co");
  await staff.getByLabel("Contraseña").fill("not the password");
  await staff.getByRole("button", { name: "Ingresar" }).click();
  await expect(staff.locator("[data-staff-sign-in]").getByRole("alert")).toHaveText("El correo o la contraseña no son correctos.");
  await expectNoAxeViolations(staff);
  await staff.context().close();
});
