import { execFile } from "node:child_process";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";

/** A brand's public URL on the test server (Chromium resolves *.localhost by itself). */
export const brandUrl = (slug: string, path = "/") => `http://${slug}.localhost:${E2E_PORT}${path}`;
export const serverUrl = `http://127.0.0.1:${E2E_PORT}`;

/** `npm run brand:import -- <file> --server …`, as an operator would run it against the live server. */
export async function importThroughServer(file: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/brand-import.ts", file, "--server", serverUrl],
      { env: process.env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

/** axe on the whole page, or only inside `include` (a CSS selector). */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

export const renderedAt = (page: Page) => page.locator("[data-rendered-at]").getAttribute("data-rendered-at");

/** The delivery journey up to the Chapinero menu: an address inside the chapinero-cercano zone. */
export async function deliverToChapinero(page: Page) {
  await page.goto(brandUrl("fogon-andino"));
  await page.getByRole("navigation", { name: "Servicios" }).getByRole("link", { name: "Domicilio" }).click();
  await page.getByLabel("Dirección", { exact: true }).fill("Carrera 7 # 60-20");
  await page.getByLabel("Barrio o localidad").fill("Chapinero");
  await page.getByLabel("Punto de referencia").fill("Portería principal");
  await page.getByRole("button", { name: "Confirmar dirección" }).click();
  await expect(page).toHaveURL(brandUrl("fogon-andino", "/chapinero"));
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
