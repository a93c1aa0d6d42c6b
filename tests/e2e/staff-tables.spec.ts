import { devices, expect } from "@playwright/test";
import { test } from "./hydrated";
import { ownedDemoBrand, signedInStaff, TEST_OWNER_PASSWORD } from "./staff-support";
import { addProduct, brandUrl, expectNoAxeViolations, expectNoAxeViolationsInEveryTheme, openMenu, operatorHeaders, serverUrl, tableToken } from "./support";

/*
 * The console's floor view ("Tables") beside the diners. A diner's round at a table of Fogón Andino's
 * Usaquén (checkout mode) shows on the staff's tablet without a reload, with what it owes and the round still in
 * the kitchen; closing it is refused while money is owed or waits to be confirmed; once the cash is confirmed
 * the table is free on the floor and closed on the diner's phone. The branch's QR sheet holds its own places only.
 */
const FOGON = "fogon-andino";

test("a diner's round shows on the floor, closing is refused while money is owed, and the confirmed cash frees the table on every screen", async ({ browser, request }) => {
  const token = await tableToken(request, FOGON, "usaquen", "T2");
  const staff = await signedInStaff(browser);
  await staff.getByRole("link", { name: "Mesas", exact: true }).click();
  await expect(staff).toHaveURL(brandUrl(FOGON, "/staff/tables"));
  await staff.goto(brandUrl(FOGON, "/staff/tables?branch=usaquen"));
  await expect(staff.getByRole("heading", { name: "Mesas", level: 1 })).toBeVisible();
  const card = staff.locator('[data-floor-place="T2"]');
  await expect(card).toHaveAttribute("data-floor-state", "free");
  await expect(staff.getByRole("heading", { name: /^Terraza/, level: 2 })).toBeVisible();
  await expectNoAxeViolations(staff);

  // Ana sends a round from her phone at table T2
  const ana = await (await browser.newContext({ ...devices["Pixel 7"], locale: "es-CO" })).newPage();
  await openMenu(ana, brandUrl(FOGON, `/usaquen/menu-digital?table=${token}`));
  await addProduct(ana, "Arepa de huevo");
  await ana.goto(brandUrl(FOGON, "/usaquen/delivery/order"));
  await ana.getByRole("button", { name: "Enviar a preparar" }).click();
  const join = ana.getByRole("dialog", { name: /Únete al pedido de la mesa/ });
  await join.getByLabel("Tu nombre (opcional)").fill("Ana");
  await join.getByRole("button", { name: "Unirme y enviar a preparar" }).click();
  await expect(ana.locator("[data-tab-status=open]")).toBeVisible();

  // the floor polls every few seconds: no reload
  await expect(card).toHaveAttribute("data-floor-state", "ordering", { timeout: 15_000 });
  await expect(card).toContainText("Pidiendo");
  await expect(card.locator("[data-floor-balance]")).toHaveText("$ 9.000");
  await expect(card.locator("[data-floor-rounds]")).toHaveText("Ronda 1 · Ana · Recibido");
  await expectNoAxeViolations(staff);

  await card.getByRole("button", { name: "Cerrar cuenta" }).click();
  await expect(card.getByRole("alert")).toHaveText("No se puede cerrar: la cuenta aún tiene saldo por cobrar.");
  await expect(card).toHaveAttribute("data-floor-state", "ordering");

  // Ana promises to pay it all in cash: nothing is owed, but the cash waits for the waiter
  const part = await request.post(`${serverUrl}/api/v1/places/${token}/tab/parts`, {
    headers: { host: new URL(brandUrl(FOGON)).host },
    data: { payer: "Ana", request: { way: "full" }, tip: { include: "NO", percent: 0, customValue: null }, method: "cash_or_dataphone" },
  });
  expect(part.status()).toBe(201);
  const partId = ((await part.json()) as { part: { id: number } }).part.id;
  await expect(card.locator("[data-floor-balance]")).toHaveText("$ 0", { timeout: 15_000 });
  await expect(card).toContainText("Ana · Efectivo o datáfono");
  await expect(card).toContainText("por confirmar");
  await expect(card).toHaveAttribute("data-floor-state", "paying");
  await card.getByRole("button", { name: "Cerrar cuenta" }).click();
  await expect(card.getByRole("alert")).toHaveText("No se puede cerrar: hay un pago por confirmar. Confírmalo o libéralo primero.");
  await expectNoAxeViolations(staff);

  const confirmed = await request.patch(`${serverUrl}/api/v1/operator/tab-parts/${partId}`, { headers: operatorHeaders(FOGON), data: { state: "paid" } });
  expect(confirmed.status()).toBe(200);
  await expect(card).toHaveAttribute("data-floor-state", "free", { timeout: 15_000 });
  await expect(ana.locator("[data-tab-status=closed]")).toBeVisible({ timeout: 15_000 });
  await ana.context().close();

  // the branch's QR sheet, in a new tab: Usaquén's twelve tables, T2's token among them, nothing of another branch
  const [sheet] = await Promise.all([staff.context().waitForEvent("page"), staff.getByRole("link", { name: "Imprimir códigos QR" }).click()]);
  await sheet.waitForLoadState();
  await expect(sheet.locator("section.card")).toHaveCount(12);
  await expect(sheet.locator(`section.card[data-url$="${token}"]`)).toHaveCount(1);
  await expect(sheet.locator("section.card svg")).toHaveCount(12);
  const chapinero = await tableToken(request, FOGON, "chapinero", "1");
  expect(await sheet.content()).not.toContain(chapinero);
  await staff.context().close();
});

