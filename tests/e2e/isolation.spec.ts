import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl } from "./support";

/** From one brand's host, nothing of another brand can be reached: not its pages, branches or ids. */
test("another brand's internal paths, branch slugs and ids all answer 404", async ({ page }) => {
  const other = await page.goto(brandUrl("mercado-luna", "/api/config.json"));
  const otherConfig = await other!.json();
  const otherBranch = otherConfig.suppliers[0] as { id: number; slug: string };

  const status = async (path: string) => (await page.goto(brandUrl("fogon-andino", path)))!.status();
  expect(await status("/mercado-luna/es")).toBe(404);
  expect(await status(`/mercado-luna/es/${otherBranch.slug}`)).toBe(404);
  expect(await status(`/${otherBranch.slug}`)).toBe(404);
  expect(await status(`/${otherBranch.id}`)).toBe(404);
  expect(await status(`/api/suppliers/${otherBranch.slug}.json`)).toBe(404);
  expect(await status(`/api/branches/${otherBranch.id}.json`)).toBe(404);
  expect(await status(`/api/v1/menu/${otherBranch.id}/delivery.json`)).toBe(404);
  expect(await status(`/api/cached/v1/menu/${otherBranch.slug}/delivery.json`)).toBe(404);

  // and the brand's own branch is reachable by both
  const own = await page.goto(brandUrl("fogon-andino", "/api/suppliers/chapinero.json"));
  expect(own!.status()).toBe(200);
});

test("a brand's 404 page is its own, in its theme", async ({ page }) => {
  const response = await page.goto(brandUrl("fogon-andino", "/no-such-branch"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esta página");
  await expect(page.locator("header")).toHaveCSS("background-color", "rgb(181, 50, 31)");
});
