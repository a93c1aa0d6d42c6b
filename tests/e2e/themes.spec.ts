import { expect, type Page } from "@playwright/test";
import { test } from "./hydrated";
import { acceptTerms, addProduct, brandUrl, continueCheckout, demoBrandFile, expectNoAxeViolations, fillContact, importBrandFile, operatorHeaders, payment, serverUrl, branchMenuUrl } from "./support";

// Every screen of a diner's path passes axe under every kind of theme a brand file can bring — the demo
// brands' light and dark ones, the new-home header, and one deliberately hard to read: magenta with dark titles
// on a dark page the file calls light. lib/domain/brand/theme.ts must keep all of them readable.
const THEMES = {
  light: { theme: demoBrandFile("fogon-andino").instance.theme, addOns: [] },
  dark: { theme: demoBrandFile("mercado-luna").instance.theme, addOns: [] },
  newhome: { theme: demoBrandFile("costa-miraflores").instance.theme, addOns: ["newhome"] },
  "low-contrast": { theme: { dark: false, theme_color: "#e0218a", titles_txt_color: "#222222", page_bgcolor: "#1b1020" }, addOns: [] },
};

// The file's sixteen tests share both workers (it is the suite's longest file): each test has its own brand.
test.describe.configure({ mode: "parallel" });

/** The demo brand under a theme, as a brand of the test's own, "tema-<name>-<test>" (importing it again changes nothing). */
async function importThemed(name: string, theme: unknown, addOns: string[], testName: string): Promise<string> {
  const slug = `tema-${name}-${testName}`;
  const brand = demoBrandFile("fogon-andino");
  brand.instance = { ...brand.instance, slug, theme, add_ons: addOns };
  brand.domains = [];
  expect((await importBrandFile(brand)).code).toBe(0);
  return slug;
}

async function axeAt(page: Page, path: string, slug: string) {
  await page.goto(brandUrl(slug, path));
  await expectNoAxeViolations(page);
}

