import { expect, type Locator } from "@playwright/test";
import { test } from "./hydrated";
import { addProduct, brandUrl, deliverToChapinero, openMenu, productLink } from "./support";

// Issue 13: traps a diner met on a phone, each shown here as the diner meets it.

const LUNA = "mercado-luna";

test("asking for more than the stock says how many can be added, in the product and in the cart", async ({ page }) => {
  // Condesa has one jar of melipona honey left (the brand file's stock for that branch).
  await openMenu(page, brandUrl(LUNA, "/condesa?service=take_away"));
  await (await productLink(page, "Miel de abeja melipona (250 ml)")).click();
  const modal = page.getByRole("dialog");
  await expect(modal.getByText("Quedan 1")).toBeVisible();
  const more = modal.getByRole("button", { name: "Agregar uno" });
  await expect(more).toHaveAttribute("aria-disabled", "true");
  // aria-disabled, still focusable and tappable (Playwright waits for "enabled" unless forced): the tap explains
  await more.click({ force: true });
  await expect(modal.getByRole("alert")).toHaveText("No hay suficientes unidades. Puedes agregar hasta 1.");
  await expect(modal.locator("[data-quantity]")).toHaveText("1");

  await modal.getByRole("button", { name: /^Agregar \D*\d/ }).click();
  // the "Agregar" button is gone: focus moves to the way to the order, not to the page's body
  const viewOrder = modal.getByRole("link", { name: "Ver pedido" });
  await expect(viewOrder).toBeFocused();
  await expect(modal.getByRole("status")).toHaveText("Agregado a tu pedido");

  await viewOrder.click();
  await expect(page).toHaveURL(brandUrl(LUNA, "/condesa/delivery/order"));
  const line = page.locator("[data-line]", { hasText: "Miel de abeja melipona" });
  await line.getByRole("button", { name: /^Agregar una unidad de/ }).click({ force: true });
  await expect(line.getByRole("alert")).toHaveText("No hay suficientes unidades. Puedes agregar hasta 1.");
  await expect(line.locator("output")).toHaveText("1");
});

/** The background of a control beside that of an enabled primary button of the same page (the brand's colour). */
async function backgroundBesidePrimary(control: Locator) {
  return control.evaluate((element) => {
    const probe = document.createElement("button");
    probe.className = "btn-primary";
    document.body.append(probe);
    const primary = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return { control: getComputedStyle(element).backgroundColor, primary };
  });
}

test("a disabled Continuar looks disabled, not like the brand's call to action", async ({ page }) => {
  await deliverToChapinero(page);
  await addProduct(page, "Arepa boyacense");
  await page.goto(brandUrl("fogon-andino", "/chapinero/delivery/order"));
  const next = page.getByRole("button", { name: "Continuar" });
  await expect(next).toBeDisabled();
  const { control, primary } = await backgroundBesidePrimary(next);
  expect(control).not.toBe(primary);
  expect(await next.evaluate((element) => getComputedStyle(element).cursor)).toBe("not-allowed");
});
