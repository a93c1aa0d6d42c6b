import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, expectNoAxeViolations, openMenu } from "./support";

// Issue 13: the category chips stay pinned under the header and mark the section being read.
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
  const far = chips.nth(3);
  await far.click();
  const heading = page.locator(`[id="${(await far.getAttribute("href"))!.slice(1)}"]`);
  await expect(far).toHaveAttribute("aria-current", "true");
  const [headingBox, barBox] = [await heading.boundingBox(), await bar.boundingBox()];
  expect(headingBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height);
  expect(headingBox!.y).toBeLessThan(barBox!.y + barBox!.height + 100);
  await expectNoAxeViolations(page);
});
