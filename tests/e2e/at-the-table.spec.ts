import { devices, expect, type Browser, type Page } from "@playwright/test";
import { test } from "./hydrated";
import {
  addProduct,
  brandUrl,
  checkoutToPayment,
  continueCheckout,
  currentStep,
  expectNoAxeViolations,
  expectNoAxeViolationsInEveryTheme,
  fillContact,
  openMenu,
  operatorHeaders,
  payByCard,
  payWith,
  serverUrl,
  tableToken,
  TRAVELLER,
} from "./support";

// Fogón Andino's Usaquén runs checkout mode: rounds join the table's one tab, paid at the end.
const FOGON = "fogon-andino";
const tabUrl = new RegExp(`^${brandUrl(FOGON, "/usaquen/menu-digital/my-order/")}(\\d+)`);

/** Another phone at the table: its own browser context, as the project's Pixel 7 in Spanish. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...devices["Pixel 7"], locale: "es-CO" });
  return context.newPage();
}

/** Opens a QR URL of Fogón Andino's. */
const scan = (page: Page, path: string) => openMenu(page, brandUrl(FOGON, path));

/** From a pay-first cart (Mercado Luna's Cine Roma) through the precheckout to an approved card payment. */
async function payFirstByCard(page: Page, cartUrl: string) {
  await page.goto(cartUrl);
  await page.getByRole("link", { name: "Continuar" }).click();
  await checkoutToPayment(page, TRAVELLER("+52 55 1234 5678", "example.mx"));
  await payWith(page, /^Tarjeta/);
  await page.getByLabel(/Acepto los términos/).check();
  await page.getByRole("button", { name: /^Pagar \$/ }).click();
  await payByCard(page, "4242 4242 4242 4242");
}

const roundHeading = (page: Page, name: string) => page.getByRole("heading", { name });
const balance = (page: Page) => page.locator("[data-total=balance] dd");

