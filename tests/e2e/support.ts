import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { themeVariables } from "../../lib/domain/brand/theme";
import { brandOperatorKey } from "../../lib/domain/staff/operator-key";
import { E2E_PORT, OPERATOR_API_KEY } from "../../playwright.config";
import { openAllDay } from "../../scripts/lib/open-all-day";

/** A brand's public URL on the test server (Chromium resolves *.localhost by itself). */
export const brandUrl = (slug: string, path = "/") => `http://${slug}.localhost:${E2E_PORT}${path}`;
export const serverUrl = `http://127.0.0.1:${E2E_PORT}`;
/** A branch's menu as the diner reaches it: its URL names the service (a bare /{branch} redirects to it). */
export const branchMenuUrl = (slug: string, branch: string, service = "[a-z_]+") =>
  new RegExp(`^${brandUrl(slug, `/${branch}`).replace(/[.?]/g, "\\$&")}\\?service=${service}$`);

/** `npm run brand:import -- <file> --server …`, as an operator would run it against the live server. */
export const importThroughServer = (file: string) => runAgainstServer("scripts/brand-import.ts", [file]);

/** One of the project's commands (`scripts/…ts`) with `--server` naming the live server, as an operator runs it. */
export async function runAgainstServer(script: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", script, ...args, "--server", serverUrl], {
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

/** A demo brand's file as the Playwright server seeded it: open round the clock (scripts/e2e-server.mjs). */
export function demoBrandFile(slug: string) {
  return openAllDay(JSON.parse(readFileSync(`demo/brands/${slug}.json`, "utf8")));
}

/** Imports a brand file (a demo one, changed or not) through the server, from a temporary copy. */
export async function importBrandFile(brand: unknown) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "brand-")), "brand.json");
  writeFileSync(file, JSON.stringify(brand));
  return importThroughServer(file);
}

/**
 * axe on the whole page, or only inside `include` (a CSS selector) once it is on screen — some parts (the rate tab)
 * appear only after their data arrives; WCAG 2.2's 24 px touch targets included.
 */
export async function expectNoAxeViolations(page: Page, include?: string, only?: string[]) {
  if (include) await expect(page.locator(include).first()).toBeVisible();
  const all = new AxeBuilder({ page }).options({ rules: { "target-size": { enabled: true } } });
  const builder = only ? all.withRules(only) : all;
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * The brand themes every screen's axe check runs under: the demo brands' light and dark ones, and one a brand file may
 * bring by mistake — magenta with dark titles on a dark page the file calls light (lib/domain/brand/theme.ts must keep
 * text readable on all; its unit tests hold the other mistakes, a pale colour with white titles among them).
 */
export const AXE_THEMES = {
  light: demoBrandFile("fogon-andino").instance.theme,
  dark: demoBrandFile("mercado-luna").instance.theme,
  "low-contrast": { dark: false, theme_color: "#e0218a", titles_txt_color: "#222222", page_bgcolor: "#1b1020" },
};

/** The axe rules a theme's colours can break; the others read the markup alone. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * axe on the page as its brand renders it, then as each of AXE_THEMES would: a brand's theme reaches a page only as
 * the custom properties its layout puts on <html style> (themeVariables; themes.spec.ts checks the layout does), so
 * those are set in turn and the page's own put back — the same pixels as the flow run once per themed brand, at a
 * fraction of its cost. Under the other themes only the colour rules run, and a theme the page already has is not
 * checked twice.
 */
export async function expectNoAxeViolationsInEveryTheme(page: Page, include?: string) {
  const html = page.locator("html");
  const own = await html.getAttribute("style");
  await test.step("axe with the brand's own theme", () => expectNoAxeViolations(page, include));
  try {
    for (const [name, theme] of Object.entries(AXE_THEMES)) {
      const style = await html.evaluate((root, variables) => {
        for (const [property, value] of Object.entries(variables)) root.style.setProperty(property, value);
        return root.getAttribute("style");
      }, themeVariables(theme));
      if (style !== own) await test.step(`axe with the ${name} theme`, () => expectNoAxeViolations(page, include, COLOUR_RULES));
    }
  } finally {
    await html.evaluate((root, style) => (style === null ? root.removeAttribute("style") : root.setAttribute("style", style)), own);
  }
}

export const renderedAt = (page: Page) => page.locator("[data-rendered-at]").getAttribute("data-rendered-at");

/** Types a delivery address into the location form (the pin is left to the test). */
export async function fillAddress(page: Page, { address, neighbourhood, reference }: { address: string; neighbourhood: string; reference: string }) {
  await page.getByLabel("Dirección", { exact: true }).fill(address);
  await page.getByLabel("Barrio o localidad").fill(neighbourhood);
  await page.getByLabel("Punto de referencia").fill(reference);
}

/**
 * Confirms the typed address where the map opened (the Chapinero branch, inside its nearest zone): without a
 * geocoder the app asks first where the pin should be, and the diner says the marker is right.
 */
export async function confirmAddressAtPin(page: Page) {
  await page.getByRole("button", { name: "Confirmar dirección" }).click();
  await page.locator('[data-status="place-pin"]').getByRole("button", { name: "El marcador ya está en mi entrada" }).click();
}

/** The delivery journey up to the Chapinero menu: an address inside the chapinero-cercano zone. */
export async function deliverToChapinero(page: Page) {
  await page.goto(brandUrl("fogon-andino"));
  await page.getByRole("navigation", { name: "Servicios" }).getByRole("link", { name: "Domicilio" }).click();
  await fillAddress(page, { address: "Carrera 7 # 60-20", neighbourhood: "Chapinero", reference: "Portería principal" });
  await confirmAddressAtPin(page);
  await expect(page).toHaveURL(branchMenuUrl("fogon-andino", "chapinero", "delivery"));
  // With a branch and a service set, the brand's delivery popup greets the diner once per visit.
  const popup = page.getByRole("dialog", { name: "Anuncio" });
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: "Cerrar anuncio" }).click();
  await expect(popup).toBeHidden();
}

