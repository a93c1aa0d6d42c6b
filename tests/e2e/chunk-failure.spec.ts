import { devices, expect } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, expectNoAxeViolations, productLink } from "./support";

// Product §8/§9: a part of the app that cannot be loaded — the usual cause is a deploy since the page
// opened, whose new build no longer has the old files — gets a reload offer instead of a screen that does nothing.
test("a chunk the build no longer has offers a reload, and the reload works again", async ({ browser }) => {
  // no service worker: its copies of the chunks would hide the missing build files
  const context = await browser.newContext({ ...devices["Pixel 7"], locale: "es-CO", serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto(brandUrl("fogon-andino", "/chapinero?service=take_away"));
  await page.locator("[data-menu-ready]").waitFor({ state: "attached" });

  // a new version is deployed: the old build's files are gone
  const gone = (route: import("@playwright/test").Route) => route.fulfill({ status: 404, body: "" });
  await page.route("**/_next/static/chunks/**", gone);
  // the product modal's code was never needed before this tap
  await (await productLink(page, "Empanadas de carne (4)")).click();
  const notice = page.locator("[data-chunk-failure]");
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Hay una versión nueva");
  await expect(notice.getByRole("button", { name: "Recargar" })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.unroute("**/_next/static/chunks/**", gone);
  await notice.getByRole("button", { name: "Recargar" }).click();
  await page.locator("[data-menu-ready]").waitFor({ state: "attached" });
  await expect(page.locator("[data-chunk-failure]")).toHaveCount(0);
  await context.close();
});
