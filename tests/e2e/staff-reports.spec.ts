import { readFile } from "node:fs/promises";
import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./hydrated";
import { signedInStaff } from "./staff-support";
import { brandUrl, expectNoAxeViolations, operatorHeaders, orderInCash, serverUrl, rateNineTenEight } from "./support";

/*
 * The console's reports: the brand's demo owner reads on a tablet what diners said over the last week (a rating a
 * diner just sent counts at once), downloads the week's sales with that order in it, is told plainly when the
 * period is backwards, and reads the same screen on a phone.
 */
const FOGON = "fogon-andino";

function signedInOwner(browser: Browser, viewport: { width: number; height: number }, isMobile: boolean): Promise<Page> {
  return signedInStaff(browser, { device: { viewport, isMobile, hasTouch: true, acceptDownloads: true } });
}

async function openReports(staff: Page) {
  await staff.getByRole("navigation", { name: "Secciones de la consola" }).getByRole("link", { name: "Reportes" }).click();
  await expect(staff.getByRole("heading", { name: "Reportes", level: 1 })).toBeVisible();
}

const ratingsCount = async (staff: Page) => Number(await staff.locator('[data-figure="count"]').textContent());

test("a diner's rating and survey show in the owner's report at once, in words, and the week's sales download has the order", async ({ browser, page, request }) => {
  const staff = await signedInOwner(browser, { width: 1024, height: 768 }, false);
  await openReports(staff);
  const before = await ratingsCount(staff);

  await page.goto(brandUrl(FOGON, "/chapinero?service=take_away"));
  await orderInCash(page, "Empanadas de carne (4)");
  const url = new URL(page.url());
  const [id, token] = [/\/order\/(\d+)/.exec(url.pathname)![1]!, url.searchParams.get("token")!];
  // paid at the counter: an order is rated once paid or done (product §5)
  expect((await request.patch(`${serverUrl}/api/v1/operator/orders/${id}`, { headers: operatorHeaders(FOGON), data: { status: "approved" } })).status()).toBe(200);
  await page.goto(brandUrl(FOGON, `/ratecluvi/${id}/${token}`));
  // words and a way back to the diner: what the thank-you promises reaches the kitchen
  const words = `Las empanadas llegaron tibias (${id})`;
  await page.getByLabel("Cuéntanos más (opcional)").fill(words);
  await page.getByRole("group", { name: /Te contactamos/ }).getByLabel("Celular").fill("300 765 4321");
  await rateNineTenEight(page);

  // a table's survey answered too: the report reads its questions and options in words, not the brand file's keys
  const answered = await request.post(`${serverUrl}/api/v1/supplier_surveys/answers.json`, {
    headers: { host: new URL(brandUrl(FOGON)).host, "x-forwarded-for": "203.0.113.77" },
    data: { survey: "visita-en-mesa", supplier_id: "chapinero", service: "on_table", answers: { comida: 9, atencion: 10, volverias: "si", "que-te-gusto": ["comida"] } },
  });
  expect(answered.status()).toBe(201);

  await staff.getByRole("button", { name: "Ver reporte" }).click();
  await expect(staff.locator('[data-figure="count"]')).toHaveText(String(before + 1));
  const survey = staff.locator('[data-survey="visita-en-mesa"]');
  await expect(survey).toContainText("¿Qué tal estuvo la comida?");
  await expect(survey).toContainText(/Sí: [1-9]/);
  await expect(staff.getByRole("region", { name: "Por sede y servicio" })).toContainText("Para llevar");
  await expect(staff.getByText(/NPS: \d+ promotor/)).toBeVisible();
  // what the diner wrote, with the way to call them back, under "asked to be contacted"
  const asked = staff.locator("[data-diner-feedback] [data-feedback=purchase]", { hasText: words });
  await expect(asked).toContainText(`Pedido #${id}`);
  await expect(asked.locator("[data-contact-request]")).toContainText(/300 ?765 ?4321/);
  await expectNoAxeViolations(staff);
  await staff.screenshot({ path: "test-results/staff-reports-tablet.png", fullPage: true });

  const [download] = await Promise.all([staff.waitForEvent("download"), staff.getByRole("link", { name: "Descargar ventas (CSV)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^fogon-andino-sales-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/);
  const csv = await readFile(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const row = csv
    .toString("utf8")
    .split("\r\n")
    .find((line) => line.startsWith(`${id},`));
  // cash: 12.000 with the default 10 % tip, no coupon, paid at the counter, nothing refunded
  expect(row).toMatch(/,chapinero,take_away,[a-z_]+,Empanadas de carne \(4\)[^,]*,1,12000,12000,1200,\d+,0,,13200,cash_or_dataphone,yes,0$/);
  await staff.context().close();
});

test("a period that ends before it starts is refused in words with the dates kept; the report reads on a phone", async ({ browser }) => {
  const staff = await signedInOwner(browser, { width: 412, height: 915 }, true);
  await staff.goto(brandUrl(FOGON, "/staff/reports"));
  await staff.getByLabel("Desde").fill("2026-03-10");
  await staff.getByLabel("Hasta").fill("2026-03-01");
  await staff.getByRole("button", { name: "Ver reporte" }).click();
  await expect(staff.getByRole("alert").filter({ hasText: "Hasta" })).toHaveText("La fecha «Hasta» debe ser igual o posterior a «Desde».");
  await expect(staff.getByLabel("Desde")).toHaveValue("2026-03-10");
  await expect(staff.getByLabel("Hasta")).toHaveValue("2026-03-01");
  await expect(staff.getByRole("link", { name: "Descargar ventas (CSV)" })).toHaveCount(0);

  await staff.getByLabel("Hasta").fill("2026-03-10");
  await staff.getByRole("combobox", { name: /^Sede/ }).selectOption("chapinero");
  await staff.getByRole("button", { name: "Ver reporte" }).click();
  await expect(staff.getByRole("heading", { name: "Calificaciones", level: 2 })).toBeVisible();
  await expect(staff).toHaveURL(/branch=chapinero/);
  await staff.goto(brandUrl(FOGON, "/staff/reports"));
  await expectNoAxeViolations(staff);
  // nothing wider than the phone
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await staff.screenshot({ path: "test-results/staff-reports-phone.png", fullPage: true });
  await staff.context().close();
});
