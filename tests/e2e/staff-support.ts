import { expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { brandUrl, demoBrandFile, importBrandFile, runAgainstServer } from "./support";

/** A tablet at the pass or the host stand, as the console's specs hold it. */
export const STAFF_TABLET: BrowserContextOptions = { viewport: { width: 1024, height: 768 }, isMobile: false, hasTouch: true };
/** The demo owners' password (scripts/lib/demo-owners.ts, made by db:seed). */
export const DEMO_OWNER_PASSWORD = "comanda-demo-owner";
/** The password of the owners specs make for brands of their own (ownedDemoBrand). */
export const TEST_OWNER_PASSWORD = "clave de la dueña 2026";

/**
 * Fogón Andino's demo file as the brand `slug` (first changed by `adjust` where a spec needs a branch of its own),
 * imported with an owner "duena@{slug}.co" of the test's own; importing it again changes nothing.
 */
export async function ownedDemoBrand(slug: string, adjust?: (brand: ReturnType<typeof demoBrandFile>) => void): Promise<{ slug: string; owner: string }> {
  const brand = demoBrandFile("fogon-andino");
  brand.instance = { ...brand.instance, slug };
  brand.domains = [];
  adjust?.(brand);
  expect((await importBrandFile(brand)).code).toBe(0);
  const owner = `duena@${slug}.co`;
  expect((await runAgainstServer("scripts/brand-staff-owner.ts", [slug, owner, "--name", "Lucía"], { STAFF_PASSWORD: TEST_OWNER_PASSWORD })).code).toBe(0);
  return { slug, owner };
}

/**
 * A fresh browser context in Spanish (a tablet unless `device` says otherwise) signed in to `brand`'s console as
 * `email` — the brand's demo owner by default — and on the board.
 */
export async function signedInStaff(
  browser: Browser,
  { brand = "fogon-andino", email = `owner@${brand}.demo`, password = DEMO_OWNER_PASSWORD, device = STAFF_TABLET }: { brand?: string; email?: string; password?: string; device?: BrowserContextOptions } = {},
): Promise<Page> {
  const page = await (await browser.newContext({ ...device, locale: "es-CO" })).newPage();
  await page.goto(brandUrl(brand, "/staff/sign-in"));
  await signInStaff(page, email, password);
  await expect(page).toHaveURL(brandUrl(brand, "/staff"));
  return page;
}

/** Fills and sends the console's sign-in form. */
export async function signInStaff(page: Page, email: string, password: string) {
  await page.getByLabel("Correo").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Ingresar" }).click();
}
