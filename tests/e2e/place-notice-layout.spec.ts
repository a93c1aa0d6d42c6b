import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, openMenu } from "./support";

// The QR's token is read in the browser (the page is cached for every table), so what it says arrives after
// the menu is on screen: it must not push the menu down when it does (issue 12: CLS ≤ 0.02 on this page).
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
