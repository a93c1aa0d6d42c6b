import { expect, type Page } from "@playwright/test";
import { test } from "./hydrated";
import { ownedDemoBrand, signedInStaff, TEST_OWNER_PASSWORD } from "./staff-support";
import { brandUrl, expectNoAxeViolationsInEveryTheme } from "./support";

/*
 * The brand's owner sets the brand's own Wompi test account in the console's online payments screen: the secrets go in
 * once and come back masked, on screen and after a reload; a manager of the same brand never sees the screen. Under a
 * light, a dark and a deliberately hard-to-read brand theme (support.ts AXE_THEMES), axe passes on the screen
 * before and after saving.
 */
const MANAGER_PASSWORD = "clave del gerente 2026";
const ACCOUNT = {
  publicKey: "pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf",
  integrity: "test_integrity_VMVbSQO6sgxO9ht3ZSqGJDYwzMk3VFJ9",
  events: "test_events_2PmQbUpK7Rz8e4XnM1cVwA0sYtLh6JdG",
};

/** A manager of the brand, made by its owner through the console's API, from the owner's page (its cookie and Origin). */
async function makeManager(owner: Page, slug: string): Promise<string> {
  const email = `gerente-${Date.now()}@${slug}.co`;
  const body = { email, name: "Gerente", role: "manager", branches: [], password: MANAGER_PASSWORD };
  const status = await owner.evaluate(
    async (account) => (await fetch("/api/staff/accounts", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(account) })).status,
    body,
  );
  expect(status).toBe(201);
  return email;
}

test("an owner sets the brand's Wompi test account and sees it masked; a manager never sees the screen", async ({ browser }) => {
  const { slug, owner: email } = await ownedDemoBrand("pagos");
  const owner = await signedInStaff(browser, { brand: slug, email, password: TEST_OWNER_PASSWORD });

  await owner.getByRole("navigation", { name: "Secciones de la consola" }).getByRole("link", { name: "Pagos en línea" }).click();
  await expect(owner).toHaveURL(brandUrl(slug, "/staff/payments"));
  await expect(owner.getByRole("heading", { name: "Pagos en línea", level: 1 })).toBeVisible();
  const current = owner.locator("[data-payment-account]");
  await expect(current).toContainText("cobra con la pasarela de la instalación (Sandbox de pruebas)");
  await expectNoAxeViolationsInEveryTheme(owner);

  const form = owner.locator("[data-payment-account-form]");
  await expect(form.getByRole("radio", { name: /^Wompi/ })).toBeChecked();
  // a key pasted into the wrong field is named there, in words, and nothing is sent
  await form.getByLabel("Llave pública").fill(ACCOUNT.integrity);
  await form.getByLabel("Secreto de integridad").fill(ACCOUNT.integrity);
  await form.getByRole("button", { name: "Guardar la cuenta" }).click();
  await expect(form.getByText("Escribe la llave pública de Wompi: empieza por pub_test_ o pub_prod_.")).toBeVisible();
  await expect(form.getByLabel("Llave pública")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Secreto de eventos")).toHaveAccessibleDescription(/Pégalo desde el panel de Wompi/);
  await expectNoAxeViolationsInEveryTheme(owner);

  await form.getByLabel("Llave pública").fill(ACCOUNT.publicKey);
  await expect(form.getByText("Llave de pruebas: los secretos también deben ser de pruebas.")).toBeVisible();
  await form.getByLabel("Secreto de eventos").fill(ACCOUNT.events);
  await expect(form.locator("[data-events-url]")).toHaveText(brandUrl(slug, "/api/payments/events/wompi"));
  await form.getByLabel("Secreto de eventos").press("Enter");
  await expect(form.getByRole("status")).toHaveText("Cuenta guardada. Los próximos pagos usan esta cuenta.");

  await expect(current).toContainText(`cobra con su propia cuenta de Wompi.`);
  await expect(current.locator("[data-secret='integrity_secret']")).toHaveText(`••••${ACCOUNT.integrity.slice(-4)}`);
  await expect(current.locator("[data-secret='events_secret']")).toHaveText(`••••${ACCOUNT.events.slice(-4)}`);
  await expect(current).toContainText("Cambiada por Lucía");
  // the secrets are write-only: the fields are empty again, and the page holds them nowhere
  await expect(form.getByLabel("Secreto de integridad")).toHaveValue("");
  await expect(form.getByLabel("Secreto de integridad")).toHaveAccessibleDescription(`Guardado: ••••${ACCOUNT.integrity.slice(-4)}. Déjalo vacío para conservarlo.`);
  await expectNoAxeViolationsInEveryTheme(owner);

  await owner.screenshot({ path: "test-results/staff-payments.png", fullPage: true });

  await owner.reload();
  await expect(current.locator("[data-secret='events_secret']")).toHaveText(`••••${ACCOUNT.events.slice(-4)}`);
  await expect(current).toContainText("Pruebas");
  const html = await owner.content();
  expect([ACCOUNT.integrity, ACCOUNT.events].filter((secret) => html.includes(secret))).toEqual([]);

  const managerEmail = await makeManager(owner, slug);
  const manager = await signedInStaff(browser, { brand: slug, email: managerEmail, password: MANAGER_PASSWORD });
  await expect(manager.getByRole("navigation", { name: "Secciones de la consola" }).getByRole("link", { name: "Pagos en línea" })).toHaveCount(0);
  await manager.goto(brandUrl(slug, "/staff/payments"));
  await expect(manager).toHaveURL(brandUrl(slug, "/staff"));
  expect(await manager.evaluate(async () => (await fetch("/api/staff/payment-account")).status)).toBe(403);

  await owner.context().close();
  await manager.context().close();
});
