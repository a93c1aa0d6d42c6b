import { expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { brandUrl } from "./support";

/** A tablet at the pass or the host stand, as the console's specs hold it. */
export const STAFF_TABLET: BrowserContextOptions = { viewport: { width: 1024, height: 768 }, isMobile: false, hasTouch: true };
/** The demo owners' password (scripts/lib/demo-owners.ts, made by db:seed). */
export const DEMO_OWNER_PASSWORD = "comanda-demo-owner";

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