test.describe.serial("at the table: one live tab shared by several phones", () => {
  test("scan, join, rounds seen live, split by items with a shared dish, card and cash, the tab closes on every phone", async ({ browser, request }) => {
    const token = await tableToken(request, FOGON, "usaquen", "6");

    // Ana scans the QR code on the on-table menu route and sends the first round under her name.
    const ana = await phone(browser);
    await scan(ana, `/usaquen/menu-digital?table=${token}`);
    await expect(ana.locator("[data-how-it-works]")).toContainText("cada ronda va a la cocina y a la cuenta de la mesa");
    await addProduct(ana, "Arepa de huevo");
    await ana.goto(brandUrl(FOGON, "/usaquen/delivery/order"));
    // a round joins a bill paid at the end: the 10.000 minimum order does not hold it back
    await ana.getByRole("button", { name: "Enviar a preparar" }).click();
    const join = ana.getByRole("dialog", { name: "Únete al pedido de la mesa 6" });
    await expect(join).toBeVisible();
    await expectNoAxeViolations(ana, "[data-join-dialog]");
    await join.getByLabel("Tu nombre (opcional)").fill("Ana");
    await join.getByRole("button", { name: "Unirme y enviar a preparar" }).click();
    await expect(ana).toHaveURL(tabUrl);
    await expect(roundHeading(ana, "Ronda 1 · Pedida por Ana")).toBeVisible();
    await expect(balance(ana)).toHaveText("$ 9.000");
    await expectNoAxeViolations(ana);

    // Luis scans the printed QR URL and joins by keyboard alone, keeping the default name.
    const luis = await phone(browser);
    await scan(luis, `/usaquen?service=on_table&table=${token}`);
    await addProduct(luis, "Chicharrón crocante con arepa");
    await luis.goto(brandUrl(FOGON, "/usaquen/delivery/order"));
    const send = luis.getByRole("button", { name: "Enviar a preparar" });
    await expect(send).toBeEnabled(); // once the phone read the tab (joined or not)
    await send.focus();
    await luis.keyboard.press("Enter");
    await expect(luis.getByRole("dialog", { name: "Únete al pedido de la mesa 6" })).toBeVisible();
    await expect(luis.getByLabel("Tu nombre (opcional)")).toBeFocused();
    await luis.keyboard.press("Enter");
    await expect(luis).toHaveURL(tabUrl);
    await expect(roundHeading(luis, "Ronda 2 · Pedida por Invitado 2")).toBeVisible();

    // Ana's phone shows Luis's round without a reload (the tab is polled every 2 s).
    await expect(roundHeading(ana, "Ronda 2 · Pedida por Invitado 2")).toBeVisible({ timeout: 6_000 });
    await expect(balance(ana)).toHaveText("$ 27.000");

    // Ana pays her arepa and half of the shared chicharrón by card, with the suggested 10 % tip.
    await ana.getByRole("button", { name: "Pagar mi parte" }).click();
    const form = ana.locator("[data-pay-form]");
    // it opens on her own round, by items, with Luis's dish offered to share — not on the whole balance
    await expect(form.getByRole("radio", { name: "Por productos" })).toBeChecked();
    await expect(form.locator("[data-claim-group=mine]").getByRole("combobox", { name: /Arepa de huevo/ })).toHaveValue("1/1");
    await expect(form.locator("[data-part-preview]")).toHaveText("Tu parte: $ 9.000");
    await form.locator("[data-claim-group=shared]").getByRole("combobox", { name: /Chicharrón crocante/ }).selectOption("1/2");
    await expect(form.locator("[data-part-preview]")).toHaveText("Tu parte: $ 18.000");
    await form.getByRole("radio", { name: "Tarjeta" }).check();
    await expect(form.locator("[data-part-charge]")).toHaveText("Total a pagar: $ 19.800");
    await expectNoAxeViolations(ana, "[data-pay-form]");
    await form.getByRole("button", { name: "Pagar $ 19.800" }).click();
    await payByCard(ana, "4242 4242 4242 4242");
    await expect(ana).toHaveURL(tabUrl, { timeout: 15_000 });
    await expect(ana.locator("[data-part][data-state=paid]")).toHaveCount(1, { timeout: 10_000 });
    await expect(balance(ana)).toHaveText("$ 9.000");

    // Luis pays what is left to the waiter, by keyboard: the tip is offered in cash too, and he removes it.
    await expect(balance(luis)).toHaveText("$ 9.000", { timeout: 6_000 });
    await luis.getByRole("button", { name: "Pagar mi parte" }).focus();
    await luis.keyboard.press("Enter");
    const luisForm = luis.locator("[data-pay-form]");
    await luisForm.getByRole("radio", { name: "Todo el saldo" }).focus();
    await luis.keyboard.press("Space");
    await luisForm.getByRole("radio", { name: "Efectivo o datáfono" }).focus();
    await luis.keyboard.press("Space");
    await expect(luisForm.locator("[data-tip-amount]")).toHaveText("Propina: $ 900");
    await luisForm.getByRole("radio", { name: "Sin propina" }).focus();
    await luis.keyboard.press("Space");
    await luisForm.getByRole("button", { name: "Reservar $ 9.000 y avisar al mesero" }).focus();
    await luis.keyboard.press("Enter");
    const held = luis.locator("[data-part][data-state=held]");
    await expect(held).toContainText("Avísale al mesero: pagas $ 9.000");
    await expect(balance(luis)).toHaveText("$ 0");

    // Staff confirm the cash through the operator API: the tab closes on both phones.
    const partId = await held.getAttribute("data-part");
    const confirmed = await request.patch(`${serverUrl}/api/v1/operator/tab-parts/${partId}`, { headers: operatorHeaders(FOGON), data: { state: "paid" } });
    expect(confirmed.status()).toBe(200);
    for (const diner of [ana, luis]) {
      await expect(diner.getByText("La cuenta está cerrada. ¡Gracias por tu visita!")).toBeVisible({ timeout: 6_000 });
      await expect(diner.getByRole("button", { name: "Pagar mi parte" })).toHaveCount(0);
    }
    await expectNoAxeViolations(luis);
  });

  test("solo-pago: a bill staff entered is seen from the table's QR, split equally and paid in cash", async ({ page, request }) => {
    const token = await tableToken(request, FOGON, "usaquen", "8");
    const entered = await request.post(`${serverUrl}/api/v1/operator/tabs`, {
      headers: operatorHeaders(FOGON),
      data: { place_token: token, lines: [{ label: "Almuerzo ejecutivo", quantity: 2, unit_price: 25000 }] },
    });
    expect(entered.status()).toBe(201);

    await page.goto(brandUrl(FOGON, `/usaquen/solo-pago?table=${token}`));
    await expect(page.getByRole("heading", { name: "Cuenta de la mesa 8" })).toBeVisible();
    await expect(page.getByText("2 × Almuerzo ejecutivo")).toBeVisible();
    await expect(balance(page)).toHaveText("$ 50.000");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Pagar mi parte" }).click();
    const form = page.locator("[data-pay-form]");
    await form.getByRole("radio", { name: "En partes iguales" }).check();
    await form.getByRole("spinbutton", { name: "Entre cuántas personas" }).fill("2");
    await expect(form.locator("[data-part-preview]")).toHaveText("Tu parte: $ 25.000");
    await form.getByRole("radio", { name: "Efectivo o datáfono" }).check();
    await form.getByRole("radio", { name: "Sin propina" }).check();
    await form.getByRole("button", { name: "Reservar $ 25.000 y avisar al mesero" }).click();
    await expect(page.locator("[data-part][data-state=held]")).toContainText("Avísale al mesero: pagas $ 25.000");
    await expect(balance(page)).toHaveText("$ 25.000");
    // the payer may still withdraw a part the waiter has not confirmed
    await page.getByRole("button", { name: "Retirar mi pago" }).click();
    await expect(page.locator("[data-part]")).toHaveCount(0);
    await expect(balance(page)).toHaveText("$ 50.000");
  });

  test("a forged table code gets product §8's invalid code screen, and /branch-to-on-table goes straight to a scanned table's menu", async ({ page, request }) => {
    await page.goto(brandUrl(FOGON, "/usaquen/menu-digital?table=AAAAAAAAAAAAAAAAAAAAAAAA"));
    await expect(page.getByRole("alert", { name: "Código de mesa no válido" })).toBeVisible();
    await expectNoAxeViolations(page, "[data-place-notice]");

    const token = await tableToken(request, FOGON, "usaquen", "7");
    await page.goto(brandUrl(FOGON, `/branch-to-on-table?table=${token}`));
    await expect(page).toHaveURL(brandUrl(FOGON, `/usaquen?service=on_table&table=${token}`));
    await expect(page.getByRole("region", { name: /Mesa 7/ })).toBeVisible();
  });
});

