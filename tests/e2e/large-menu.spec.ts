import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./hydrated";
import { FIRST_HTML_CARDS } from "../../lib/domain/menu/menu-sections";
import { brandUrl, expectNoAxeViolations, importThroughServer, openMenu, serverUrl } from "./support";

// The bench's generated brand: 2,000 products in 12 categories of ~167 (scripts/lib/bench-brand.mjs).
const BIG = "bench-grande";
const LAST = "Cócteles y cervezas";
// the last product of the last category: nowhere near the first HTML
const DEEPEST = "Mojito de maracuyá premium";

const html = async (request: APIRequestContext, slug: string, page: string) =>
  (await request.get(`${serverUrl}${page}`, { headers: { host: new URL(brandUrl(slug)).host } })).text();
const cardsIn = (markup: string) => markup.match(/data-product-link="/g)?.length ?? 0;

test.describe.serial("a 2,000-item menu: the first screen server-rendered, the rest from the menu JSON on demand", () => {
  test.beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bench-brand-"));
    const file = execFileSync(process.execPath, ["--input-type=module", "-e", `import { writeBenchBrand } from "./scripts/lib/bench-brand.mjs"; console.log(writeBenchBrand(${JSON.stringify(dir)}));`], { encoding: "utf8" }).trim();
    const imported = await importThroughServer(file);
    expect(imported.code).toBe(0);
  });

  test("the first HTML holds every category's heading but only the first cards", async ({ request }) => {
    const markup = await html(request, BIG, "/centro");
    expect(cardsIn(markup)).toBe(FIRST_HTML_CARDS);
    expect(markup.match(/<h2 id="cat-\d+"/g)).toHaveLength(12);
    expect(markup).toContain(`>${LAST}</h2>`);
    expect(markup).not.toContain(DEEPEST);
  });

  test("search finds a product of the last category, and it opens in the product modal", async ({ page }) => {
    await openMenu(page, brandUrl(BIG, "/centro"));
    const search = page.getByRole("search");
    await search.getByRole("searchbox", { name: "Buscar en la carta" }).fill("mojito MARACUYA premium");
    await expect(search.getByRole("status")).toHaveText("1 producto");
    await search.getByRole("link", { name: new RegExp(DEEPEST) }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: DEEPEST })).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Cerrar" }).click();
    await search.getByRole("searchbox").fill("ñoquis de trufa");
    await expect(search.getByRole("status")).toHaveText("No encontramos nada con «ñoquis de trufa» en la carta.");
    await expectNoAxeViolations(page, "[role=search]");
  });

  test("a category chip jumps to the last category, whose cards fill in there and open the modal", async ({ page }) => {
    await openMenu(page, brandUrl(BIG, "/centro"));
    const last = page.getByRole("region", { name: LAST });
    await expect(last.locator("a[data-product-link]")).toHaveCount(0);
    await page.getByRole("navigation", { name: "Categorías" }).getByRole("link", { name: LAST }).click();
    await expect(page.getByRole("heading", { level: 2, name: LAST })).toBeInViewport();
    await expect(last.locator("a[data-product-link]").first()).toBeInViewport();
    await expect(last.locator("a[data-product-link]", { hasText: DEEPEST })).toBeAttached();
    await last.locator("a[data-product-link]").first().click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Mojito clásico" })).toBeVisible();
  });

  test("a 79-item menu fits the first HTML whole, its 'most ordered' strip included", async ({ request }) => {
    const menu = JSON.parse(await html(request, "fogon-andino", "/api/v1/menu/chapinero/delivery.json?lang=es")) as { menu: { products: { important: boolean }[] } };
    const { products } = menu.menu;
    expect(cardsIn(await html(request, "fogon-andino", "/chapinero"))).toBe(products.length + products.filter((p) => p.important).length);
  });
});
