import { expect, type Page } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, productLink } from "./support";

// The demo hotel's Miraflores branch offers room service first, then on_table. Its anticuchos are sold at
// the table only, its club sandwich by room service only.
const TABLE_ONLY = "Anticuchos de corazón";
const ROOM_ONLY = "Club sándwich";

/** The HTML the server sends this browser (with its cookies) for a path, before any script of the page runs. */
const serverHtml = (page: Page, path: string) => page.evaluate((url) => fetch(url).then((response) => response.text()), path);

test.describe("the menu of the diner's service", () => {
  test("a table diner at a hotel branch is served the table menu, in the HTML, the modal and the cart", async ({ page }) => {
    // A guest who scanned the room-service QR code before…
    await page.goto(brandUrl("costa-miraflores", "/miraflores?service=room_service"));
    await expect(page.locator("a[data-product-link]", { hasText: ROOM_ONLY }).first()).toBeVisible();
    await expect(page.locator("a[data-product-link]", { hasText: TABLE_ONLY })).toHaveCount(0);

    // …now sits down at the restaurant and chooses the table service for the same branch.
    await page.goto(brandUrl("costa-miraflores"));
    await page.getByRole("navigation", { name: "Servicios" }).getByRole("link", { name: "En mesa" }).click();
    await page.locator('[data-branch="miraflores"]').getByRole("link", { name: /Pedir en/ }).click();
    // the bare branch link takes the diner to the URL of their service, once
    await expect(page).toHaveURL(brandUrl("costa-miraflores", "/miraflores?service=on_table"));

    const html = await serverHtml(page, "/miraflores");
    expect(html).toContain(TABLE_ONLY);
    expect(html).not.toContain(ROOM_ONLY);
    await expect(page.locator("a[data-product-link]", { hasText: ROOM_ONLY })).toHaveCount(0);
    for (const screen of ["/miraflores/md?service=on_table", "/miraflores/subcategories?service=on_table"]) {
      expect(await serverHtml(page, screen)).not.toContain(ROOM_ONLY);
    }

    await (await productLink(page, TABLE_ONLY)).click();
    const modal = page.getByRole("dialog");
    await expect(modal.getByRole("heading", { name: TABLE_ONLY })).toBeVisible();
    await modal.getByRole("button", { name: /^Agregar S\/ / }).click();
    await expect(modal.getByRole("status")).toHaveText("Agregado a tu pedido");

    // The cart checks every line against the branch's menu for the diner's service: the line stays.
    const checked = page.waitForResponse((response) => response.url().includes("/api/v1/menu/miraflores/on_table.json"));
    await modal.getByRole("link", { name: "Ver pedido" }).click();
    await expect(page).toHaveURL(brandUrl("costa-miraflores", "/miraflores/delivery/order"));
    // answered, or revalidated against the copy the menu page fetched (304): either way the service's own menu
    expect([200, 304]).toContain((await checked).status());
    await expect(page.locator("[data-line]")).toHaveCount(1);
    await expect(page.locator("[data-line]")).toContainText(TABLE_ONLY);
    await expect(page.locator("[data-change]")).toHaveCount(0);
  });

  test("a page rendered for another service follows the diner's choice once the browser knows it", async ({ page, context }) => {
    await page.goto(brandUrl("costa-miraflores", "/branch-to-on-table?service=on_table"));
    await expect(page.locator('[data-branch="miraflores"]')).toBeVisible();
    // The cookie is lost (cleared by the browser); the device still remembers the table service.
    await context.clearCookies({ name: "service" });
    await page.goto(brandUrl("costa-miraflores", "/miraflores"));
    await expect(page.locator("a[data-product-link]", { hasText: TABLE_ONLY }).first()).toBeVisible();
    await expect(page.locator("a[data-product-link]", { hasText: ROOM_ONLY })).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === "service")?.value).toBe("on_table");
  });
});
