import { expect, type Page } from "@playwright/test";
import { test } from "./hydrated";
import { acceptTerms, brandUrl, continueCheckout, currentStep, demoBrandFile, expectNoAxeViolationsInEveryTheme, fillContact, importBrandFile, openMenu, payWith, productLink, serverUrl } from "./support";

/*
 * What a diner on a phone sees of their order and their booking, with axe under every brand theme of support.ts
 * AXE_THEMES: the menu's search and category bar on the first screen,
 * the product's options notice as it is fixed, every line with its options at the checkout's review, on the order
 * page and in the history; the booking form's few hours around dinner and a full hour's nearest free ones; and the
 * booking's page with where it is, how to get there, its link to share and the notes typed.
 */
/** The demo brand as "vista", whose Chapinero books one table of two, from now on (importing it again changes nothing). */
async function readBackBrand(): Promise<string> {
  const slug = "vista";
  const brand = demoBrandFile("fogon-andino");
  brand.instance = { ...brand.instance, slug };
  brand.domains = [];
  const chapinero = brand.branches.find((branch: { slug: string }) => branch.slug === "chapinero");
  chapinero.booking = { ...chapinero.booking, zones: [{ key: "salon", name: { es: "Salón" }, covers: 2 }], lead_minutes: 0 };
  expect((await importBrandFile(brand)).code).toBe(0);
  return slug;
}

