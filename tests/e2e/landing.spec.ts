import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, expectNoAxeViolations, branchMenuUrl } from "./support";

test.describe("the link-tree landing", () => {
  test("offers each service once with what it means, the brand's links, its branches, contact, each destination once", async ({ page }) => {
    await page.goto(brandUrl("fogon-andino"));
    await expect(page.locator("[data-open]")).toHaveText("Abierto"); // the e2e brands are open day and night: no closing time to say
    // the shortest usual waits of its branches (Salitre delivers in 40, Chapinero and Salitre have pickups in 20)
    await expect(page.locator("[data-waits]")).toHaveText("Domicilio en ~40 min · Para recoger en ~20 min");
    const services = page.getByRole("navigation", { name: "Servicios" });
    for (const [label, hint] of [["En mesa", "Escanea el QR de tu mesa y pide"], ["Domicilio", "Te lo llevamos"], ["Para llevar", "Recoge en una sede"], ["Reservar", "Aparta tu mesa"], ["Programar pedido", "Elige día y hora"]]) {
      await expect(services.getByRole("link", { name: `${label} ${hint}`, exact: true })).toBeVisible();
    }
    const links = page.getByRole("navigation", { name: "Enlaces" });
    await expect(links.getByRole("link", { name: "Carta completa (PDF)" })).toHaveAttribute("target", "_blank");
    // the brand file's "Reserva tu mesa" repeats the Reservar choice above: listed once
    await expect(links.getByRole("link", { name: "Reserva tu mesa" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Nuestros restaurantes" })).toHaveAttribute("href", "/branch-offices");
    await expect(page.getByRole("link", { name: "Contáctanos" })).toHaveAttribute("href", "tel:+576017456120");
    // Instagram and WhatsApp are linked in the link-tree already: no second row of the same profiles
    await expect(links.getByRole("link", { name: "@fogonandino" })).toHaveAttribute("href", "https://www.instagram.com/fogonandino");
    await expect(page.getByRole("navigation", { name: "Síguenos" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("each service button opens the screen product §2 names for it", async ({ page }) => {
    await page.goto(brandUrl("fogon-andino"));
    await page.getByRole("navigation", { name: "Servicios" }).getByRole("link", { name: "Para llevar" }).click();
    await expect(page).toHaveURL(brandUrl("fogon-andino", "/branch-to-take-away?service=take_away"));
    await page.goBack();
    await page.getByRole("navigation", { name: "Servicios" }).getByRole("link", { name: "Reservar" }).click();
    await expect(page).toHaveURL(brandUrl("fogon-andino", "/branch-to-book?service=book"));
    await expect(page.locator("[data-branch]")).toHaveCount(2); // Salitre takes no bookings
  });

  test("arriving on the landing clears the previous order and keeps the campaign", async ({ page }) => {
    await page.goto(brandUrl("fogon-andino", "/branch-offices"));
    await page.evaluate(() =>
      localStorage.setItem(
        "comanda:fogon-andino:order",
        JSON.stringify({ state: { purchaseId: 77, orderedCount: 3, shoppingCart: { total: 52000, transaction_status: "pending" } }, version: 0 }),
      ),
    );
    await page.evaluate(() =>
      localStorage.setItem("comanda:fogon-andino:cart", JSON.stringify({ state: { supplierSlug: "chapinero", lines: [{ key: "1", quantity: 2 }] }, version: 0 })),
    );
    await page.goto(brandUrl("fogon-andino", "/?utm_source=instagram&utm_campaign=puente&service=delivery"));
    await expect(page.getByRole("navigation", { name: "Servicios" }).getByRole("link", { name: /^Domicilio/ })).toHaveAttribute("aria-current", "true");
    const order = await page.evaluate(() => JSON.parse(localStorage.getItem("comanda:fogon-andino:order")!).state);
    expect(order).toMatchObject({ purchaseId: null, orderedCount: 0, shoppingCart: { total: 0, transaction_status: "precheckout" }, service: "delivery" });
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem("comanda:fogon-andino:cart")!).state);
    expect(cart).toEqual({ supplierSlug: null, lines: [] });

    // the campaign is the visit's, kept for the orders it leads to (lib/client/visit.ts)
    await page.getByRole("link", { name: "Nuestros restaurantes" }).click();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("comanda:fogon-andino:visit") ?? "{}").campaign ?? null)).toBe(JSON.stringify({ utm_source: "instagram", utm_campaign: "puente" }));
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("comanda:fogon-andino:visit")!).acquisition_id)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

test.describe("branch screens", () => {
  test("take-away lists every branch with its hours, open state and an order button", async ({ page }) => {
    await page.goto(brandUrl("fogon-andino", "/branch-to-take-away?service=take_away"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¿En qué sede recoges tu pedido?");
    await expect(page.locator("[data-branch]")).toHaveCount(3);
    const chapinero = page.locator('[data-branch="chapinero"]');
    await expect(chapinero.locator("[data-open]")).toHaveText(/^(Abierto|Cerrado)/);
    await expectNoAxeViolations(page);
    await chapinero.getByRole("link", { name: "Pedir en El Fogón Andino · Chapinero" }).click();
    await expect(page).toHaveURL(branchMenuUrl("fogon-andino", "chapinero", "take_away"));
    const order = await page.evaluate(() => JSON.parse(localStorage.getItem("comanda:fogon-andino:order")!).state);
    expect(order).toMatchObject({ service: "take_away", supplierSlug: "chapinero" });
  });

  test("a branch without the chosen service says so instead of taking the order", async ({ page }) => {
    await page.goto(brandUrl("costa-miraflores", "/branch-to-on-table?service=room_service"));
    const terrace = page.locator('[data-branch="terraza"]');
    await expect(terrace.getByText("Este servicio no está disponible en esta sede.")).toBeVisible();
    await expect(terrace.getByRole("link")).toHaveCount(0);
    await expect(page.locator('[data-branch="miraflores"]').getByRole("link", { name: /Pedir en/ })).toBeVisible();
  });

  test("the branch offices, WhatsApp and without-service screens list the brand's branches", async ({ page }) => {
    await page.goto(brandUrl("fogon-andino", "/branch-whatsapp"));
    await expect(page.locator('[data-branch="usaquen"]').getByRole("link", { name: "Escribir a El Fogón Andino · Usaquén" })).toHaveAttribute(
      "href",
      "https://wa.me/573104567891",
    );
    await page.goto(brandUrl("mercado-luna", "/branch-offices?lang=en"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our locations");
    // a page in another language than the brand's own keeps it in its links
    await expect(page.getByRole("link", { name: "See the menu of Mercado Luna · Condesa" })).toHaveAttribute("href", "/condesa?lang=en");
    await expectNoAxeViolations(page);
    await page.goto(brandUrl("fogon-andino", "/branch-without-service"));
    await expect(page.locator("[data-branch]")).toHaveCount(3);
  });
});