for (const [name, { theme, addOns }] of Object.entries(THEMES)) {
  test(`a diner's path passes axe with the ${name} theme`, async ({ page }) => {
    // a whole order with a dozen axe runs: 23–29 s on a 2-core machine, against the default 30 s
    test.slow();
    const slug = await importThemed(name, theme, addOns, "path");

    await axeAt(page, "/", slug);
    await axeAt(page, "/location?service=delivery", slug);
    await axeAt(page, "/branch-to-take-away?service=take_away", slug);
    await page.locator('[data-branch="chapinero"]').getByRole("link", { name: /^Pedir en/ }).click();
    await expect(page).toHaveURL(branchMenuUrl(slug, "chapinero", "take_away"));
    await page.locator("[data-menu-ready]").waitFor({ state: "attached" });
    await expectNoAxeViolations(page);

    await addProduct(page, "Picada del Fogón (para 2)");
    await axeAt(page, "/chapinero/delivery/order", slug);
    await page.getByRole("link", { name: "Continuar" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Finaliza tu pedido");
    await expectNoAxeViolations(page);

    await fillContact(page);
    await continueCheckout(page);
    await expectNoAxeViolations(page);
    await continueCheckout(page);
    await payment(page, /^Efectivo o datáfono/).check();
    await expectNoAxeViolations(page);
    await continueCheckout(page);
    await expectNoAxeViolations(page);
    await acceptTerms(page);
    await page.getByRole("button", { name: "Hacer pedido" }).click();
    await expect(page.getByRole("list", { name: "Estado del pedido" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // the diner's profile screens under the same theme: proving a phone on the history, a smart link that fails
  test(`the profile screens pass axe with the ${name} theme`, async ({ page }) => {
    const slug = await importThemed(name, theme, addOns, "profile");
    await page.goto(brandUrl(slug, "/chapinero/history-my-orders"));
    await expect(page.getByRole("heading", { name: "Tus pedidos en todos tus dispositivos" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Celular").fill(`311${String(Date.now()).slice(-7)}`);
    await page.getByRole("button", { name: "Enviar código" }).click();
    await page.getByLabel("Código de 4 dígitos").fill("12");
    await page.getByRole("button", { name: "Confirmar" }).click();
    await expect(page.getByText("Escribe los 4 dígitos del código.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(brandUrl(slug, "/chapinero/sl/00000000-0000-4000-8000-000000000000/nope"));
    await expect(page.getByRole("heading", { name: "Este enlace no funciona" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // the booking screens under the same theme (its own test: one diner's whole order already fills one)
  test(`booking a table passes axe with the ${name} theme`, async ({ page, request }) => {
    test.slow(); // every booking screen: the form, the booking with its edit panel, its rating, the popup, the waitlist
    const slug = await importThemed(name, theme, addOns, "booking");
    await axeAt(page, "/branch-to-book", slug);
    await page.goto(brandUrl(slug, "/chapinero/reservar"));
    // tomorrow: today's 20:00 is past the booking lead time in the evening
    await page.getByLabel("Día").selectOption({ index: 1 });
    await page.getByRole("radio", { name: "20:00" }).check();
    await page.getByRole("radio", { name: "Terraza" }).check();
    await expectNoAxeViolations(page);
    await fillContact(page);
    await page.getByLabel(/Acepto los términos/).check();
    await page.getByRole("button", { name: /^Reservar a las 20:00/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Tu reserva #\d+$/);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Cambiar día, hora o personas" }).click();
    await expect(page.locator("[data-booking-edit]").getByRole("radio", { name: "20:00" })).toBeChecked();
    await expectNoAxeViolations(page);

    // the restaurant confirms the visit: its rating
    const [id, token] = new URL(page.url()).pathname.split("/").slice(2);
    expect((await request.patch(`${serverUrl}/api/v1/operator/bookings/${id}`, { headers: operatorHeaders(slug), data: { status: "confirmed" } })).status()).toBe(200);
    await page.goto(brandUrl(slug, `/rate/${id}/${token}`));
    await page.getByRole("radio", { name: "8", exact: true }).check();
    await expectNoAxeViolations(page);

    // found again from the shell: the left panel, and the device's bookings beside its orders
    await page.goto(brandUrl(slug, "/chapinero/history-my-orders"));
    await expect(page.getByRole("region", { name: "Tus reservas" }).locator(`[data-device-booking="${id}"]`)).toContainText("Confirmada");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(page.getByRole("dialog", { name: "Menú" }).getByRole("link", { name: "Mis pedidos y reservas" })).toBeVisible();
    await expectNoAxeViolations(page);

    // the popup the brand's other sites frame
    await axeAt(page, "/reservarpopup/chapinero", slug);

    // the walk-in waitlist: joining at the door, then the place in line
    await page.goto(brandUrl(slug, "/chapinero/reservar"));
    await page.getByText("¿Vienen ahora? Únete a la lista de espera").click();
    await expectNoAxeViolations(page);
    const join = page.locator("[data-waitlist-join]");
    await join.getByLabel("Nombre completo").fill("Ana Pérez");
    await join.getByLabel("Celular").fill("300 123 4567");
    await join.getByRole("button", { name: /^Unirme a la lista de espera/ }).click();
    await expect(page.locator("[data-waitlist-position]")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const [name, { theme, addOns }] of Object.entries(THEMES)) {
  // the screens off the order's main path: branch lists, policies, the brand's 404, the menu's search and the product modal
  test(`the brand's other screens pass axe with the ${name} theme`, async ({ page }) => {
    test.slow();
    const slug = await importThemed(name, theme, addOns, "screens");
    for (const path of ["/branch-offices", "/branch-to-on-table", "/my-location", "/chapinero/politicas-servicio", "/chapinero/no-such-screen", "/chapinero/delivery/order"]) {
      await axeAt(page, path, slug);
    }

    await page.goto(brandUrl(slug, "/chapinero"));
    const search = page.getByRole("search");
    await search.getByRole("searchbox", { name: "Buscar en la carta" }).fill("picada");
    await expect(search.getByRole("status")).toHaveText(/^\d+ productos?$/);
    await expectNoAxeViolations(page);
    await search.getByRole("link", { name: /Picada del Fogón/ }).first().click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Picada del Fogón (para 2)" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
