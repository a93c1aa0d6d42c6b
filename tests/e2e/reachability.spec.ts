import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, expectNoAxeViolations, fillContact } from "./support";

const FOGON = "fogon-andino";

test("a diner who closed the booking's tab finds it again from the shell, and reads the terms without losing the form", async ({ page, context }) => {
  await page.goto(brandUrl(FOGON, "/chapinero/reservar"));
  // the day after tomorrow: any of its hours is past the cut-off for changes, so the booking can still be canceled
  await page.getByLabel("Día").selectOption({ index: 2 });
  await page.getByRole("radio", { name: /^\d{2}:\d{2}$/, disabled: false }).first().check();
  await fillContact(page);
  await page.getByLabel("Comentarios (opcional)").fill("Mesa cerca de la ventana");

  // the terms open in another tab; the form keeps everything typed
  const [policies] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: "Leer las políticas de servicio (se abre en otra pestaña)" }).click()]);
  await policies.waitForLoadState();
  expect(new URL(policies.url()).pathname).toBe("/chapinero/politicas-servicio");
  await expect(policies.getByRole("heading", { level: 1 })).toHaveText("Políticas de servicio");
  await policies.close();
  await expect(page.getByLabel("Comentarios (opcional)")).toHaveValue("Mesa cerca de la ventana");
  await page.getByLabel(/Acepto los términos/).check();
  await page.getByRole("button", { name: /^Reservar a las/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${brandUrl(FOGON, "/book_info/")}\\d+/[\\w-]+$`));
  const bookingUrl = page.url();
  const bookingId = /\/book_info\/(\d+)\//.exec(bookingUrl)![1]!;
  await expect(page.locator("[data-booking-status]")).toBeVisible();

  // later, from the landing: the left panel leads to the orders and bookings of this device
  await page.goto(brandUrl(FOGON, "/"));
  await page.getByRole("button", { name: "Abrir menú" }).click();
  const panel = page.getByRole("dialog", { name: "Menú" });
  await expect(panel.getByRole("link", { name: "Términos y políticas" })).toHaveAttribute("href", "/chapinero/politicas-servicio");
  await expectNoAxeViolations(page);
  await panel.getByRole("link", { name: "Mis pedidos y reservas" }).click();
  await expect(page).toHaveURL(brandUrl(FOGON, "/chapinero/history-my-orders"));
  const bookings = page.getByRole("region", { name: "Tus reservas" });
  const row = bookings.locator(`[data-device-booking="${bookingId}"]`);
  await expect(row).toContainText(`Tu reserva #${bookingId}`);
  await expect(row).toContainText("Confirmada por el restaurante");
  await expectNoAxeViolations(page);
  await row.click();
  await expect(page).toHaveURL(bookingUrl);

  // canceled by the diner it stays listed as such; a link that no longer opens is forgotten
  await page.getByRole("button", { name: "Cancelar reserva" }).click();
  await page.getByRole("group").getByRole("button", { name: "Cancelar reserva" }).click();
  await expect(page.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "canceled");
  await page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem("comanda:bookings") ?? "[]") as { id: number; token: string }[];
    localStorage.setItem("comanda:bookings", JSON.stringify([...kept, { ...kept[0]!, id: 999_999, token: "x".repeat(32) }]));
  });
  await page.goto(brandUrl(FOGON, "/chapinero/history-my-orders"));
  await expect(row).toContainText("Cancelada");
  await expect(bookings.locator('[data-device-booking="999999"]')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("comanda:bookings")?.includes("999999"))).toBe(false);
});