/** A product card, once the menu is interactive (before that, a tap opens the product page instead). */
export async function productLink(page: Page, name: string) {
  await page.locator("[data-menu-ready]").waitFor({ state: "attached" });
  // .first(): a product may also stand in the "most ordered" strip
  return page.locator("a[data-product-link]", { hasText: name }).first();
}

/** Adds a product without required options from the open menu, and stays on the menu. */
export async function addProduct(page: Page, name: string) {
  await (await productLink(page, name)).click();
  const modal = page.getByRole("dialog");
  // "Agregar $ 9.000", "Agregar S/ 39.00": the add button names its price in the brand's currency
  await modal.getByRole("button", { name: /^Agregar \D*\d/ }).click();
  await modal.getByRole("button", { name: "Seguir pidiendo" }).click();
}

/** Take-away at Fogón Andino's Chapinero branch: its menu, from the branch list (the cookie banner accepted first, when asked). */
export async function takeAwayAtChapinero(page: Page, { acceptCookies = false } = {}) {
  await page.goto(brandUrl("fogon-andino", "/branch-to-take-away?service=take_away"));
  if (acceptCookies) await page.getByRole("region", { name: "Aviso de cookies" }).getByRole("button", { name: "Aceptar" }).click();
  await page.locator('[data-branch="chapinero"]').getByRole("link", { name: /^Pedir en/ }).click();
  await expect(page).toHaveURL(branchMenuUrl("fogon-andino", "chapinero", "take_away"));
}

