import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { brandUrl, serverUrl } from "./support";

const FOGON = "fogon-andino";
/** A call straight to the server naming the brand by its Host (Node does not resolve *.localhost). */
const get = (request: APIRequestContext, path: string, options: { headers?: Record<string, string>; maxRedirects?: number } = {}) =>
  request.get(`${serverUrl}${path}`, { ...options, headers: { host: new URL(brandUrl(FOGON)).host, ...options.headers } });
const chosenService = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("comanda:fogon-andino:order") ?? "{}") as { state?: { service?: string } }).state?.service ?? null);

test.describe("/{supplier_id}/delivery and /{supplier_id}/location redirect to delivery (spec §2)", () => {
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
