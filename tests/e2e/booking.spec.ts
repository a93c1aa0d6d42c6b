import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, expectNoAxeViolations, fillContact, serverUrl } from "./support";

const FOGON = "fogon-andino";

test("book a table from the branch list, read it through its link, and cancel it", async ({ page }) => {
  await page.goto(brandUrl(FOGON, "/branch-to-book"));
  await page.locator('[data-branch="chapinero"]').getByRole("link", { name: /^Reservar en/ }).click();
  await expect(page).toHaveURL(brandUrl(FOGON, "/chapinero/reservar"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserva en El Fogón Andino · Chapinero");
  await expect(page.getByRole("radio", { name: "20:00" })).toBeVisible();
  await expectNoAxeViolations(page);

  // no hour chosen: the form says so and sends nothing
  await page.getByRole("button", { name: "Una persona más" }).click();
  await page.getByRole("button", { name: "Una persona más" }).click();
  await expect(page.locator("[data-persons]")).toHaveText("4 personas");
  await page.getByLabel("Día").selectOption({ index: 1 });
  await fillContact(page);
  await page.getByLabel(/Acepto los términos/).check();
  await page.getByRole("button", { name: "Reservar" }).click();
  await expect(page.getByText("Elige una hora para tu reserva.")).toBeVisible();

  await page.getByRole("radio", { name: "20:00" }).check();
  await page.getByRole("radio", { name: "Terraza" }).check();
  await page.getByLabel("Alergias u observaciones de salud (opcional)").fill("Alergia al maní");
  await page.getByRole("button", { name: "Reservar a las 20:00 para 4 personas" }).click();

  await expect(page).toHaveURL(new RegExp(`^${brandUrl(FOGON, "/book_info/")}\\d+/[\\w-]+$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Tu reserva #\d+$/);
  await expect(page.getByText("Confirmada por el restaurante")).toBeVisible();
  await expect(page.locator("[data-booking-persons]")).toHaveText("4 personas");
  await expect(page.locator("[data-booking-when]")).toContainText("20:00");
  await expectNoAxeViolations(page);

  // the calendar file is the booking's event
  const href = await page.getByRole("link", { name: "Añadir a mi calendario" }).getAttribute("href");
  const calendar = await page.request.get(`${serverUrl}${href}`, { headers: { host: new URL(brandUrl(FOGON)).host } });
  expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect((await calendar.text()).replace(/\r\n /g, "")).toContain("SUMMARY:Reserva en El Fogón Andino · Chapinero · mesa para 4");

  // the link opens the booking again, on any device
  await page.reload();
  await expect(page.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "approved");
  await page.getByRole("button", { name: "Cancelar reserva" }).click();
  await expect(page.getByText("¿Seguro que quieres cancelar tu reserva?")).toBeVisible();
  await page.getByRole("group").getByRole("button", { name: "Cancelar reserva" }).click();
  await expect(page.getByText("Tu reserva fue cancelada. Su lugar quedó libre.")).toBeVisible();
  await expect(page.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "canceled");
  await expect(page.getByRole("button", { name: "Cancelar reserva" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a booking link with a wrong token finds nothing", async ({ page }) => {
  await page.goto(brandUrl(FOGON, "/book_info/999999/abcdefghijklmnopqrstuvwxyz012345"));
  await expect(page.getByText("No encontramos esta reserva. Revisa el enlace.")).toBeVisible();
});