/** From the cart to the precheckout form of the Chapinero branch of Fogón Andino (or of a copy of it, `slug`). */
export async function goToPrecheckout(page: Page, slug = "fogon-andino") {
  await page.goto(brandUrl(slug, "/chapinero/delivery/order"));
  await page.getByRole("link", { name: "Continuar" }).click();
  await expect(page).toHaveURL(brandUrl(slug, "/chapinero/precheckout"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Finaliza tu pedido");
}

/** From an open Chapinero menu: one Picada del Fogón, the contact form, card, terms and "Pagar" — on to the gateway's page. */
export async function orderPicadaByCard(page: Page, slug = "fogon-andino") {
  await addProduct(page, "Picada del Fogón (para 2)");
  await goToPrecheckout(page, slug);
  await checkoutToPayment(page);
  await payWith(page, /^Tarjeta de crédito o débito/);
  await acceptTerms(page);
  await page.getByRole("button", { name: /^Pagar \$/ }).click();
}

/** From an open Chapinero menu: one `product`, the contact form, cash at the counter, terms and "Hacer pedido" — on to the order's page. */
export async function orderInCash(page: Page, product: string) {
  await addProduct(page, product);
  await goToPrecheckout(page);
  await checkoutToPayment(page);
  await payWith(page, /^Efectivo o datáfono/);
  await acceptTerms(page);
  await page.getByRole("button", { name: "Hacer pedido" }).click();
  await orderPage(page);
}

/** The precheckout's open step: its heading. */
export const currentStep = (page: Page) => page.locator('[aria-current="step"] [data-step-heading]');

/** The precheckout's "Continuar": checks the open step and opens the next one. */
export const continueCheckout = (page: Page) => page.getByRole("button", { name: "Continuar", exact: true }).click();

/** The contact filled and the details (where the checkout has them: not at a table or in a room) left as they are: on to the payment step. */
export async function checkoutToPayment(page: Page, diner: typeof COLOMBIAN = COLOMBIAN) {
  await fillContact(page, diner);
  await continueCheckout(page);
  if (!/Pago$/.test((await currentStep(page).textContent()) ?? "")) await continueCheckout(page);
  await expect(currentStep(page)).toHaveText(/Pago$/);
}

/** A payment method chosen: on to the review, with the total, the terms and the button that places the order. */
export async function payWith(page: Page, method: RegExp | string) {
  await payment(page, method).check();
  await continueCheckout(page);
  await expect(currentStep(page)).toHaveText(/Revisa y confirma$/);
}

/** A diner of the brand's country: a Colombian by default; a traveller's phone and passport elsewhere. */
const COLOMBIAN = { phone: "300 123 4567", email: "example.co", documentType: "cc", document: "1020304050" };
export const TRAVELLER = (phone: string, email: string) => ({ phone, email, documentType: "passport", document: "G12345678" });

export async function fillContact(page: Page, diner: typeof COLOMBIAN = COLOMBIAN) {
  await page.getByLabel("Nombre completo").fill("Ana Pérez");
  await page.getByLabel("Celular").fill(diner.phone);
  await page.getByLabel("Correo electrónico").fill(`ana.${Date.now()}@${diner.email}`);
  await page.getByLabel("Tipo de documento").selectOption(diner.documentType);
  await page.getByLabel("Número de documento").fill(diner.document);
}

/** Opens a menu URL (a QR code's, a service route) once it is interactive, closing the brand's greeting popup when it shows. */
export async function openMenu(page: Page, url: string) {
  // the brand's popups are asked once the page knows its branch and the diner's service, as it hydrates: a page that
  // has not asked by the time its menu is ready (a bare /{branch}, no service chosen yet) has none to show
  const isPopups = (request: { url(): string }) => new URL(request.url()).pathname === "/api/content_popups.json";
  let asked = false;
  const onRequest = (request: { url(): string }) => (asked ||= isPopups(request));
  page.on("request", onRequest);
  const popups = page.waitForResponse(isPopups, { timeout: 20_000 }).catch(() => null);
  await page.goto(url);
  await page.locator("[data-menu-ready]").waitFor({ state: "attached" });
  page.off("request", onRequest);
  if (!asked) asked = await page.waitForRequest(isPopups, { timeout: 1_500 }).then(() => true, () => false);
  const answer = asked ? await popups : null;
  const listed = answer?.ok() ? ((await answer.json()) as { id: number }[]).map((popup) => popup.id) : [];
  // shown once per visit: a popup already seen in this tab does not come back (components/shell/popups.tsx's key)
  const unseen = await page.evaluate((ids) => ids.filter((id) => !sessionStorage.getItem(`comanda:popup:${id}`)).length, listed);
  if (!unseen) return;
  const popup = page.getByRole("dialog", { name: "Anuncio" });
  // a loaded machine shows it seconds late
  if (await popup.waitFor({ state: "visible", timeout: 10_000 }).then(() => true, () => false)) {
    await popup.getByRole("button", { name: "Cerrar anuncio" }).click();
    await expect(popup).toBeHidden();
  }
}

/** On the sandbox gateway's host: pays by card with the given number. */
export async function payByCard(page: Page, number: string) {
  await expect(page).toHaveURL(/^http:\/\/pay\.localhost:\d+\/p\?/);
  await expect(page.getByText("Modo de pruebas: aquí no se mueve dinero real.")).toBeVisible();
  const card = page.getByRole("tabpanel", { name: "Tarjeta" });
  await card.getByLabel("Número de la tarjeta").fill(number);
  await card.getByLabel("Nombre como aparece en la tarjeta").fill("ANA PEREZ");
  await card.getByLabel("Mes de vencimiento (MM)").fill("12");
  await card.getByLabel("Año de vencimiento (AA)").fill(String((new Date().getFullYear() + 3) % 100));
  await card.getByLabel("Código de seguridad (CVC)").fill("123");
  await card.getByLabel("Tipo de documento").selectOption("cc");
  await card.getByLabel("Número de documento").fill("1020304050");
  await card.getByRole("button", { name: /^Pagar \$/ }).click();
}

export const payment = (page: Page, method: RegExp | string) => page.getByRole("radio", { name: method });
export const acceptTerms = (page: Page) => page.getByLabel(/Acepto los términos/).check();
/** Back from the gateway on the order page of a Chapinero order, its token in the query. */
export const orderPage = (page: Page) => expect(page).toHaveURL(new RegExp(`^${brandUrl("fogon-andino", "/chapinero/order/")}\\d+\\?token=`), { timeout: 15_000 });

/** The operator API's headers for a brand: its host and that brand's own operator key (derived from the server's secret). */
export const operatorHeaders = (slug: string, key = brandOperatorKey(OPERATOR_API_KEY, slug)) => ({ host: new URL(brandUrl(slug)).host, authorization: `Bearer ${key}` });

/**
 * What a message of the brand's outbox says, as the diner receives it: the operator API names where it went
 * (`delivered_to`, a file under the server's DATA_DIR: the suite's server has no provider), never its body.
 */
export async function deliveredMessage(request: APIRequestContext, slug: string, match: (message: { kind: string; channel: string; recipient: string; subject: string }) => boolean): Promise<string | null> {
  const { messages } = await (await request.get(`${serverUrl}/api/v1/operator/outbox`, { headers: operatorHeaders(slug) })).json();
  const found = (messages as { kind: string; channel: string; recipient: string; subject: string; delivered_to: string | null }[]).find(match);
  return found?.delivered_to ? readFileSync(path.join(path.resolve(process.env.E2E_DATA_DIR ?? ".data/e2e"), found.delivered_to), "utf8") : null;
}

/** The token a table's QR code carries (or a room's, a seat's), as staff read it through the operator API. */
export async function tableToken(request: APIRequestContext, slug: string, branch: string, code: string, kind = "table"): Promise<string> {
  const response = await request.get(`${serverUrl}/api/v1/operator/places?supplier_id=${branch}`, { headers: operatorHeaders(slug) });
  expect(response.status()).toBe(200);
  const { places } = (await response.json()) as { places: { kind: string; code: string; token: string }[] };
  const table = places.find((place) => place.kind === kind && place.code === code);
  if (!table) throw new Error(`No ${kind} ${branch}/${code}`);
  return table.token;
}

/** Picks 9 overall, 10 to recommend and 8 for the digital menu on the open rating form (/ratecluvi/…), and sends it. */
export async function rateNineTenEight(page: Page) {
  const scale = (legend: RegExp) => page.getByRole("group", { name: legend });
  await scale(/^Tu calificación/).getByRole("radio", { name: "9", exact: true }).check();
  await scale(/recomiendes/).getByRole("radio", { name: "10", exact: true }).check();
  await scale(/carta digital/).getByRole("radio", { name: "8", exact: true }).check();
  await page.getByRole("button", { name: "Enviar calificación" }).click();
  await expect(page.getByText("¡Gracias por tu calificación!")).toBeVisible();
}
