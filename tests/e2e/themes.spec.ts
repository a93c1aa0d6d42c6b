import { expect, type Page } from "@playwright/test";
import { themeVariables } from "../../lib/domain/brand/theme";
import { test } from "./hydrated";
import { acceptTerms, addProduct, brandUrl, continueCheckout, demoBrandFile, expectNoAxeViolations, expectNoAxeViolationsInEveryTheme, fillContact, importBrandFile, operatorHeaders, payment, serverUrl, branchMenuUrl } from "./support";

// Every screen of a diner's path passes axe under every kind of theme a brand file can bring (support.ts AXE_THEMES:
// light, dark, and one deliberately hard to read), with each header a brand may have: the standard bar and the
// new-home one (the themes' colours are checked once, under the standard bar). lib/domain/brand/theme.ts must keep
// all of them readable.
const HEADERS = {
  standard: { theme: demoBrandFile("fogon-andino").instance.theme, addOns: [], axe: expectNoAxeViolationsInEveryTheme },
  newhome: { theme: demoBrandFile("costa-miraflores").instance.theme, addOns: ["newhome"], axe: expectNoAxeViolations },
};

// The file's eight tests share both workers (it is among the suite's longest files): each test has its own brand.
test.describe.configure({ mode: "parallel" });

/** The demo brand under a theme and header, as a brand of the test's own, "tema-<name>-<test>" (importing it again changes nothing). */
async function importThemed(name: string, theme: unknown, addOns: string[], testName: string): Promise<string> {
  const slug = `tema-${name}-${testName}`;
  const brand = demoBrandFile("fogon-andino");
  brand.instance = { ...brand.instance, slug, theme, add_ons: addOns };
  brand.domains = [];
  expect((await importBrandFile(brand)).code).toBe(0);
  return slug;
}

async function axeAt(page: Page, path: string, slug: string, axe: (page: Page) => Promise<void>) {
  await page.goto(brandUrl(slug, path));
  await axe(page);
}

