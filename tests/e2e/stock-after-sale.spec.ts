import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, productLink, serverUrl } from "./support";

const LUNA = "mercado-luna";
const host = new URL(brandUrl(LUNA)).host;

// Stock never lies: a sale refreshes the cached menu pages it changed, instead of leaving the old
// count up for the 60 s the pages are otherwise cached.
test("a sale's stock shows on the cached product page without waiting for the cache to end", async ({ page, request }) => {
  const menu = await (await request.get(`${serverUrl}/api/v1/menu/roma-norte/take_away.json`, { headers: { host } })).json();
  const berries = menu.menu.products.find((product: { label: string }) => product.label === "Caja de frutos rojos");
  expect(berries.stock).toBeGreaterThan(1);

  await page.goto(brandUrl(LUNA, "/roma-norte?service=take_away"));
  // the product's own page: cached per brand like the menu
  const productPage = (await (await productLink(page, "Caja de frutos rojos")).getAttribute("href"))!;
  await page.goto(brandUrl(LUNA, productPage));
  await expect(page.getByText(`Quedan ${berries.stock}`)).toBeVisible();

  const sold = await request.post(`${serverUrl}/api/v1/orders`, {
    headers: { host, "content-type": "application/json", "idempotency-key": `stock-e2e-${Date.now()}` },
    data: {
      supplier: "roma-norte",
      service: "take_away",
      lines: [{ product_supplier_id: berries.product_supplier_id, quantity: 1 }],
      contact: { name: "Ana Pérez", phone: "3001234567", email: "ana@example.co", document_type: "cc", document_number: "1020304050" },
      payment_method: "cash_or_dataphone",
      terms_accepted: true,
    },
  });
  expect(sold.status()).toBe(201);

  await expect(async () => {
    await page.reload();
    await expect(page.getByText(`Quedan ${berries.stock - 1}`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});
