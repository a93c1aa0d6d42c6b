import { expect, test } from "@playwright/test";
import { brandUrl, productLink, serverUrl } from "./support";

const CAFE = "cafe-parque";
const host = new URL(brandUrl(CAFE)).host;

// Issue 11 "stock never lies": a sale refreshes the cached menu pages it changed, instead of leaving the old
// count up for the 60 s the pages are otherwise cached.
test("a sale's stock shows on the cached product page without waiting for the cache to end", async ({ page, request }) => {
  const menu = await (await request.get(`${serverUrl}/api/v1/menu/parque-93/take_away.json`, { headers: { host } })).json();
  const cake = menu.menu.products.find((product: { label: string }) => product.label === "Torta de zanahoria");
  expect(cake.stock).toBeGreaterThan(1);

  await page.goto(brandUrl(CAFE, "/parque-93?service=take_away"));
  // the product's own page: cached per brand like the menu
  const productPage = (await (await productLink(page, "Torta de zanahoria")).getAttribute("href"))!;
  await page.goto(brandUrl(CAFE, productPage));
  await expect(page.getByText(`Quedan ${cake.stock}`)).toBeVisible();

  const sold = await request.post(`${serverUrl}/api/v1/orders`, {
    headers: { host, "content-type": "application/json", "idempotency-key": `stock-e2e-${Date.now()}` },
    data: {
      supplier: "parque-93",
      service: "take_away",
      lines: [{ product_supplier_id: cake.product_supplier_id, quantity: 1 }],
      contact: { name: "Ana Pérez", phone: "3001234567", email: "ana@example.co", document_type: "cc", document_number: "1020304050" },
      payment_method: "cash_or_dataphone",
      terms_accepted: true,
    },
  });
  expect(sold.status()).toBe(201);

  await expect(async () => {
    await page.reload();
    await expect(page.getByText(`Quedan ${cake.stock - 1}`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});
