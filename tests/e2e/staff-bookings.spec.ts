import { expect, type Browser, type Page } from "@playwright/test";
import { newHydratingContext, test } from "./hydrated";
import { signedInStaff } from "./staff-support";
import { brandUrl, expectNoAxeViolations, fillContact } from "./support";

/*
 * Bookings and waitlist: the host stand. A diner books on their phone at a branch that approves by
 * hand, and another joins its walk-in line; the brand's demo owner, on a tablet at /staff/bookings, approves the
 * booking and calls the walk-in to a free table, and each diner's page shows it without a reload. The e2e database is
 * shared: each test finds its own diners by a name of its own.
 */
const FOGON = "fogon-andino";
const PHONE = { viewport: { width: 412, height: 915 }, locale: "es-CO", isMobile: true, hasTouch: true };

async function hostStand(browser: Browser): Promise<Page> {
  const page = await signedInStaff(browser);
  await page.getByRole("link", { name: "Reservas", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Reservas y lista de espera", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "El Fogón Andino · Usaquén" }).click();
  await expect(page).toHaveURL(brandUrl(FOGON, "/staff/bookings?branch=usaquen"));
  return page;
}

test("a booking made on a phone waits for approval until the host approves it on the tablet, and the diner's page follows", async ({ browser }) => {
  const name = `Reserva ${Date.now()}`;
  const diner = await (await newHydratingContext(browser, PHONE)).newPage();
  await diner.goto(brandUrl(FOGON, "/usaquen/reservar"));
  // tomorrow, where the stand looks below (today's 13:00 is still open on a morning run: it must not be today's)
  const day = diner.getByLabel("Día");
  const tomorrow = await day.locator("option").nth(1).getAttribute("value");
  await day.selectOption({ index: 1 });
  // lunch lies outside the five hours around dinner the form shows first
  await diner.getByRole("button", { name: /^Ver todas las horas/ }).click();
  await diner.getByRole("radio", { name: "13:00" }).check();
  await expect(day).toHaveValue(tomorrow ?? "");
  await fillContact(diner);
  await diner.getByLabel("Nombre completo").fill(name);
  await diner.getByLabel(/Acepto los términos/).check();
  await diner.getByRole("button", { name: "Reservar a las 13:00 para 2 personas" }).click();
  await expect(diner).toHaveURL(new RegExp(`^${brandUrl(FOGON, "/book_info/")}\\d+/[\\w-]+$`));
  await expect(diner.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "pending");

  const host = await hostStand(browser);
  // the stand opens on today (Bogotá's clock); the booking is tomorrow's
  await host.getByRole("button", { name: "Día siguiente" }).click();
  await expect(host.getByRole("button", { name: "Hoy" })).toBeVisible();
  const row = host.locator("[data-booking]", { hasText: name });
  await expect(row).toContainText("Por aprobar");
  await expect(row).toContainText("2 personas");
  await expect(row.getByRole("link", { name: /\d/ })).toHaveAttribute("href", /^tel:\d+$/);
  await expectNoAxeViolations(host);

  await row.getByRole("button", { name: "Aprobar" }).click();
  await expect(row).toHaveAttribute("data-status", "approved");
  await expect(row.getByRole("button", { name: "No llegó" })).toBeVisible();
  await expect(diner.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "approved", { timeout: 6_000 });
  await expect(diner.getByText("Confirmada por el restaurante")).toBeVisible();

  // tomorrow's party is not at the door: no table is offered for it today (the day-of-service journey seats one)
  await expect(row.getByRole("button", { name: "Sentar" })).toHaveCount(0);
  await host.screenshot({ path: "test-results/staff-bookings-tablet.png", fullPage: true });
  await host.context().close();
  await diner.context().close();
});

test("a walk-in joins the line on a phone, the host seats that party at a table, and the phone says the table is ready", async ({ browser }) => {
  const name = `Fila ${Date.now()}`;
  const diner = await (await newHydratingContext(browser, PHONE)).newPage();
  await diner.goto(brandUrl(FOGON, "/usaquen/reservar"));
  await diner.getByText("¿Vienen ahora? Únete a la lista de espera").click();
  const join = diner.locator("[data-waitlist-join]");
  await join.getByLabel("Nombre completo").fill(name);
  await join.getByLabel("Celular").fill("310 555 1234");
  await join.getByRole("button", { name: "Unirme a la lista de espera (2 personas)" }).click();
  await expect(diner.getByText("Tu lugar en la fila")).toBeVisible();

  const host = await hostStand(browser);
  const party = host.locator("[data-waitlist-entry]", { hasText: name });
  await expect(party).toContainText("2 personas");
  // only free tables are offered
  const free = host.getByLabel("Mesa libre");
  await expect(free.locator("option")).not.toHaveCount(0);
  await free.selectOption("T4");
  await party.getByRole("button", { name: "Sentar en la mesa T4" }).click();
  await expect(party).toHaveCount(0);
  await expect(host.locator("[data-called-entry]", { hasText: name })).toContainText("mesa T4");
  await expect(diner.getByRole("heading", { name: "¡Tu mesa está lista! Mesa T4" })).toBeVisible({ timeout: 6_000 });

  // on a phone the stand is one column, still clean for axe
  await host.setViewportSize({ width: 412, height: 915 });
  await expectNoAxeViolations(host);
  await host.screenshot({ path: "test-results/staff-bookings-phone.png", fullPage: true });
  await host.context().close();
  await diner.context().close();
});
