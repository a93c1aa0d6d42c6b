import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, serverUrl } from "./support";

/** When the page was first painted, and when its first and last Next script were asked for (ms from navigation). */
function paintAndScripts() {
  const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
  const scripts = performance
    .getEntriesByType("resource")
    .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname))
    .map((entry) => entry.startTime);
  return { fcp, firstScript: Math.min(...scripts), scripts: scripts.length };
}

test.describe("Next's scripts start once the page is painted (server/scripts-after-paint.mjs)", () => {
  for (const path of ["/", "/chapinero"]) {
    test(`${path}: painted before any script is asked for, then hydrated`, async ({ page }) => {
      await page.goto(brandUrl("fogon-andino", path));
      await expect.poll(() => page.evaluate(paintAndScripts).then((t) => t.scripts)).toBeGreaterThan(0);
      const { fcp, firstScript } = await page.evaluate(paintAndScripts);
      expect(fcp).not.toBeNull();
      expect(firstScript).toBeGreaterThanOrEqual(fcp!);
    });
  }

  test("the menu still hydrates: its JSON loads and a product opens in the modal", async ({ page }) => {
    await page.goto(brandUrl("fogon-andino", "/chapinero"));
    await page.locator("[data-menu-ready]").waitFor({ state: "attached" });
    await page.locator("a[data-product-link]", { hasText: "Lechona tolimense" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Lechona tolimense" })).toBeVisible();
  });

  test("the server's HTML holds no async script of Next's and no preload of one", async ({ request }) => {
    const html = await (await request.get(`${serverUrl}/chapinero`, { headers: { host: new URL(brandUrl("fogon-andino")).host } })).text();
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain("first-contentful-paint");
  });
});

test("every script a page starts with asks V8 to compile it while it streams in (scripts/lib/compile-hints.mjs)", async ({ request }) => {
  const host = new URL(brandUrl("fogon-andino")).host;
  const html = await (await request.get(`${serverUrl}/chapinero`, { headers: { host } })).text();
  // the polyfills' script is noModule: a browser that reads compile hints never runs it
  const polyfills = [...html.matchAll(/<script src="([^"]+)" noModule/g)].map((m) => m[1]);
  const chunks = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.~-]+\.js/g))].filter((chunk) => !polyfills.includes(chunk));
  expect(chunks.length).toBeGreaterThan(3);
  for (const chunk of chunks) {
    const code = await (await request.get(`${serverUrl}${chunk}`, { headers: { host } })).text();
    expect({ chunk, start: code.slice(0, 29) }).toEqual({ chunk, start: "//# allFunctionsCalledOnLoad\n" });
  }
});

test("a form sent before the app's scripts arrive keeps what was typed, and is handled once they do", async ({ page }) => {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(brandUrl("fogon-andino", "/location?service=delivery"), { waitUntil: "domcontentloaded" });
  const address = page.getByLabel("Dirección", { exact: true });
  await address.fill("Cll");
  await page.getByRole("button", { name: "Confirmar dirección" }).click();
  // the browser did not send the form itself: same page, same text
  await expect(page).toHaveURL(brandUrl("fogon-andino", "/location?service=delivery"));
  await expect(address).toHaveValue("Cll");

  release();
  await expect(page.getByText("La dirección debe tener al menos 5 caracteres.")).toBeVisible();
  await expect(address).toHaveValue("Cll");
});
