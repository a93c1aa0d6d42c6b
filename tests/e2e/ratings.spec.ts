import { expect } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../components/shell/pre-hydration-script";
import { test } from "./hydrated";
import { brandUrl, expectNoAxeViolations, operatorHeaders, orderInCash, serverUrl, rateNineTenEight } from "./support";

// Rating a purchase (product §2, §5) — /ratecluvi's screen, the order page's ?qualification dialog, the brand's summary.
test("a purchase rated through /ratecluvi: every question the brand asks, the thank-you, then the order; the brand sees it", async ({ page, request }) => {
  const summary = async () => (await (await request.get(`${serverUrl}/api/v1/operator/ratings`, { headers: operatorHeaders("fogon-andino") })).json()).overall;
  const before = await summary();
  await page.goto(brandUrl("fogon-andino", "/chapinero?service=take_away"));
  await orderInCash(page, "Empanadas de carne (4)");
  const url = new URL(page.url());
  const [id, token] = [/\/order\/(\d+)/.exec(url.pathname)![1], url.searchParams.get("token")!];

  // just placed, to be paid at the counter: not yet (product §5 rates a paid or finished order)
  await page.goto(brandUrl("fogon-andino", `/ratecluvi/${id}/${token}`));
  await expect(page.getByRole("status")).toHaveText("Podrás calificar este pedido cuando esté pagado o entregado.");
  await expectNoAxeViolations(page);
  expect((await request.patch(`${serverUrl}/api/v1/operator/orders/${id}`, { headers: operatorHeaders("fogon-andino"), data: { status: "approved" } })).status()).toBe(200);

  await page.goto(brandUrl("fogon-andino", `/ratecluvi/${id}/${token}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/¿Cómo estuvo tu pedido en/);
  await expectNoAxeViolations(page);
  // nothing chosen: each scale says so, and what was typed stays
  await page.getByLabel("Cuéntanos más (opcional)").fill("Las empanadas, perfectas");
  await page.getByRole("button", { name: "Enviar calificación" }).click();
  await expect(page.getByText("Elige una calificación del 1 al 10.").first()).toBeVisible();
  await expect(page.getByLabel("Cuéntanos más (opcional)")).toHaveValue("Las empanadas, perfectas");

  await rateNineTenEight(page);
  // the thank-you for 2 s, then the order
  await expect(page).toHaveURL(new RegExp(`/chapinero/order/${id}\\?token=`), { timeout: 10_000 });

  const after = await summary();
  expect(after.ratings).toBe(before.ratings + 1);
  expect(after.nps_answers).toBe(before.nps_answers + 1);

  // the link again: rated already, nothing to send twice
  await page.goto(brandUrl("fogon-andino", `/ratecluvi/${id}/${token}`));
  await expect(page.getByText("Calificaste este pedido con 9/10. ¡Gracias!")).toBeVisible();
});

test("?qualification on the order page opens the rating 2 s after it loads", async ({ page }) => {
  await page.goto(brandUrl("fogon-andino", "/chapinero?service=take_away"));
  await orderInCash(page, "Empanadas de carne (4)");
  await page.clock.install();
  // the page's clock flows in real time too: the waits count from hydration, which the prompt's timer cannot precede
  await page.addInitScript((hydrated) => {
    const seen = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute(hydrated)) return;
      (window as unknown as { hydratedAt: number }).hydratedAt = Date.now();
      seen.disconnect();
    });
    seen.observe(document, { attributes: true, attributeFilter: [hydrated], subtree: true });
  }, HYDRATED_ATTRIBUTE);
  await page.goto(`${page.url()}&qualification=1`);
  const dialog = page.locator("dialog[data-rate-dialog]");
  const sinceHydration = () => page.evaluate(() => Date.now() - (window as unknown as { hydratedAt: number }).hydratedAt);
  await page.clock.runFor(Math.max(0, 1_000 - (await sinceHydration())));
  await expect(dialog).toBeHidden();
  await page.clock.runFor(1_500);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { level: 1 })).toHaveText(/¿Cómo estuvo tu pedido en/);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(dialog).toBeHidden();
});
