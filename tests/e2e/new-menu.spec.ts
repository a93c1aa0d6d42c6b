import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, demoBrandFile, importBrandFile } from "./support";

// Product §2: the new-menu flag sends basic on-table menus to the brand's external new menu — and never to a
// path of this app, which has none.
const NEW_MENU = "https://menu.example.com";

async function importWithNewMenu(slug: string, url: string | undefined) {
  const brand = demoBrandFile("fogon-andino");
  brand.instance = { ...brand.instance, slug, flags: { ...brand.instance.flags, "new-menu": true }, ...(url ? { new_menu_url: url } : {}) };
  brand.domains = [];
  expect((await importBrandFile(brand)).code).toBe(0);
}

test("with the flag and the brand's new-menu address, a basic table menu goes there; without the address it stays", async ({ page }) => {
  await importWithNewMenu("fogon-nuevo", NEW_MENU);
  await importWithNewMenu("fogon-sin-nuevo", undefined);
  await page.route(`${NEW_MENU}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<h1>Nuevo menú</h1>" }));

  await page.goto(brandUrl("fogon-nuevo", "/chapinero?service=on_table"));
  await expect(page).toHaveURL(new RegExp(`^${NEW_MENU}/newmenu/\\d+/on_table/basic$`));

  await page.goto(brandUrl("fogon-sin-nuevo", "/chapinero?service=on_table"));
  await page.locator("[data-menu-ready]").waitFor({ state: "attached" });
  await expect(page).toHaveURL(brandUrl("fogon-sin-nuevo", "/chapinero?service=on_table"));
});
