import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { addProduct, brandUrl, openMenu, tableToken } from "./support";

// The QR's token is read in the browser (the page is cached for every table), so what it says arrives after
// the menu is on screen: it must not push the menu down when it does (CLS ≤ 0.02 on this page).
test("the at-the-table notice appears over the menu without moving it", async ({ page }) => {
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/v1/places/**", async (route) => {
    await held;
    await route.continue();
  });
  await openMenu(page, brandUrl("fogon-andino", "/usaquen?service=on_table&table=QQQQQQQQQQQQQQQQQQQQQQQQ"));
  const menu = page.getByRole("heading", { level: 2, name: "Lo más pedido" });
  const before = await menu.boundingBox();

  answer();
  await expect(page.getByRole("alert", { name: "Código de mesa no válido" })).toBeVisible();
  expect(await menu.boundingBox()).toEqual(before);
});

// A first visit on a small phone: the cookie banner is there until accepted, and the floating cart must stand
// above it — the diner's next step is never under it.
test("on a 360×640 phone, the floating cart stands above the cookie banner, in reach", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, locale: "es-CO" });
  const page = await context.newPage();
  await openMenu(page, brandUrl("fogon-andino", "/chapinero?service=take_away"));
  await addProduct(page, "Empanadas de carne (4)");
  const banner = page.getByRole("region", { name: /cookies/i });
  const cart = page.locator(".floating-cart");
  await expect(banner).toBeVisible();
  await expect(cart).toBeVisible();
  const [bannerBox, cartBox] = [(await banner.boundingBox())!, (await cart.boundingBox())!];
  expect(cartBox.y + cartBox.height).toBeLessThanOrEqual(bannerBox.y);
  expect(cartBox.y).toBeGreaterThan(0);
  // and a tap at its middle lands on it
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest(".floating-cart") !== null, { x: cartBox.x + cartBox.width / 2, y: cartBox.y + cartBox.height / 2 });
  expect(hit).toBe(true);
  await page.screenshot({ path: "test-results/first-screen-360.png" });
  await context.close();
});

test("on a 360×640 phone at a table, the rate tab covers none of the first screen's buttons, chips or tabs", async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, locale: "es-CO" });
  const page = await context.newPage();
  const token = await tableToken(request, "fogon-andino", "chapinero", "4");
  await openMenu(page, brandUrl("fogon-andino", `/chapinero/menu-digital?table=${token}`));
  const tab = page.locator("[data-rate-tab]");
  await expect(tab).toBeVisible();
  for (const scroll of [0, 400, 900]) {
    // the first screen with the cookie banner; further down, once it was answered (until then it covers the page's foot)
    if (scroll === 400) await page.getByRole("region", { name: "Aviso de cookies" }).getByRole("button", { name: "Aceptar" }).click();
    await page.evaluate((y) => window.scrollTo(0, y), scroll);
    // every control on screen is reached by a tap at its middle, and none lies under the tab
    const covered = await page.evaluate(() => {
      const rateTab = document.querySelector("[data-rate-tab]")!.getBoundingClientRect();
      const overlaps = (box: DOMRect) => box.left < rateTab.right && box.right > rateTab.left && box.top < rateTab.bottom && box.bottom > rateTab.top;
      return [...document.querySelectorAll<HTMLElement>("button, [role=tab], .chip, input, select, a.btn-primary, a.btn-outline")]
        .filter((control) => !control.closest("[data-rate-tab]") && control.getClientRects().length > 0)
        .filter((control) => {
          const box = control.getBoundingClientRect();
          if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) return false;
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return overlaps(box) || (hit !== null && !control.contains(hit) && !hit.contains(control));
        })
        .map((control) => control.outerHTML.slice(0, 120));
    });
    expect(covered, `scrolled to ${scroll}`).toEqual([]);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "test-results/rate-tab-360.png" });
  await context.close();
});
