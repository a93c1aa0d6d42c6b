import { devices, expect, type Browser, type Page } from "@playwright/test";
import { newHydratingContext, test } from "./hydrated";
import { signedInStaff, signInStaff, STAFF_TABLET } from "./staff-support";
import {
  addProduct,
  brandUrl,
  checkoutToPayment,
  deliveredMessage,
  demoBrandFile,
  expectNoAxeViolations,
  fillContact,
  importBrandFile,
  openMenu,
  payByCard,
  payWith,
  productLink,
  rateNineTenEight,
  runAgainstServer,
  tableToken,
  TRAVELLER,
} from "./support";

/*
 * A day of service on a brand made up for this test ("La Jornada", built from a demo file, its clock set where it is
 * midday now, so today's bookings and the day's service fit whenever the suite runs): two diners on phones and the
 * owner on a tablet, side by side. A booking is approved, edited (back to approval), approved again and seated at
 * a free table of its zone; the table orders from two phones, a dish is sold out mid-service and the open menu says
 * so within 5 s; one payer abandons the card page, withdraws, pays by card; the other pays cash, which the waiter
 * confirms; the tab closes on both phones and the table is free. A take-away paid in cash is confirmed on its card
 * and moved through to the end; its diner rates it with words; a walk-in sits and leaves; the owner's report shows
 * what diners wrote. The day ends with every table free and nothing left on the board. Beside it, a hotel guest's
 * room service charged to the room waits on its card for the hotel's confirmation before the kitchen may start it.
 */
const SLUG = "jornada";
const OWNER = { email: "duena@jornada.co", password: "clave de la jornada 2026" };
const PHONE = { ...devices["Pixel 7"], locale: "es-CO" };

/** The IANA zone where it is about noon now: Etc/GMT zones name their offset with the sign reversed. */
function middayZone(now = new Date()): string {
  let offset = 12 - now.getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  return offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}

/** Fogón Andino renamed and moved to a clock where it is midday, booking today at once (the day runs at Usaquén). */
function jornadaBrand() {
  const brand = demoBrandFile("fogon-andino");
  const zone = middayZone();
  brand.instance.slug = SLUG;
  brand.instance.name = "La Jornada";
  brand.instance.timezone = zone;
  brand.domains = [];
  // the greeting popups are another test's subject: here they would only stand between a diner and the menu
  brand.popups = [];
  for (const branch of brand.branches) {
    branch.timezone = zone;
    if (branch.booking) branch.booking = { ...branch.booking, lead_minutes: 0, cutoff_minutes: 0, approval: "manual" };
  }
  return brand;
}

/** A phone at table 1 scans its code, orders `product` and sends it as a round under `name`, joining the tab. */
async function sendRound(page: Page, token: string, product: string, name: string) {
  await openMenu(page, brandUrl(SLUG, `/usaquen/menu-digital?table=${token}`));
  await addProduct(page, product);
  await page.goto(brandUrl(SLUG, "/usaquen/delivery/order"));
  await page.getByRole("button", { name: "Enviar a preparar" }).click();
  const join = page.getByRole("dialog", { name: "Únete al pedido de la mesa 1" });
  await join.getByLabel("Tu nombre (opcional)").fill(name);
  await join.getByRole("button", { name: "Unirme y enviar a preparar" }).click();
}

/** Taps an order on the board through its service's steps, one at a time, until it leaves the board. */
async function finishOnBoard(staff: Page, id: string) {
  const card = staff.locator(`[data-board-order="${id}"]`);
  for (let step = 0; step < 8 && (await card.count()) > 0; step++) {
    const next = card.getByRole("button", { name: /^Pasar a «/ });
    // a card can leave between two looks (a round whose tab closed): then there is nothing left to tap
    const label = await next.textContent({ timeout: 5_000 }).catch(() => null);
    if (label === null) break;
    await next.click();
    // the tap is done when the card offers its next step, or is gone
    await expect(card.getByRole("button", { name: label, exact: true })).toHaveCount(0);
  }
  await expect(card).toHaveCount(0);
}

async function phone(browser: Browser): Promise<Page> {
  return (await newHydratingContext(browser, PHONE)).newPage();
}

