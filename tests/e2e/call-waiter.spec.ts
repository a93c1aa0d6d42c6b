import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, expectNoAxeViolations, openMenu, operatorHeaders, serverUrl, tableToken } from "./support";

// Fogón Andino's Usaquén runs checkout (its tables may call the waiter); Chapinero runs basic (no control).
const FOGON = "fogon-andino";
const operator = operatorHeaders(FOGON);

async function openCalls(request: APIRequestContext) {
  const response = await request.get(`${serverUrl}/api/v1/operator/waiter-calls?supplier_id=usaquen&status=open`, { headers: operator });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { calls: { id: number; reason: string | null; place: { code: string } }[] }).calls;
}

/** The branch's menu as a QR scan opens it, with the brand's greeting popup closed when it shows. */
const scan = (page: Page, branch: string, token: string) => openMenu(page, brandUrl(FOGON, `/${branch}?service=on_table&table=${token}`));

test.describe.serial("call the waiter from a table", () => {
  test("the dialog calls with a reason, more taps make no second call, staff acknowledge it and the phone shows them on the way", async ({ page, request }) => {
    const token = await tableToken(request, FOGON, "usaquen", "3");
    await scan(page, "usaquen", token);

    const control = page.getByRole("region", { name: /Mesa 3/ });
    await expect(control).toBeVisible();
    // a first visit: the cookies notice is still at the bottom, and the control stands above it
    const notice = page.getByRole("region", { name: "Aviso de cookies" });
    await expect(notice).toBeVisible();
    await expect.poll(async () => (await notice.boundingBox())!.y - (await control.boundingBox())!.y - (await control.boundingBox())!.height).toBeGreaterThanOrEqual(0);
    await expectNoAxeViolations(page, "[data-call-waiter]");
    const call = control.getByRole("button", { name: "Llamar al mesero" });
    await call.click();
    const dialog = page.getByRole("dialog", { name: "¿Llamamos a un mesero a la mesa 3?" });
    await expectNoAxeViolations(page, "[data-call-waiter-dialog]");
    await dialog.getByRole("radio", { name: "La cuenta" }).check();
    await dialog.getByRole("button", { name: "Llamar al mesero" }).click();
    await expect(dialog).toBeHidden();
    await expect(control.getByRole("status")).toHaveText("Llamado — esperando al personal");
    await expect(call).toBeFocused();
    // While the call is open the button says so (aria-disabled) and a tap opens nothing.
    await expect(call).toHaveAttribute("aria-disabled", "true");
    await call.click({ force: true });
    await call.click({ force: true });
    await expect(dialog).toBeHidden();

    const calls = (await openCalls(request)).filter((open) => open.place.code === "3");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.reason).toBe("bill");
    await expectNoAxeViolations(page, "[data-call-waiter]");

    const taken = await request.patch(`${serverUrl}/api/v1/operator/waiter-calls/${calls[0]!.id}`, { headers: operator, data: { status: "acknowledged" } });
    expect(taken.status()).toBe(200);
    // The phone polls the call every 3 s; no reload.
    await expect(control.getByRole("status")).toHaveText("Un mesero va en camino", { timeout: 10_000 });
    expect((await openCalls(request)).filter((open) => open.place.code === "3")).toHaveLength(0);
  });

  test("a dialog closed calls no one; a reload keeps the table of the scan; a basic-mode table shows no control", async ({ page, request }) => {
    await scan(page, "usaquen", await tableToken(request, FOGON, "usaquen", "4"));
    const control = page.getByRole("region", { name: /Mesa 4/ });
    await control.getByRole("button", { name: "Llamar al mesero" }).click();
    const dialog = page.getByRole("dialog", { name: /mesa 4/ });
    await dialog.getByRole("radio", { name: "Ayuda" }).check();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(control.getByRole("status")).toHaveText("");
    expect((await openCalls(request)).filter((open) => open.place.code === "4")).toHaveLength(0);
    await page.reload();
    await expect(page.getByRole("region", { name: /Mesa 4/ })).toBeVisible();

    const refused = page.waitForResponse((response) => response.url().includes("/waiter-call") && response.status() === 409);
    await scan(page, "chapinero", await tableToken(request, FOGON, "chapinero", "1"));
    await refused;
    await expect(page.locator("[data-call-waiter]")).toHaveCount(0);
  });
});