for (const [name, { theme, addOns, axe }] of Object.entries(HEADERS)) {
  test(`a diner's path passes axe with the ${name} header`, async ({ page }) => {
    // a whole order with a dozen axe runs, each under every theme: more than the default 30 s
    test.slow();
    const slug = await importThemed(name, theme, addOns, "path");

    // the brand's theme reaches the page as themeVariables on <html>: what the other themes' axe runs set in its place
    await page.goto(brandUrl(slug, "/"));
    const rendered = await page.locator("html").evaluate((root, names) => names.map((property) => root.style.getPropertyValue(property)), Object.keys(themeVariables(theme)));
    expect(rendered).toEqual(Object.values(themeVariables(theme)));
    await axe(page);
    await axeAt(page, "/location?service=delivery", slug, axe);
    await axeAt(page, "/branch-to-take-away?service=take_away", slug, axe);
    await page.locator('[data-branch="chapinero"]').getByRole("link", { name: /^Pedir en/ }).click();
    await expect(page).toHaveURL(branchMenuUrl(slug, "chapinero", "take_away"));
    await page.locator("[data-menu-ready]").waitFor({ state: "attached" });
    await axe(page);

    await addProduct(page, "Picada del Fogón (para 2)");
    await axeAt(page, "/chapinero/delivery/order", slug, axe);
    await page.getByRole("link", { name: "Continuar" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Finaliza tu pedido");
    await axe(page);

    await fillContact(page);
    await continueCheckout(page);
    await axe(page);
    await continueCheckout(page);
    await payment(page, /^Efectivo o datáfono/).check();
    await axe(page);
    await continueCheckout(page);
    await axe(page);
    await acceptTerms(page);
    await page.getByRole("button", { name: "Hacer pedido" }).click();
    await expect(page.getByRole("list", { name: "Estado del pedido" })).toBeVisible();
    await axe(page);
  });

  // the diner's profile screens under the same theme: proving a phone on the history, a smart link that fails
  test(`the profile screens pass axe with the ${name} header`, async ({ page }) => {
    const slug = await importThemed(name, theme, addOns, "profile");
    await page.goto(brandUrl(slug, "/chapinero/history-my-orders"));
    await expect(page.getByRole("heading", { name: "Tus pedidos en todos tus dispositivos" })).toBeVisible();
    await axe(page);
    await page.getByLabel("Celular").fill(`311${String(Date.now()).slice(-7)}`);
    await page.getByRole("button", { name: "Enviar código" }).click();
    await page.getByLabel("Código de 4 dígitos").fill("12");
    await page.getByRole("button", { name: "Confirmar" }).click();
    await expect(page.getByText("Escribe los 4 dígitos del código.")).toBeVisible();
    await axe(page);
    await page.goto(brandUrl(slug, "/chapinero/sl/00000000-0000-4000-8000-000000000000/nope"));
    await expect(page.getByRole("heading", { name: "Este enlace no funciona" })).toBeVisible();
    await axe(page);
  });

  // the booking screens under the same theme (its own test: one diner's whole order already fills one)
  test(`booking a table passes axe with the ${name} header`, async ({ page, request }) => {
    test.slow(); // every booking screen: the form, the booking with its edit panel, its rating, the popup, the waitlist
    const slug = await importThemed(name, theme, addOns, "booking");
    await axeAt(page, "/branch-to-book", slug, axe);
    await page.goto(brandUrl(slug, "/chapinero/reservar"));
    // tomorrow: today's 20:00 is past the booking lead time in the evening
    await page.getByLabel("Día").selectOption({ index: 1 });
    await page.getByRole("radio", { name: "20:00" }).check();
    await page.getByRole("radio", { name: "Terraza" }).check();
    await axe(page);
    await fillContact(page);
    await page.getByLabel(/Acepto los términos/).check();
    await page.getByRole("button", { name: /^Reservar a las 20:00/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Tu reserva #\d+$/);
    await axe(page);
    await page.getByRole("button", { name: "Cambiar día, hora o personas" }).click();
    await expect(page.locator("[data-booking-edit]").getByRole("radio", { name: "20:00" })).toBeChecked();
    await axe(page);

    // the restaurant confirms the visit: its rating
    const [id, token] = new URL(page.url()).pathname.split("/").slice(2);
    expect((await request.patch(`${serverUrl}/api/v1/operator/bookings/${id}`, { headers: operatorHeaders(slug), data: { status: "confirmed" } })).status()).toBe(200);
    await page.goto(brandUrl(slug, `/rate/${id}/${token}`));
    await page.getByRole("radio", { name: "8", exact: true }).check();
    await axe(page);

    // found again from the shell: the left panel, and the device's bookings beside its orders
    await page.goto(brandUrl(slug, "/chapinero/history-my-orders"));
    await expect(page.getByRole("region", { name: "Tus reservas" }).locator(`[data-device-booking="${id}"]`)).toContainText("Confirmada");
    await axe(page);
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(page.getByRole("dialog", { name: "Menú" }).getByRole("link", { name: "Mis pedidos y reservas" })).toBeVisible();
    await axe(page);

    // the popup the brand's other sites frame
    await axeAt(page, "/reservarpopup/chapinero", slug, axe);

    // the walk-in waitlist: joining at the door, then the place in line
    await page.goto(brandUrl(slug, "/chapinero/reservar"));
    await page.getByText("¿Vienen ahora? Únete a la lista de espera").click();
    await axe(page);
    const join = page.locator("[data-waitlist-join]");
    await join.getByLabel("Nombre completo").fill("Ana Pérez");
    await join.getByLabel("Celular").fill("300 123 4567");
    await join.getByRole("button", { name: /^Unirme a la lista de espera/ }).click();
    await expect(page.locator("[data-waitlist-position]")).toBeVisible();
    await axe(page);
  });
}

for (const [name, { theme, addOns, axe }] of Object.entries(HEADERS)) {
  // the screens off the order's main path: branch lists, policies, the brand's 404, the menu's search and the product modal
  test(`the brand's other screens pass axe with the ${name} header`, async ({ page }) => {
    test.slow();
    const slug = await importThemed(name, theme, addOns, "screens");
    for (const path of ["/branch-offices", "/branch-to-on-table", "/my-location", "/chapinero/politicas-servicio", "/chapinero/no-such-screen", "/chapinero/delivery/order"]) {
      await axeAt(page, path, slug, axe);
    }

    await page.goto(brandUrl(slug, "/chapinero"));
    const search = page.getByRole("search");
    await search.getByRole("searchbox", { name: "Buscar en la carta" }).fill("picada");
    await expect(search.getByRole("status")).toHaveText(/^\d+ productos?$/);
    await axe(page);
    await search.getByRole("link", { name: /Picada del Fogón/ }).first().click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Picada del Fogón (para 2)" })).toBeVisible();
    await axe(page);
  });
}
