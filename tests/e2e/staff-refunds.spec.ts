import { devices, expect, type Page } from "@playwright/test";
import { test } from "./hydrated";
import { ownedDemoBrand, signedInStaff, TEST_OWNER_PASSWORD } from "./staff-support";
import { brandUrl, expectNoAxeViolationsInEveryTheme, openMenu, orderPicadaByCard, payByCard } from "./support";

/*
 * An owner refunds part of an order paid by card from the board (a tablet), through the sandbox gateway: the card's
 * "Reembolsar" opens a dialog with the amount (all that is left by default) and the reason, a confirmation names the
 * amount, and the diner's order page (a Pixel 7) then says "Reembolsado $X". Under a light, a dark and a
 * deliberately hard-to-read brand theme (support.ts AXE_THEMES), axe passes on the dialog and on the diner's page.
 */
/** A diner's take-away order at Chapinero, paid by an approved sandbox card: back on its order page, its id. */
async function paidByCard(diner: Page, slug: string): Promise<number> {
  await openMenu(diner, brandUrl(slug, "/chapinero?service=take_away"));
  await orderPicadaByCard(diner, slug);
  await payByCard(diner, "4242 4242 4242 4242");
  await expect(diner).toHaveURL(new RegExp(`^${brandUrl(slug, "/chapinero/order/")}(\\d+)\\?token=`), { timeout: 15_000 });
  await expect(diner.locator("[data-payment-state]")).toHaveAttribute("data-payment-state", "approved");
  return Number(/\/order\/(\d+)/.exec(diner.url())![1]);
}

test("an owner refunds part of a card order from the board, and the diner's page says so", async ({ browser }) => {
  // a diner's whole checkout at the gateway, then the console: more than one screen's budget
  test.setTimeout(300_000);
  const { slug, owner: email } = await ownedDemoBrand("reembolso");
  const diner = await (await browser.newContext({ ...devices["Pixel 7"], locale: "es-CO" })).newPage();
  const orderId = await paidByCard(diner, slug);

  const owner = await signedInStaff(browser, { brand: slug, email, password: TEST_OWNER_PASSWORD });
  await owner.goto(brandUrl(slug, "/staff?branch=chapinero"));
  const card = owner.locator(`[data-board-order="${orderId}"]`);
  await card.getByRole("button", { name: "Reembolsar" }).click();
  const dialog = owner.getByRole("dialog", { name: `Reembolsar el pedido #${orderId}` });
  await expect(dialog).toBeVisible();
  const amount = dialog.getByLabel("Monto a reembolsar");
  // all that may be given back, by default
  await expect(amount).not.toHaveValue("");
  const paid = Number(await amount.inputValue());
  expect(paid).toBeGreaterThan(10_000);

  // no reason: said beside the field, nothing sent
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await expect(dialog.getByLabel("Motivo")).toHaveAccessibleDescription("Escribe el motivo del reembolso.");
  await amount.fill(String(paid + 1));
  await dialog.getByLabel("Motivo").fill("Faltó una bebida");
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await amount.fill("10000");
  await expectNoAxeViolationsInEveryTheme(owner);
  await dialog.getByRole("button", { name: "Continuar" }).click();

  await expect(dialog.getByText(`¿Reembolsar $ 10.000 del pedido #${orderId}?`, { exact: false })).toBeVisible();
  await expectNoAxeViolationsInEveryTheme(owner);
  // the keyboard confirms: focus is on the confirmation's button
  await expect(dialog.getByRole("button", { name: "Reembolsar $ 10.000" })).toBeFocused();
  await owner.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(card.getByRole("status")).toHaveText("Reembolsado $ 10.000.");
  await owner.screenshot({ path: "test-results/staff-refunds-board.png" });

  await diner.reload();
  await expect(diner.locator("[data-refunded]")).toHaveText("Reembolsado $ 10.000");
  await expect(diner.locator("[data-payment-message]")).toHaveText(/Te devolvimos el pago/);
  await expect(diner.locator("[data-retry]")).toHaveCount(0);
  await expectNoAxeViolationsInEveryTheme(diner);
  await diner.screenshot({ path: "test-results/staff-refunds-diner.png", fullPage: true });

  // the activity log names who refunded
  await owner.goto(brandUrl(slug, "/staff/accounts"));
  await expect(owner.locator('[data-audit-action="payment.refund_approved"]').first()).toContainText("Lucía · reembolsó un pago en línea");
});