/** Whether a control is on the first screen, at its top-left and centre, and not under anything (the cookie notice). */
async function onFirstScreen(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    const uncovered = (x: number, y: number) => element.contains(document.elementFromPoint(x, y));
    return box.bottom <= innerHeight && uncovered(box.left + 8, box.top + box.height / 2) && uncovered(box.left + box.width / 2, box.top + box.height / 2);
  });
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/reads-back-${name}.png`, fullPage: false });

test("the menu's search and categories on a phone's first screen, then an order read back line by line with its options", async ({ page }) => {
  // a whole order with half a dozen axe runs
  test.slow();
  const slug = await readBackBrand();
  await openMenu(page, brandUrl(slug, "/chapinero?service=take_away"));

  // the search and the category bar before the banners and "Lo más pedido", on a Pixel 7's first screen
  expect(await onFirstScreen(page, 'input[type="search"]')).toBe(true);
  expect(await onFirstScreen(page, "[data-category-bar] a")).toBe(true);
  const bar = await page.locator("[data-category-bar]").boundingBox();
  const featured = await page.getByRole("heading", { name: "Lo más pedido" }).boundingBox();
  expect(featured!.y).toBeGreaterThan(bar!.y);
  await shot(page, "menu");
  await expectNoAxeViolationsInEveryTheme(page);

  // the options notice names what is still missing, group by group, and goes once all is chosen
  await (await productLink(page, "Punta de anca a la parrilla (350 g)")).click();
  const modal = page.getByRole("dialog");
  await modal.getByRole("button", { name: /^Agregar \$/ }).click();
  await expect(modal.getByRole("alert")).toHaveText("Completa las opciones obligatorias: Término de la carne, Acompañamientos.");
  // the first group to fix takes focus, so the sheet scrolls back up to it
  const doneness = modal.getByRole("group", { name: /Término de la carne/ });
  await expect(doneness.getByRole("radio").first()).toBeFocused();
  await expect(doneness).toBeInViewport();
  await expectNoAxeViolationsInEveryTheme(page, 'dialog[aria-labelledby="product-modal-title"]');
  // the notice sits under "Agregar", at the end of the sheet, which scrolls on its own: brought into view for the picture
  await modal.getByRole("alert").scrollIntoViewIfNeeded();
  await modal.screenshot({ path: "test-results/reads-back-options-notice.png" });
  await modal.getByLabel("Término medio").check();
  await expect(modal.getByRole("alert")).toHaveText("Completa las opciones obligatorias: Acompañamientos.");
  await modal.getByLabel("Yuca frita").check();
  await expect(modal.getByRole("alert")).toHaveCount(0);
  await modal.getByLabel("Ají casero").check();
  await modal.getByRole("button", { name: "Agregar uno" }).click();
  await modal.getByRole("button", { name: /^Agregar \$/ }).click();
  await modal.getByRole("link", { name: "Ver pedido" }).click();

  await page.getByRole("link", { name: "Continuar" }).click();
  await fillContact(page);
  await continueCheckout(page);
  await page.getByLabel(/^Comentarios/).fill("Sin cebolla, por favor");
  await continueCheckout(page);
  await payWith(page, /^Efectivo o datáfono/);

  // the review lists what is ordered: the line, its options, its price
  const review = page.getByRole("region", { name: "Tu pedido" });
  const line = review.locator("[data-order-line]");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("2 × Punta de anca a la parrilla (350 g)");
  await expect(line.locator("[data-line-options]")).toHaveText("Término medio · Yuca frita · Ají casero");
  await expect(line).toContainText("$ 98.000");
  await expect(currentStep(page)).toHaveText(/Revisa y confirma$/);
  await shot(page, "review");
  await expectNoAxeViolationsInEveryTheme(page);

  await acceptTerms(page);
  await page.getByRole("button", { name: "Hacer pedido" }).click();
  await expect(page).toHaveURL(new RegExp(`^${brandUrl(slug, "/chapinero/order/")}\\d+\\?token=`), { timeout: 15_000 });
  const ordered = page.locator("[data-order-line]");
  await expect(ordered).toContainText("2 × Punta de anca a la parrilla (350 g)");
  await expect(ordered.locator("[data-line-options]")).toHaveText("Término medio · Yuca frita · Ají casero");
  await expect(page.getByText("Sin cebolla, por favor")).toBeVisible();
  await expectNoAxeViolationsInEveryTheme(page);

  // the history's row says which order it was
  await page.goto(brandUrl(slug, "/chapinero/history-my-orders"));
  const row = page.locator("[data-device-order]").first();
  await expect(row.locator("[data-line-options]")).toHaveText("Término medio · Yuca frita · Ají casero");
  await expect(row).toContainText("2 × Punta de anca a la parrilla (350 g)");
  await shot(page, "history");
  await expectNoAxeViolationsInEveryTheme(page);
});

test("the booking form offers the hours around dinner and a full hour's nearest free ones; the booking's page says where, shares its link and keeps the notes", async ({ page, context, request }) => {
  test.slow();
  const slug = await readBackBrand();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: brandUrl(slug, "").replace(/\/$/, "") });
  await page.goto(brandUrl(slug, "/chapinero/reservar"));
  await page.getByLabel("Día").selectOption({ index: 3 });
  const date = await page.getByLabel("Día").inputValue();

  // five hours around 20:00 first, the day's others one tap away
  const times = page.getByRole("group", { name: "Hora" }).getByRole("radio");
  const shownTimes = () => times.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
  await expect.poll(shownTimes).toEqual(["19:00", "19:30", "20:00", "20:30", "21:00"]);
  const all = page.getByRole("button", { name: /^Ver todas las horas \(\d+\)$/ });
  await all.click();
  expect(await times.count()).toBeGreaterThan(5);
  await page.getByRole("button", { name: "Ver menos horas" }).click();
  await expect(times).toHaveCount(5);

  // someone takes the only table at 20:00: from 19:00 to 21:00 there is no room for two (90-minute turns)
  const host = { host: new URL(brandUrl(slug)).host };
  const taken = await request.post(`${serverUrl}/api/v1/bookings`, {
    headers: host,
    data: { supplier: "chapinero", date, time: "20:00", persons: 2, terms_accepted: true, contact: { name: "Luis Gómez", phone: "3001234567", email: "luis@example.co", document_type: "cc", document_number: "1020304050" } },
  });
  expect(taken.status()).toBe(201);
  await page.getByLabel("Día").selectOption({ index: 1 });
  await page.getByLabel("Día").selectOption(date);
  const near = page.locator("[data-slot-alternatives]");
  await expect(near).toContainText("A las 20:00 no hay mesa para 2 personas. Cerca de esa hora sí hay:");
  await expect(near.getByRole("button")).toHaveText(["18:00", "18:30", "21:30"]);
  await expectNoAxeViolationsInEveryTheme(page);
  await near.getByRole("button", { name: "Elegir las 21:30" }).click();
  await expect(page.getByRole("radio", { name: "21:30" })).toBeChecked();

  await fillContact(page);
  await page.getByLabel("Motivo (opcional)").fill("Cumpleaños de Ana");
  await page.getByLabel("Alergias u observaciones de salud (opcional)").fill("Alergia al maní");
  await page.getByLabel("Comentarios (opcional)").fill("Mesa lejos de la puerta");
  await acceptTerms(page);
  await shot(page, "booking-form");
  await page.getByRole("button", { name: "Reservar a las 21:30 para 2 personas" }).click();

  await expect(page).toHaveURL(new RegExp(`^${brandUrl(slug, "/book_info/")}\\d+/[\\w-]+$`));
  await expect(page.locator("[data-booking-where]")).toContainText("Carrera 7 # 63-44, Chapinero, Bogotá");
  await expect(page.getByRole("link", { name: "Cómo llegar" })).toHaveAttribute("href", /google\.com\/maps\/search\/\?api=1&query=4\.6485,-74\.0607/);
  const notes = page.getByRole("region", { name: "Lo que nos contaste" });
  await expect(notes).toContainText("Cumpleaños de Ana");
  await expect(notes).toContainText("Alergia al maní");
  await expect(notes).toContainText("Mesa lejos de la puerta");
  await page.getByRole("button", { name: "Compartir el enlace de la reserva" }).click();
  await expect(page.getByText("Enlace copiado: pégalo donde quieras compartirlo.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await shot(page, "booking-page");
  await expectNoAxeViolationsInEveryTheme(page);
});

test("En mesa promises only what the brand's tables allow: on the landing's tile, the branch list and a table's menu and cart", async ({ page }) => {
  // Costa Miraflores: the terrace's tables show the menu only, and the hotel's own branch has rooms but no table codes
  await page.goto(brandUrl("costa-miraflores"));
  const services = page.getByRole("navigation", { name: "Servicios" });
  await expect(services.getByRole("link", { name: "En mesa Mira la carta; el mesero toma tu pedido", exact: true })).toBeVisible();
  await page.goto(brandUrl("costa-miraflores", "/branch-to-on-table?service=on_table"));
  await expect(page.locator('[data-branch="miraflores"] [data-table-ordering]')).toHaveText("Carta digital: mira aquí los platos; el mesero toma tu pedido.");
  await expect(page.locator('[data-branch="terraza"] [data-table-ordering]')).toHaveText("Carta digital: mira aquí los platos; el mesero toma tu pedido.");
  await expectNoAxeViolationsInEveryTheme(page);

  // the hotel's branch at a table: the menu says the waiter takes the order, never "scan the QR code" there is none of
  await openMenu(page, brandUrl("costa-miraflores", "/miraflores?service=on_table"));
  // nor paying "from this QR": the branch has none
  await expect(page.locator("[data-how-it-works] p")).toHaveText("Carta digital: mira aquí los platos y pídele tu pedido al mesero.");
  await expect(page.locator("[data-place-notice]")).toHaveCount(0);
  await (await productLink(page, "Papa a la huancaína")).click();
  await page.getByRole("dialog").getByRole("button", { name: /^Agregar \D*\d/ }).click();
  await page.goto(brandUrl("costa-miraflores", "/miraflores/delivery/order"));
  await expect(page.getByText("En este lugar los pedidos se toman en la mesa: muéstrale tu pedido al mesero.")).toBeVisible();
  await expect(page.locator("[data-place-notice]")).toHaveCount(0);

  // Fogón Andino orders from the phone at Usaquén's tables once their QR is scanned
  await page.goto(brandUrl("fogon-andino"));
  await expect(page.getByRole("navigation", { name: "Servicios" }).getByRole("link", { name: "En mesa Escanea el QR de tu mesa y pide", exact: true })).toBeVisible();
  await page.goto(brandUrl("fogon-andino", "/branch-to-on-table?service=on_table"));
  await expect(page.locator('[data-branch="usaquen"] [data-table-ordering]')).toHaveText("Pide desde tu celular escaneando el código QR de tu mesa.");
  await expect(page.locator('[data-branch="chapinero"] [data-table-ordering]')).toHaveText("Carta digital: mira aquí los platos; el mesero toma tu pedido.");
  await shot(page, "on-table-branches");
});
