import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, expectNoAxeViolations, importThroughServer, renderedAt, serverUrl } from "./support";

const FOGON = "fogon-andino";
/** A call straight to the server naming the brand by its Host (Node does not resolve *.localhost). */
const get = (request: APIRequestContext, path: string, options: { headers?: Record<string, string>; maxRedirects?: number } = {}) =>
  request.get(`${serverUrl}${path}`, { ...options, headers: { host: new URL(brandUrl(FOGON)).host, ...options.headers } });
const chosenService = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("comanda:fogon-andino:order") ?? "{}") as { state?: { service?: string } }).state?.service ?? null);

test.describe("/{supplier_id}/delivery and /{supplier_id}/location redirect to delivery (product §2)", () => {
  for (const path of ["/chapinero/delivery", "/chapinero/location"]) {
    test(`${path} answers 307 to the location screen, keeping the campaign, and chooses delivery`, async ({ page }) => {
      const query = "?utm_source=instagram&utm_campaign=puente&table=4";
      const target = "/location?service=delivery&utm_source=instagram&utm_campaign=puente";
      const answer = await get(page.request, `${path}${query}`, { maxRedirects: 0 });
      expect(answer.status()).toBe(307);
      expect(new URL(answer.headers()["location"]!, brandUrl(FOGON)).href).toBe(brandUrl(FOGON, target));

      // The diner had chosen take-away before following the link.
      await page.goto(brandUrl(FOGON, "/branch-offices"));
      await page.evaluate(() => localStorage.setItem("comanda:fogon-andino:order", JSON.stringify({ state: { service: "take_away" }, version: 0 })));
      await page.goto(brandUrl(FOGON, `${path}${query}`));
      await expect(page).toHaveURL(brandUrl(FOGON, target));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("¿A dónde llevamos tu pedido?");
      await expect.poll(() => chosenService(page)).toBe("delivery");
    });
  }

  test("an unknown branch is the brand's 404, and the cart keeps its own path", async ({ page }) => {
    for (const path of ["/no-existe/delivery", "/no-existe/location"]) {
      const response = await page.goto(brandUrl(FOGON, path));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esta página");
    }
    const cart = await page.goto(brandUrl(FOGON, "/chapinero/delivery/order"));
    expect(cart?.status()).toBe(200);
    await expect(page).toHaveURL(brandUrl(FOGON, "/chapinero/delivery/order"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tu pedido");
  });
});

test("/{supplier_id}/checkout/{id} answers 308 to the order's page, with its token and the diner's language", async ({ page }) => {
  const answer = await get(page.request, "/chapinero/checkout/42?token=abc123&lang=en", { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  const target = new URL(answer.headers()["location"]!, brandUrl(FOGON));
  expect([target.host, target.pathname, target.searchParams.get("token"), target.searchParams.get("lang")]).toEqual([new URL(brandUrl(FOGON)).host, "/chapinero/order/42", "abc123", "en"]);
  // the order page itself says a wrong token opens nothing
  await page.goto(brandUrl(FOGON, "/chapinero/checkout/42?token=abc123"));
  await expect(page).toHaveURL(brandUrl(FOGON, "/chapinero/order/42?token=abc123"));
});

test.describe("/{supplier_id}/politicas-servicio (product §2)", () => {
  const policyTitles = (page: Page) => page.locator("[data-policy] h2").allTextContents();

  test("shows the brand's policies for the branch and its services, and leads back to the branch", async ({ page }) => {
    const response = await page.goto(brandUrl(FOGON, "/chapinero/politicas-servicio"));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Políticas de servicio · El Fogón Andino · Chapinero");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Políticas de servicio");
    expect(await policyTitles(page)).toEqual(["Alérgenos y cambios en tu pedido", "Política de domicilios", "Pedidos para recoger", "Política de reservas"]);
    await expect(page.getByRole("region", { name: "Política de domicilios" })).toContainText("Entregamos dentro de las zonas de cobertura");
    await expect(page.getByRole("region", { name: "Política de domicilios" })).toContainText("Para Domicilio");
    await expectNoAxeViolations(page);
    // Cached per brand and language like every branch page.
    const first = await renderedAt(page);
    await page.reload();
    expect(await renderedAt(page)).toBe(first);

    await page.getByRole("link", { name: "Volver a El Fogón Andino · Chapinero" }).click();
    await expect(page).toHaveURL(brandUrl(FOGON, "/chapinero"));
  });

  test("a branch sees its own policy and not the services it lacks; English when asked", async ({ page }) => {
    await page.goto(brandUrl(FOGON, "/usaquen/politicas-servicio"));
    expect(await policyTitles(page)).toContain("Parqueadero en Usaquén");
    await page.goto(brandUrl(FOGON, "/salitre/politicas-servicio"));
    expect(await policyTitles(page)).toEqual(["Alérgenos y cambios en tu pedido", "Política de domicilios", "Pedidos para recoger"]);
    await page.goto(brandUrl(FOGON, "/salitre/politicas-servicio?lang=en"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service policies");
    expect(await policyTitles(page)).toEqual(["Allergens and changes to your order", "Delivery policy", "Pick-up orders"]);
    await expectNoAxeViolations(page);
  });

  test("says so when a brand has no policies, and an unknown branch is the brand's 404", async ({ page }) => {
    expect((await importThroughServer("tests/fixtures/brands/tienda-prueba.json")).code).toBe(0);
    await page.goto(brandUrl("tienda-prueba", "/centro/politicas-servicio"));
    await expect(page.getByText("Esta sede aún no tiene políticas de servicio publicadas.")).toBeVisible();
    await expectNoAxeViolations(page);
    const missing = await page.goto(brandUrl(FOGON, "/no-existe/politicas-servicio"));
    expect(missing?.status()).toBe(404);
  });

  test("GET /api/service_policies answers the same list for the host's brand", async ({ request }) => {
    const answer = await get(request, "/api/service_policies?supplier_id=salitre");
    expect(answer.status()).toBe(200);
    expect((await answer.json()).map((p: { title: string }) => p.title)).toEqual(["Alérgenos y cambios en tu pedido", "Política de domicilios", "Pedidos para recoger"]);
    // Another brand's branch is not this host's.
    expect((await get(request, "/api/service_policies.json?supplier_id=miraflores")).status()).toBe(404);
    expect((await get(request, "/api/service_policies?supplier_id=../x")).status()).toBe(400);
  });
});

test.describe("product §7 menu calls through the server", () => {
  test("product_supplier_by_product answers with the query glued by & as well as with ?service=", async ({ request }) => {
    const menu = await (await get(request, "/api/v1/menu/chapinero/delivery.json?lang=es")).json();
    const lulada = menu.menu.products.find((p: { label: string }) => p.label === "Lulada");
    const glued = await get(request, `/api/product_supplier_by_product/${lulada.product_id}.json&service=delivery`, { headers: { supplier_id: "chapinero" } });
    expect(glued.status()).toBe(200);
    expect(await glued.json()).toEqual(lulada);
    const proper = await get(request, `/api/product_supplier_by_product/${lulada.product_id}.json?service=delivery&supplier_id=chapinero`);
    expect(await proper.json()).toEqual(lulada);
    expect((await get(request, `/api/product_supplier_by_product/${lulada.product_id}.json&service=teleport&supplier_id=chapinero`)).status()).toBe(400);
  });

  test("upselling v2 answers each trigger's products as the menu does", async ({ request }) => {
    const base = "/api/v2/upselling_products.json?supplier_id=chapinero&service=delivery";
    const labels = async (query: string) => ((await (await get(request, base + query)).json()) as { label: string }[]).map((p) => p.label);
    expect(await labels("&trigger=checkout")).toEqual(["Arroz con leche", "Agua sin gas 600 ml"]);
    expect(await labels("&trigger=add-products")).toEqual(["Limonada de coco", "Lulada", "Postre de natas", "Obleas con arequipe"]);
    expect((await get(request, base + "&trigger=soon")).status()).toBe(400);
  });
});