test("a day of service: a booking approved, changed, seated; a table split between two phones with a sold-out dish and an abandoned card; a take-away paid in cash; a walk-in seated and freed; every table closed and what diners wrote in the report", async ({ browser, request }) => {
  test.setTimeout(480_000);
  const imported = await importBrandFile(jornadaBrand());
  expect(imported.code, imported.stdout + imported.stderr).toBe(0);
  const owner = await runAgainstServer("scripts/brand-staff-owner.ts", [SLUG, OWNER.email, "--name", "Marta"], { STAFF_PASSWORD: OWNER.password });
  expect(owner.code).toBe(0);

  const staff = await (await browser.newContext({ ...STAFF_TABLET, locale: "es-CO" })).newPage();
  await staff.goto(brandUrl(SLUG, "/staff/sign-in"));
  await signInStaff(staff, OWNER.email, OWNER.password);
  await expect(staff).toHaveURL(brandUrl(SLUG, "/staff"));

  // —— Bea books a table for today, for two ——
  const bea = await phone(browser);
  await bea.goto(brandUrl(SLUG, "/usaquen/reservar"));
  await bea.getByLabel("Día").selectOption({ index: 0 });
  await bea.getByRole("radio", { name: /^\d\d:\d\d/ }).first().check();
  await fillContact(bea);
  await bea.getByLabel("Nombre completo").fill("Bea Jornada");
  await bea.getByLabel(/Acepto los términos/).check();
  await bea.getByRole("button", { name: /^Reservar a las \d\d:\d\d para 2 personas$/ }).click();
  await expect(bea.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "pending");
  const bookingId = /\/book_info\/(\d+)\//.exec(bea.url())![1];

  // the host approves it; Bea's page follows and the decision reaches her by the brand's channels
  await staff.goto(brandUrl(SLUG, "/staff/bookings?branch=usaquen"));
  const row = staff.locator("[data-booking]", { hasText: "Bea Jornada" });
  await expect(row).toHaveAttribute("data-status", "pending");
  await row.getByRole("button", { name: "Aprobar" }).click();
  await expect(row).toHaveAttribute("data-status", "approved");
  await expect(bea.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "approved", { timeout: 6_000 });
  await expect.poll(() => deliveredMessage(request, SLUG, (message) => message.kind === "booking_decision" && message.subject.includes(`#${bookingId}`))).not.toBeNull();

  // one more friend comes: under manual approval the change goes back to the host, who sees it without a reload
  await bea.getByRole("button", { name: "Cambiar día, hora o personas" }).click();
  const edit = bea.locator("[data-booking-edit]");
  await edit.getByRole("button", { name: "Una persona más" }).click();
  await edit.getByRole("button", { name: /^Cambiar a las \d\d:\d\d para 3 personas$/ }).click();
  await expect(bea.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "pending");
  await expect(row).toHaveAttribute("data-status", "pending", { timeout: 6_000 });
  await row.getByRole("button", { name: "Aprobar" }).click();
  await expect(row).toHaveAttribute("data-status", "approved");

  // the party arrives: the picker offers the free tables of its zone that fit three, the snuggest first
  await row.getByRole("button", { name: "Sentar" }).click();
  const picker = row.getByLabel("Mesa para Bea Jornada");
  await expect(picker).toBeFocused();
  await expect(picker).toHaveValue("1");
  await expect(picker.locator("option", { hasText: /^Mesa T\d/ })).toHaveCount(4); // the terrace, offered after the salon
  await expectNoAxeViolations(staff);
  await row.getByRole("button", { name: "Sentar en la mesa 1" }).click();
  await expect(row).toHaveAttribute("data-status", "seated");
  await expect(bea.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "seated", { timeout: 6_000 });

  await staff.goto(brandUrl(SLUG, "/staff/tables?branch=usaquen"));
  const table = staff.locator('[data-floor-place="1"]');
  await expect(table).toHaveAttribute("data-floor-state", "seated");
  await expect(table.locator("[data-floor-party]")).toContainText("Reserva de Bea Jornada · 3 personas");

  // —— the table orders from two phones ——
  const token = await tableToken(request, SLUG, "usaquen", "1");
  await sendRound(bea, token, "Arepa de huevo", "Bea");
  await expect(bea.getByRole("heading", { name: "Ronda 1 · Pedida por Bea" })).toBeVisible();
  const tabPage = bea.url();

  const carlos = await phone(browser);
  await sendRound(carlos, token, "Chicharrón crocante con arepa", "Carlos");
  await expect(carlos.getByRole("heading", { name: "Ronda 2 · Pedida por Carlos" })).toBeVisible();
  await expect(table).toHaveAttribute("data-floor-state", "ordering", { timeout: 6_000 });

  // the kitchen reads both rounds at table 1 on the board
  await staff.goto(brandUrl(SLUG, "/staff?branch=usaquen"));
  const rounds = staff.locator("[data-board-order]", { hasText: "Mesa 1" });
  await expect(rounds).toHaveCount(2, { timeout: 6_000 });

  // —— mid-service, the arepa runs out: Carlos's open menu says so within 5 s ——
  await openMenu(carlos, brandUrl(SLUG, `/usaquen/menu-digital?table=${token}`));
  const arepa = await productLink(carlos, "Arepa de huevo");
  await expect(arepa).not.toContainText("Agotado");
  await staff.goto(brandUrl(SLUG, "/staff/menu?branch=usaquen"));
  await staff.getByLabel("Buscar producto o categoría").fill("Arepa de huevo");
  const availability = staff.locator("[data-availability-product]", { has: staff.getByRole("heading", { name: "Arepa de huevo", level: 3 }) });
  await availability.getByRole("button", { name: "Marcar agotado" }).click();
  await expect(availability).toHaveAttribute("data-sold-out", "true");
  await expect(arepa).toContainText("Agotado", { timeout: 5_000 });

  // —— paying: Bea leaves the card page, withdraws, then pays her half by card ——
  await bea.getByRole("button", { name: "Pagar mi parte" }).click();
  let form = bea.locator("[data-pay-form]");
  await form.getByRole("radio", { name: "En partes iguales" }).check();
  await form.getByRole("spinbutton", { name: "Entre cuántas personas" }).fill("2");
  await form.getByRole("radio", { name: "Tarjeta" }).check();
  await form.getByRole("button", { name: /^Pagar \$/ }).click();
  await expect(bea).toHaveURL(/^http:\/\/pay\.localhost:\d+\/p\?/);
  await bea.goBack();
  const abandoned = bea.locator("[data-part][data-state=held]");
  await expect(abandoned).toContainText("Tu pago en línea no ha terminado");
  await abandoned.getByRole("button", { name: "Retirar mi pago" }).click();
  await expect(bea.locator("[data-part]")).toHaveCount(0);
  await bea.getByRole("button", { name: "Pagar mi parte" }).click();
  form = bea.locator("[data-pay-form]");
  await form.getByRole("radio", { name: "En partes iguales" }).check();
  await form.getByRole("spinbutton", { name: "Entre cuántas personas" }).fill("2");
  await form.getByRole("radio", { name: "Tarjeta" }).check();
  await form.getByRole("button", { name: /^Pagar \$/ }).click();
  await payByCard(bea, "4242 4242 4242 4242");
  await expect(bea.locator("[data-part][data-state=paid]")).toHaveCount(1, { timeout: 15_000 });

  // Carlos pays what is left in cash; the waiter confirms it on the console, and the tab closes on both phones
  await carlos.goto(tabPage);
  await carlos.getByRole("button", { name: "Pagar mi parte" }).click();
  const cash = carlos.locator("[data-pay-form]");
  await cash.getByRole("radio", { name: "Todo el saldo" }).check();
  await cash.getByRole("radio", { name: "Efectivo o datáfono" }).check();
  await cash.getByRole("button", { name: /^Reservar \$ [\d.]+ y avisar al mesero$/ }).click();
  await expect(carlos.locator("[data-part][data-state=held]")).toContainText("Avísale al mesero");

  await staff.goto(brandUrl(SLUG, "/staff?branch=usaquen"));
  const toConfirm = staff.locator("[data-payments-to-confirm] [data-tab-part]", { hasText: "Mesa 1" });
  await expect(toConfirm).toContainText("Carlos", { timeout: 6_000 });
  await toConfirm.getByRole("button", { name: "Recibido" }).click();
  for (const diner of [bea, carlos]) await expect(diner.getByText("La cuenta está cerrada. ¡Gracias por tu visita!")).toBeVisible({ timeout: 6_000 });

  // the kitchen finishes the table's rounds: they leave the board
  for (const id of await rounds.evaluateAll((cards) => cards.map((card) => card.getAttribute("data-board-order")!))) await finishOnBoard(staff, id);
  await expect(rounds).toHaveCount(0);

  // —— a take-away paid in cash: confirmed on its card, moved to the end, the diner's page follows ——
  await carlos.context().close();
  const dana = await phone(browser);
  await openMenu(dana, brandUrl(SLUG, "/usaquen?service=take_away"));
  await addProduct(dana, "Chicharrón crocante con arepa");
  await dana.goto(brandUrl(SLUG, "/usaquen/delivery/order"));
  await dana.getByRole("link", { name: "Continuar" }).click();
  await checkoutToPayment(dana);
  await payWith(dana, /^Efectivo o datáfono/);
  await dana.getByLabel(/Acepto los términos/).check();
  await dana.getByRole("button", { name: "Hacer pedido" }).click();
  await expect(dana).toHaveURL(new RegExp(`^${brandUrl(SLUG, "/usaquen/order/")}\\d+\\?token=`), { timeout: 15_000 });
  const orderUrl = new URL(dana.url());
  const [orderId, orderToken] = [/\/order\/(\d+)/.exec(orderUrl.pathname)![1]!, orderUrl.searchParams.get("token")!];

  const card = staff.locator(`[data-board-order="${orderId}"]`);
  await expect(card).toBeVisible({ timeout: 6_000 });
  await card.getByRole("button", { name: /^Confirmar pago · Efectivo o datáfono · \$/ }).click();
  await expect(dana.getByText("Pago exitoso").first()).toBeVisible({ timeout: 6_000 });
  await finishOnBoard(staff, orderId);

  // Dana rates it, in words
  const words = `El chicharrón, crocante de verdad (${orderId})`;
  await dana.goto(brandUrl(SLUG, `/ratecluvi/${orderId}/${orderToken}`));
  await dana.getByLabel("Cuéntanos más (opcional)").fill(words);
  await rateNineTenEight(dana);

  // —— a walk-in of four sits at table 3 for a drink, and leaves without a tab: the host frees the table ——
  await staff.goto(brandUrl(SLUG, "/staff/tables?branch=usaquen"));
  const three = staff.locator('[data-floor-place="3"]');
  await three.getByRole("button", { name: "Sentar un grupo" }).click();
  await three.getByLabel("¿Cuántas personas?").fill("4");
  await three.getByRole("button", { name: "Sentar aquí" }).click();
  await expect(three).toHaveAttribute("data-floor-state", "seated");
  await expect(three.locator("[data-floor-party]")).toContainText("4 personas sin reserva");
  await three.getByRole("button", { name: "Liberar mesa" }).click();
  await expect(three).toHaveAttribute("data-floor-state", "free");

  // —— closing time: every table free, the board empty of this day's work, what diners wrote in the report ——
  await staff.goto(brandUrl(SLUG, "/staff/tables?branch=usaquen"));
  await expect(staff.locator("[data-floor-place]").first()).toBeVisible();
  await expect(staff.locator("[data-floor-place]:not([data-floor-state=free])")).toHaveCount(0);
  await staff.goto(brandUrl(SLUG, "/staff?branch=usaquen"));
  await expect(staff.locator("[data-orders-board]")).toBeVisible();
  await expect(staff.locator("[data-board-order]")).toHaveCount(0);
  await staff.getByRole("navigation", { name: "Secciones de la consola" }).getByRole("link", { name: "Reportes" }).click();
  await staff.getByRole("button", { name: "Ver reporte" }).click();
  await expect(staff.locator("[data-diner-feedback] [data-feedback=purchase]", { hasText: words })).toContainText(`Pedido #${orderId}`);
  await expectNoAxeViolations(staff);

  // the sold-out dish goes back on sale for tomorrow
  await staff.goto(brandUrl(SLUG, "/staff/menu?branch=usaquen"));
  await staff.getByLabel("Buscar producto o categoría").fill("Arepa de huevo");
  await availability.getByRole("button", { name: "Volver a vender" }).click();
  await expect(availability).toHaveAttribute("data-sold-out", "false");
  for (const page of [staff, bea, dana]) await page.context().close();
});

