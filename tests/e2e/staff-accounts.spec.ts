import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { signedInStaff } from "./staff-support";
import { brandUrl, expectNoAxeViolations, serverUrl } from "./support";

/*
 * The staff console's accounts screen: the brand's demo owner makes a waiter of one branch with a drawn password, the waiter
 * signs in with it on a phone and sees only their screens; the owner disables the account and the waiter's phone is
 * sent back to the sign-in; the activity log says who did it. A wrong current password is refused in words.
 */
const FOGON = "fogon-andino";

const PHONE = { viewport: { width: 412, height: 915 }, hasTouch: true };

test("an owner makes a waiter of one branch; the waiter signs in with the drawn password, and is shut out once disabled", async ({ browser }) => {
  const owner = await signedInStaff(browser);
  await owner.getByRole("link", { name: "Equipo" }).click();
  await expect(owner.getByRole("heading", { name: "Cuentas del equipo", level: 1 })).toBeVisible();
  const form = owner.locator("[data-new-account]");
  const email = `mesera-${Date.now()}@fogon.co`;

  // what is wrong is said in Spanish, and what was typed stays
  await form.getByLabel("Nombre").fill("Lucía Mesera");
  await form.getByLabel("Correo").fill("no-es-un-correo");
  await form.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(form.getByText("Escribe un correo válido.")).toBeVisible();
  await expect(form.getByLabel("Nombre")).toHaveValue("Lucía Mesera");

  await form.getByLabel("Correo").fill(email);
  await form.getByLabel("Rol").selectOption({ label: "Mesero" });
  await form.getByRole("checkbox", { name: "El Fogón Andino · Chapinero" }).check();
  await form.getByRole("button", { name: "Generar" }).click();
  const password = await form.getByLabel("Contraseña inicial").inputValue();
  expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  await form.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(form.locator("[data-account-created]")).toContainText(password);
  const row = owner.locator(`[data-account="${email}"]`);
  await expect(row).toContainText("Mesero · El Fogón Andino · Chapinero");
  await expectNoAxeViolations(owner);

  const waiter = await signedInStaff(browser, { email, password, device: PHONE });
  const menu = waiter.getByRole("navigation", { name: "Secciones de la consola" });
  await expect(menu.getByRole("link")).toHaveText(["Pedidos", "Mesas", "Reservas", "Mi cuenta"]);
  await waiter.goto(brandUrl(FOGON, "/staff/accounts"));
  await expect(waiter).toHaveURL(brandUrl(FOGON, "/staff")); // not a waiter's screen

  await row.getByRole("button", { name: "Desactivar" }).click();
  await expect(row).toHaveAttribute("data-disabled", "true");
  await waiter.reload();
  await expect(waiter).toHaveURL(brandUrl(FOGON, "/staff/sign-in"));

  await owner.reload();
  await expect(owner.locator("[data-activity] [data-audit-action='staff.updated']").first()).toContainText("cambió una cuenta");
  await expect(owner.locator("[data-activity] [data-audit-action='staff.created']").first()).toContainText("Demo owner · creó una cuenta");
  await owner.context().close();
  await waiter.context().close();
});

test("one's own password: a wrong current one is refused in words, the screen is clean for axe on a phone, and the console installs as an app", async ({ browser }) => {
  const owner = await signedInStaff(browser, { device: PHONE });
  await owner.goto(brandUrl(FOGON, "/staff/account"));
  const form = owner.locator("[data-own-password]");
  await form.getByLabel("Contraseña actual").fill("no es la clave");
  await form.getByLabel("Contraseña nueva").fill("una clave nueva y larga");
  await form.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(form.getByRole("alert")).toHaveText("La contraseña actual no es correcta.");
  await expectNoAxeViolations(owner);

  // the console installs as its own app on the staff's phone, opening on the console
  await expect(owner.locator('link[rel="manifest"]')).toHaveAttribute("href", "/staff/manifest.webmanifest");
  const manifest = await (await owner.request.get(`${serverUrl}/staff/manifest.webmanifest`, { headers: { host: new URL(brandUrl(FOGON)).host } })).json();
  expect(manifest).toMatchObject({ name: "El Fogón Andino · Consola", start_url: "/staff", scope: "/staff", display: "standalone" });
  await owner.context().close();
});