test.describe("the other in-venue modes from the phone", () => {
  test("basic mode takes no order from the phone; room service without a room asks to scan its QR code", async ({ page, request }) => {
    const token = await tableToken(request, FOGON, "chapinero", "2");
    await scan(page, `/chapinero?service=on_table&table=${token}`);
    // the menu says so before the diner fills a cart
    await expect(page.locator("[data-how-it-works] p")).toHaveText("Carta digital: mira aquí los platos y pídele tu pedido al mesero. Al final puedes pagar la cuenta desde este QR.");
    await addProduct(page, "Empanadas de carne (4)");
    await page.goto(brandUrl(FOGON, "/chapinero/delivery/order"));
    await expect(page.getByText("En este lugar los pedidos se toman en la mesa: muéstrale tu pedido al mesero.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Continuar" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Enviar a preparar" })).toHaveCount(0);

    await page.goto(brandUrl("costa-miraflores", "/miraflores/service-room"));
    await expect(page.locator("[data-how-it-works]")).toHaveAttribute("data-how-it-works", "room");
    await expect(page.getByRole("alert", { name: "Escanea el código QR" })).toBeVisible();
    await expectNoAxeViolations(page, "[data-place-notice]");
  });

  test("grab-and-go: paid first by card, then /grab-and-go/my-order shows the pickup code until it is ready", async ({ page, request }) => {
    const LUNA = "mercado-luna";
    await openMenu(page, brandUrl(LUNA, "/cine-roma/grab-and-go"));
    await addProduct(page, "Enchiladas de mole");
    await payFirstByCard(page, brandUrl(LUNA, "/cine-roma/delivery/order"));
    await expect(page).toHaveURL(new RegExp(`^${brandUrl(LUNA, "/cine-roma/order/")}(\\d+)`), { timeout: 15_000 });
    const id = page.url().match(/order\/(\d+)/)![1];

    await page.goto(brandUrl(LUNA, "/cine-roma/grab-and-go/my-order"));
    const pickup = page.getByRole("region", { name: "Código para recoger" });
    await expect(pickup).toBeVisible();
    expect(await pickup.getAttribute("data-pickup-code")).toMatch(/^[A-Z0-9]{4}$/);
    await expectNoAxeViolations(page);
    const ready = await request.patch(`${serverUrl}/api/v1/operator/orders/${id}`, { headers: operatorHeaders(LUNA), data: { progress: "ready" } });
    expect(ready.status()).toBe(200);
    await expect(page.locator("[data-progress]").first()).toHaveAttribute("data-progress", "ready", { timeout: 10_000 });
  });

  test("room service: ordered to the room its QR code names, charged to the room", async ({ page, request }) => {
    const COSTA = "costa-miraflores";
    const token = await tableToken(request, COSTA, "miraflores", "301", "room");
    await openMenu(page, brandUrl(COSTA, `/miraflores?service=room_service&room=${token}`));
    await expect(page.locator("[data-place-notice]")).toHaveCount(0);
    // the menu says what the room's QR code lets the guest do
    const note = page.locator("[data-how-it-works]");
    await expect(note).toHaveAttribute("data-how-it-works", "room");
    await expect(note.locator("p")).toHaveText("Pide desde tu celular y te lo llevamos a la habitación; lo pagas al pedir o se carga a tu habitación.");
    await expectNoAxeViolationsInEveryTheme(page, "[data-how-it-works]");
    await page.screenshot({ path: "test-results/how-it-works-room.png" });
    await addProduct(page, "Club sándwich");
    await page.goto(brandUrl(COSTA, "/miraflores/delivery/order"));
    await page.getByRole("link", { name: "Continuar" }).click();
    // no step asks where it goes: the scanned code named the room
    await fillContact(page, TRAVELLER("+51 987 654 321", "example.pe"));
    await expect(currentStep(page)).toHaveText("Paso 1 de 3: Tus datos");
    await continueCheckout(page);
    await expect(currentStep(page)).toHaveText("Paso 2 de 3: Pago");
    await payWith(page, /^Cargo a la habitación/);
    // the review names the room and takes the notes for the kitchen
    await expect(page.locator("[data-place]")).toHaveText("Habitación 301");
    await page.getByLabel("Comentarios").fill("Sin cebolla");
    await page.getByLabel(/Acepto los términos/).check();
    await page.getByRole("button", { name: "Hacer pedido" }).click();
    await expect(page).toHaveURL(new RegExp(`^${brandUrl(COSTA, "/miraflores/order/")}\\d+`), { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Pedido #\d+$/);
    await expect(page.getByText("Sin cebolla")).toBeVisible();
    await expectNoAxeViolations(page);

    // the next order from the room: the guest is known, so the checkout opens on the payment, the contact done above it
    await openMenu(page, brandUrl(COSTA, `/miraflores?service=room_service&room=${token}`));
    await addProduct(page, "Club sándwich");
    await page.goto(brandUrl(COSTA, "/miraflores/delivery/order"));
    await page.getByRole("link", { name: "Continuar" }).click();
    await expect(currentStep(page)).toHaveText("Paso 2 de 3: Pago");
    await expect(page.locator('[data-step-state="done"]')).toContainText("Ana Pérez");
    // paying in person happens in the room, not "on delivery or at pick-up"
    await expect(page.getByRole("radio", { name: /^Efectivo o datáfono/ })).toHaveAccessibleName("Efectivo o datáfono Pagas en la habitación cuando te entreguen el pedido.");
    await expectNoAxeViolationsInEveryTheme(page);
    await page.screenshot({ path: "test-results/room-known-guest-payment.png", fullPage: true });
    await payWith(page, /^Cargo a la habitación/);
    await page.getByLabel(/Acepto los términos/).check();
    await page.getByRole("button", { name: "Hacer pedido" }).click();
    await expect(page).toHaveURL(new RegExp(`^${brandUrl(COSTA, "/miraflores/order/")}\\d+`), { timeout: 15_000 });
  });

  test("cinema: the scanned seat's room plan, another seat picked, paid first and ordered to it", async ({ page, request }) => {
    const LUNA = "mercado-luna";
    const token = await tableToken(request, LUNA, "cine-roma", "A1", "seat");
    await openMenu(page, brandUrl(LUNA, `/cine-roma?service=cinema&seat=${token}`));
    const picker = page.locator("[data-seat-picker]");
    await expect(picker.getByRole("button", { name: /^Asiento A1\b/ })).toHaveAttribute("aria-pressed", "true");
    await picker.getByRole("button", { name: /^Asiento B2\b/ }).click();
    await expect(picker.getByRole("status")).toContainText("B2");
    await expectNoAxeViolations(page, "[data-seat-picker]");
    // a reload keeps the seat picked
    await page.reload();
    await expect(page.locator("[data-seat-picker]").getByRole("button", { name: /^Asiento B2\b/ })).toHaveAttribute("aria-pressed", "true");

    await addProduct(page, "Agua de jamaica (1 L)");
    await payFirstByCard(page, brandUrl(LUNA, "/cine-roma/delivery/order"));
    await expect(page).toHaveURL(new RegExp(`^${brandUrl(LUNA, "/cine-roma/order/")}\\d+`), { timeout: 15_000 });
    await expect(page.locator("[data-payment-state]")).toHaveAttribute("data-payment-state", "approved");
  });

  test("cinema without a scanned seat: the menu and the cart ask for the seat's QR before any checkout", async ({ page }) => {
    const LUNA = "mercado-luna";
    await openMenu(page, brandUrl(LUNA, "/cine-roma?service=cinema"));
    const notice = page.locator('[data-place-notice="scanQr"]');
    await expect(notice).toContainText("Escanea el código QR");
    await expectNoAxeViolations(page);
    await addProduct(page, "Agua de jamaica (1 L)");
    await page.goto(brandUrl(LUNA, "/cine-roma/delivery/order"));
    await expect(notice).toContainText("tu mesa, habitación o silla");
    await expect(page.getByRole("link", { name: "Continuar" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