test("a pay-first room service order charged to the room waits for the hotel's confirmation on its card, then goes to the kitchen, and the guest's page follows", async ({ browser, request }) => {
  const COSTA = "costa-miraflores";
  const guest = await phone(browser);
  const token = await tableToken(request, COSTA, "miraflores", "402", "room");
  await openMenu(guest, brandUrl(COSTA, `/miraflores?service=room_service&room=${token}`));
  await addProduct(guest, "Club sándwich");
  await guest.goto(brandUrl(COSTA, "/miraflores/delivery/order"));
  await guest.getByRole("link", { name: "Continuar" }).click();
  await checkoutToPayment(guest, TRAVELLER("+51 987 654 321", "example.pe"));
  await payWith(guest, /^Cargo a la habitación/);
  await guest.getByLabel(/Acepto los términos/).check();
  await guest.getByRole("button", { name: "Hacer pedido" }).click();
  await expect(guest).toHaveURL(new RegExp(`^${brandUrl(COSTA, "/miraflores/order/")}\\d+`), { timeout: 15_000 });
  const orderId = /\/order\/(\d+)/.exec(new URL(guest.url()).pathname)![1]!;

  const staff = await signedInStaff(browser, { brand: COSTA });
  await staff.goto(brandUrl(COSTA, "/staff?branch=miraflores"));
  const card = staff.locator(`[data-board-order="${orderId}"]`);
  await expect(card).toContainText("Habitación 402", { timeout: 6_000 });
  await expect(card).toContainText("Se prepara cuando confirmes su pago.");
  // the kitchen cannot start it unpaid: the card offers the payment first
  await expect(card.getByRole("button", { name: /^Pasar a «/ })).toHaveCount(0);
  await expectNoAxeViolations(staff);
  await card.getByRole("button", { name: /^Confirmar pago · Cargo a la habitación · / }).click();
  await expect(guest.getByText("Pago exitoso").first()).toBeVisible({ timeout: 6_000 });
  await finishOnBoard(staff, orderId);
  for (const page of [staff, guest]) await page.context().close();
});
