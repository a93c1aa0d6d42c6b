import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, expectNoAxeViolations, openMenu, operatorHeaders, serverUrl, tableToken } from "./support";

// Product §2, §4: the rate tab of a table's menu and the branch's survey (Fogón Andino's Chapinero asks one at its tables).
const FOGON = "fogon-andino";

test("a table's rate tab opens the branch's survey by itself after 60 s; answers are checked, sent, thanked with the brand's banner and counted", async ({ page, request }) => {
  const token = await tableToken(request, FOGON, "chapinero", "3");
  await page.clock.install();
  await openMenu(page, brandUrl(FOGON, `/chapinero/menu-digital?table=${token}`));
  const tab = page.getByRole("button", { name: "Califícanos" });
  await expect(tab).toBeVisible();
  const survey = page.getByRole("dialog", { name: "¿Cómo estuvo tu visita?" });
  await page.clock.runFor(55_000);
  await expect(survey).toBeHidden();
  await page.clock.runFor(6_000);
  await expect(survey).toBeVisible();
  await expectNoAxeViolations(page, "dialog[data-survey]");

  // nothing chosen: each required question says so, and nothing is sent
  await survey.getByRole("button", { name: "Enviar respuestas" }).click();
  await expect(survey.getByText("Este campo es obligatorio.").first()).toBeVisible();
  const food = survey.getByRole("group", { name: /comida/ });
  await food.getByRole("radio", { name: "9", exact: true }).check();
  await survey.getByRole("group", { name: /atención/ }).getByRole("radio", { name: "10", exact: true }).check();
  await survey.getByRole("group", { name: /volverías/i }).getByRole("radio", { name: "Sí" }).check();
  await survey.getByRole("group", { name: /te gustó/ }).getByRole("checkbox", { name: "La comida" }).check();
  await survey.getByLabel(/Algo más/).fill("La sopa, muy buena.");
  await survey.getByRole("button", { name: "Enviar respuestas" }).click();
  // the branch has a survey-sent banner: it shows instead of the thank-you (product §4)
  const banner = page.getByRole("dialog", { name: "Anuncio" });
  await expect(banner).toBeVisible();
  await expect(survey).toBeHidden();
  await banner.getByRole("button", { name: "Cerrar anuncio" }).click();
  await expect(banner).toBeHidden();
  // answered: the tab has done its job for this visit
  await expect(tab).toBeHidden();

  const summary = await request.get(`${serverUrl}/api/v1/operator/ratings`, { headers: operatorHeaders(FOGON) });
  const { surveys } = (await summary.json()) as { surveys: { branch: string; answers: number }[] };
  expect(surveys.find((row) => row.branch === "chapinero")?.answers).toBeGreaterThanOrEqual(1);
});

test("a dismissed rate tab never opens by itself, and stays there to be opened by hand", async ({ page, request }) => {
  const token = await tableToken(request, FOGON, "chapinero", "4");
  await page.clock.install();
  await openMenu(page, brandUrl(FOGON, `/chapinero/menu-digital?table=${token}`));
  const tab = page.getByRole("button", { name: "Califícanos" });
  await tab.click();
  const survey = page.getByRole("dialog", { name: "¿Cómo estuvo tu visita?" });
  await expect(survey).toBeVisible();
  await survey.getByRole("button", { name: "Cerrar encuesta" }).click();
  await expect(survey).toBeHidden();
  await page.clock.runFor(61_000);
  await expect(survey).toBeHidden();
  // and on the next screen of the same visit too
  await page.reload();
  await page.clock.runFor(61_000);
  await expect(survey).toBeHidden();
  await expect(tab).toBeVisible();
});

test("the rate tab shows on the table's home and subcategories only, and not to a menu without a table", async ({ page, request }) => {
  const token = await tableToken(request, FOGON, "chapinero", "5");
  await openMenu(page, brandUrl(FOGON, `/chapinero/menu-digital?table=${token}`));
  await expect(page.getByRole("button", { name: "Califícanos" })).toBeVisible();
  await page.goto(brandUrl(FOGON, "/chapinero/maincategories"));
  await expect(page.locator("[data-at-table]")).toBeAttached();
  await expect(page.getByRole("button", { name: "Califícanos" })).toHaveCount(0);
  await page.goto(brandUrl(FOGON, "/chapinero/subcategories"));
  await expect(page.getByRole("button", { name: "Califícanos" })).toBeVisible();
  // a take-away diner is at no table
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await openMenu(page, brandUrl(FOGON, "/chapinero?service=take_away"));
  await expect(page.getByRole("button", { name: "Califícanos" })).toHaveCount(0);
});