test("the floor works on a phone, and passes axe under a dark brand with a cinema's seats", async ({ browser }) => {
  const phone = await signedInStaff(browser, { device: devices["Pixel 7"] });
  await phone.goto(brandUrl(FOGON, "/staff/tables?branch=usaquen"));
  await expect(phone.locator("[data-floor-place]")).toHaveCount(12);
  await expect(phone.locator("[data-floor-summary]")).toContainText("12 lugares");
  await expectNoAxeViolations(phone);
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(412);
  await phone.context().close();

  const dark = await signedInStaff(browser, { brand: "mercado-luna" });
  await dark.goto(brandUrl("mercado-luna", "/staff/tables?branch=cine-roma"));
  await expect(dark.locator("[data-floor-place]").first()).toBeVisible();
  await expectNoAxeViolations(dark);
  await dark.context().close();
});

test("a table that still owes can be freed with a reason, which the activity log keeps", async ({ browser, request }) => {
  const token = await tableToken(request, FOGON, "usaquen", "T3");
  const bill = await request.post(`${serverUrl}/api/v1/operator/tabs`, { headers: operatorHeaders(FOGON), data: { place_token: token, lines: [{ label: "Cerveza", quantity: 3, unit_price: 8000 }] } });
  expect(bill.status()).toBe(201);
  const staff = await signedInStaff(browser);
  await staff.goto(brandUrl(FOGON, "/staff/tables?branch=usaquen"));
  const card = staff.locator('[data-floor-place="T3"]');
  await expect(card).toHaveAttribute("data-floor-state", "ordering", { timeout: 15_000 });
  await card.getByRole("button", { name: "Cerrar cuenta" }).click();
  await expect(card.getByRole("alert")).toHaveText("No se puede cerrar: la cuenta aún tiene saldo por cobrar.");
  await expectNoAxeViolations(staff);
  await card.getByLabel("¿Por qué se cierra con saldo pendiente?").fill("Se fueron sin pagar");
  await card.getByRole("button", { name: "Cerrar sin cobrar lo pendiente" }).click();
  await expect(card).toHaveAttribute("data-floor-state", "free", { timeout: 15_000 });
  const audit = await request.get(`${serverUrl}/api/staff/audit`, { headers: { host: new URL(brandUrl(FOGON)).host, cookie: (await staff.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ") } });
  expect(audit.status()).toBe(200);
  expect(JSON.stringify(await audit.json())).toContain("Se fueron sin pagar");
  await staff.context().close();
});

test("the host sits a walk-in at a free table from the floor, a second party there is refused, and the table is freed when they leave", async ({ browser, request }) => {
  const staff = await signedInStaff(browser);
  await staff.goto(brandUrl(FOGON, "/staff/tables?branch=usaquen"));
  const card = staff.locator('[data-floor-place="2"]');
  await expect(card).toHaveAttribute("data-floor-state", "free");
  await card.getByRole("button", { name: "Sentar un grupo" }).click();
  const persons = card.getByLabel("¿Cuántas personas?");
  await expect(persons).toBeFocused();
  await persons.fill("3");
  await card.getByLabel("Nombre (opcional)").fill("Familia Ríos");
  await expectNoAxeViolations(staff);
  await card.getByRole("button", { name: "Sentar aquí" }).click();
  await expect(card).toHaveAttribute("data-floor-state", "seated");
  await expect(card.locator("[data-floor-party]")).toContainText("Familia Ríos · 3 personas sin reserva");

  // the filter shows the seated tables only
  await staff.locator("[data-floor-filter-state=seated]").click();
  await expect(staff.locator('[data-floor-place="2"]')).toBeVisible();
  await expect(staff.locator("[data-floor-place]").filter({ hasNot: staff.locator("[data-floor-party]") })).toHaveCount(0);
  await staff.getByRole("button", { name: /^Todas/ }).click();

  // a second party at the same table is the server's refusal, whoever asks
  const again = await request.post(`${serverUrl}/api/v1/operator/floor/party`, { headers: operatorHeaders(FOGON), data: { supplier: "usaquen", place: "2", persons: 2 } });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe("table_taken");

  await card.getByRole("button", { name: "Liberar mesa" }).click();
  await expect(card).toHaveAttribute("data-floor-state", "free");
  await expect(card.getByRole("button", { name: "Sentar un grupo" })).toBeVisible();
  await staff.context().close();
});

// the floor's seating controls on a phone, with axe under every brand theme (support.ts AXE_THEMES)
test("seating a walk-in and freeing the table pass axe under every brand theme, on a phone", async ({ browser }) => {
  const { slug, owner } = await ownedDemoBrand("mesas-temas");
  const staff = await signedInStaff(browser, { brand: slug, email: owner, password: TEST_OWNER_PASSWORD, device: devices["Pixel 7"] });
  await staff.goto(brandUrl(slug, "/staff/tables?branch=usaquen"));
  const card = staff.locator('[data-floor-place="1"]');
  await card.getByRole("button", { name: "Sentar un grupo" }).click();
  await expectNoAxeViolationsInEveryTheme(staff, "[data-walk-in-form]");
  await card.getByRole("button", { name: "Sentar aquí" }).click();
  await expect(card).toHaveAttribute("data-floor-state", "seated");
  await expectNoAxeViolationsInEveryTheme(staff);
  await card.screenshot({ path: "test-results/floor-seated-phone.png" });
  await card.getByRole("button", { name: "Liberar mesa" }).click();
  await expect(card).toHaveAttribute("data-floor-state", "free");
  await staff.context().close();
});
