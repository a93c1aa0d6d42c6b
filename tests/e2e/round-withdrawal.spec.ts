import { devices, expect, type Browser, type Page } from "@playwright/test";
import { test } from "./hydrated";
import { ownedDemoBrand, signedInStaff, TEST_OWNER_PASSWORD } from "./staff-support";
import { addProduct, brandUrl, expectNoAxeViolations, openMenu, serverUrl, tableToken } from "./support";

/*
 * Two phones at a Usaquén table (checkout mode) of a copy of Fogón Andino of the spec's own (so no other spec's party
 * sits there) and the kitchen's board on a tablet: a round goes back while the kitchen has not accepted it — off the
 * tab on every phone, off the board — and stays once the kitchen accepted it (product §8 "error modifying or
 * removing product").
 */
const FOGON = "rondas-fogon";
const tabUrl = new RegExp(`^${brandUrl(FOGON, "/usaquen/menu-digital/my-order/")}(\\d+)`);

async function phone(browser: Browser): Promise<Page> {
  return (await browser.newContext({ ...devices["Pixel 7"], locale: "es-CO" })).newPage();
}

/** Scans the table's QR, adds `dish` and sends it as a round, joining as `name` (the default "Invitado N" when null). */
async function sendRound(page: Page, token: string, dish: string, name: string | null) {
  await openMenu(page, brandUrl(FOGON, `/usaquen/menu-digital?table=${token}`));
  await addProduct(page, dish);
  await page.goto(brandUrl(FOGON, "/usaquen/delivery/order"));
  await page.getByRole("button", { name: "Enviar a preparar" }).click();
  const join = page.getByRole("dialog", { name: /^Únete al pedido de la mesa/ });
  if (name) await join.getByLabel("Tu nombre (opcional)").fill(name);
  await join.getByRole("button", { name: "Unirme y enviar a preparar" }).click();
  await expect(page).toHaveURL(tabUrl);
}

const round = (page: Page, number: number) => page.locator(`[data-round="${number}"]`);
const balance = (page: Page) => page.locator("[data-total=balance] dd");

test("a round goes back until the kitchen accepts it: off every phone's tab and the board, live; an accepted one stays", async ({ browser, request }) => {
  // three screens at once (two phones and the board) on a shared 2-core machine
  test.slow();
  const { owner } = await ownedDemoBrand(FOGON);
  const token = await tableToken(request, FOGON, "usaquen", "2");
  const staff = await signedInStaff(browser, { brand: FOGON, email: owner, password: TEST_OWNER_PASSWORD });
  await staff.goto(brandUrl(FOGON, "/staff?branch=usaquen"));
  await expect(staff.locator("[data-orders-board]")).toBeVisible();

  const ana = await phone(browser);
  await sendRound(ana, token, "Arepa de huevo", "Ana");
  const luis = await phone(browser);
  await sendRound(luis, token, "Chicharrón crocante con arepa", null);
  await expect(balance(luis)).toHaveText("$ 27.000");

  const { tab } = (await (await request.get(`${serverUrl}/api/v1/places/${token}/tab`, { headers: { host: new URL(brandUrl(FOGON, "/")).host } })).json()) as { tab: { rounds: { order_id: number }[] } };
  const [anasRound, luisRound] = tab.rounds.map((r) => r.order_id);
  const card = (id: number | undefined) => staff.locator(`[data-board-order="${id}"]`);
  await expect(card(anasRound)).toBeVisible({ timeout: 15_000 });
  await expect(card(luisRound)).toBeVisible();

  // each phone may take back its own round only
  await expect(round(ana, 1).getByRole("button", { name: "Retirar esta ronda" })).toBeVisible();
  await expect(round(ana, 2).getByRole("button", { name: "Retirar esta ronda" })).toHaveCount(0);
  await expect(round(luis, 2).getByRole("button", { name: "Retirar esta ronda" })).toBeVisible();
  await expect(round(luis, 1).getByRole("button", { name: "Retirar esta ronda" })).toHaveCount(0);
  await expectNoAxeViolations(luis);

  // the kitchen accepts Ana's round: her phone no longer offers it back, and the server refuses it in her language
  await card(anasRound).getByRole("button", { name: "Pasar a «Aceptado»" }).click();
  await expect(staff.locator(`[data-board-column=accepted] [data-board-order="${anasRound}"]`)).toBeVisible();
  await expect(round(ana, 1).getByRole("button", { name: "Retirar esta ronda" })).toHaveCount(0, { timeout: 6_000 });
  const refused = await ana.evaluate(async ([place, id]) => {
    const saved = JSON.parse(sessionStorage.getItem("comanda:rondas-fogon:on-table") ?? "{}") as { state: { ownRounds: Record<string, string> } };
    const response = await fetch(`/api/v1/places/${place}/rounds/${id}?token=${saved.state.ownRounds[String(id)]}`, { method: "DELETE" });
    return { status: response.status, body: (await response.json()) as { error: { code: string; message: string } } };
  }, [token, anasRound] as const);
  expect(refused.status).toBe(409);
  expect(refused.body.error.code).toBe("round_accepted");

  // Luis takes his back: gone from his tab, Ana's and the board, the balance follows
  await round(luis, 2).getByRole("button", { name: "Retirar esta ronda" }).click();
  await expect(round(luis, 2).locator("[data-progress]")).toHaveText("Cancelado");
  await expect(round(luis, 2).locator("[data-tab-line]")).toHaveCount(0);
  await expect(balance(luis)).toHaveText("$ 9.000");
  await expect(balance(ana)).toHaveText("$ 9.000", { timeout: 6_000 });
  await expect(ana.locator("[data-tab-announcement]")).toHaveText("Invitado 2 retiró la ronda 2.");
  await expect(card(luisRound)).toHaveCount(0, { timeout: 15_000 });
  await expect(card(anasRound)).toBeVisible();
  await expectNoAxeViolations(luis);
  await expectNoAxeViolations(staff);
  await luis.screenshot({ path: "test-results/round-withdrawal-phone.png", fullPage: true });
  await staff.screenshot({ path: "test-results/round-withdrawal-board.png" });
  for (const page of [ana, luis, staff]) await page.context().close();
});
