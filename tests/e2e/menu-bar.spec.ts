import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, expectNoAxeViolations, importThroughServer, openMenu } from "./support";

// The menu as diners know it from the best ordering apps.
test("the category bar stays under the header, marks the section in view and jumps without hiding the heading", async ({ page }) => {
  await openMenu(page, brandUrl("fogon-andino", "/chapinero"));
  const bar = page.getByRole("navigation", { name: "Categorías" });
  const chips = bar.getByRole("link");
  const count = await chips.count();
  expect(count).toBeGreaterThan(2);

  // the diner reads down to the end of the menu: the last category's chip is marked, the bar still under the header
  const lastChip = chips.nth(count - 1);
  await expect(async () => {
    const before = await page.evaluate(() => scrollY);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => scrollY)).toBe(before);
  }).toPass();
  await expect(lastChip).toHaveAttribute("aria-current", "true");
  await expect(chips.first()).not.toHaveAttribute("aria-current", "true");
  const header = await page.getByRole("banner").boundingBox();
  const pinned = await bar.boundingBox();
  expect(Math.round(pinned!.y)).toBe(Math.round(header!.y + header!.height));

  // a chip jumps to its section — one far down, past sections not drawn yet — whose heading shows right
  // below the pinned bar, where the diner starts reading
  await page.evaluate(() => window.scrollTo(0, 0));
  // back at the top, over the featured dishes, no chip is marked and the bar slides back to its start
  await expect(bar.locator("[aria-current]")).toHaveCount(0);
  await expect.poll(() => bar.evaluate((nav) => nav.scrollLeft)).toBe(0);
  const far = chips.nth(3);
  await far.click();
  const heading = page.locator(`[id="${(await far.getAttribute("href"))!.slice(1)}"]`);
  await expect(far).toHaveAttribute("aria-current", "true");
  const [headingBox, barBox] = [await heading.boundingBox(), await bar.boundingBox()];
  expect(headingBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height);
  expect(headingBox!.y).toBeLessThan(barBox!.y + barBox!.height + 100);
  await expectNoAxeViolations(page);
});

test("product pictures are squares beside the name, and a product without one gets a drawn square, not a gap", async ({ page }) => {
  await openMenu(page, brandUrl("fogon-andino", "/chapinero"));
  const photo = page.locator("a[data-product-link] img").first();
  const box = (await photo.boundingBox())!;
  expect(Math.round(box.width)).toBe(Math.round(box.height));

  // Tienda de Prueba's file gives its products no pictures
  expect((await importThroughServer("tests/fixtures/brands/tienda-prueba.json")).code).toBe(0);
  await openMenu(page, brandUrl("tienda-prueba", "/centro"));
  const cards = page.locator("a[data-product-link]");
  await expect(cards.first().locator("[data-no-image]")).toBeVisible();
  expect(await cards.locator("img").count()).toBe(0);
  const empty = (await cards.first().locator("[data-no-image]").boundingBox())!;
  expect([Math.round(empty.width), Math.round(empty.height)]).toEqual([Math.round(box.width), Math.round(box.height)]);
  await expectNoAxeViolations(page);
});
