import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, confirmAddressAtPin, demoBrandFile, expectNoAxeViolations, expectNoAxeViolationsInEveryTheme, fillAddress, branchMenuUrl, importBrandFile } from "./support";

const CHAPINERO = { address: "Carrera 7 # 60-20", neighbourhood: "Chapinero", reference: "Edificio de ladrillo, apto 301" };

test.describe("delivery location", () => {
  test("an address inside a zone assigns the zone and its branch, and opens that branch", async ({ page }) => {
    await page.goto(brandUrl("fogon-andino"));
    await page.getByRole("navigation", { name: "Servicios" }).getByRole("link", { name: "Domicilio" }).click();
    await expect(page).toHaveURL(brandUrl("fogon-andino", "/location?service=delivery"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¿A dónde llevamos tu pedido?");
    await expectNoAxeViolations(page);
    await fillAddress(page, CHAPINERO);
    await page.getByLabel("Casa").check();
    // The map starts on the Chapinero branch, inside its nearest zone.
    await confirmAddressAtPin(page);
    await expect(page).toHaveURL(branchMenuUrl("fogon-andino", "chapinero", "delivery"));

    const state = await page.evaluate(() => ({
      polygon: JSON.parse(localStorage.getItem("comanda:fogon-andino:polygon")!).state,
      order: JSON.parse(localStorage.getItem("comanda:fogon-andino:order")!).state,
      places: JSON.parse(localStorage.getItem("comanda:fogon-andino:places")!).state.places,
    }));
    expect(state.polygon).toMatchObject({ delivery_price: 4000, minimum_order_value: 20000 });
    expect(state.order).toMatchObject({ service: "delivery", supplierSlug: "chapinero" });
    expect(state.places.home).toMatchObject({ address: "Carrera 7 # 60-20", neighbourhood: "Chapinero" });
  });

  test("the map scrolls under the site's header: neither its pin nor its zoom buttons are drawn over it", async ({ page }) => {
    // the screen left above the keyboard while the diner types the address: short enough for the map to reach the header
    await page.setViewportSize({ width: 412, height: 420 });
    await page.goto(brandUrl("fogon-andino", "/location?service=delivery"));
    for (const part of [page.locator(".map-pin"), page.locator(".leaflet-control-zoom-in")]) {
      // the page scrolled until the part sits under the sticky header; what shows at that point is the header's
      const seen = await part.evaluate((element) => {
        const header = document.querySelector("header")!.getBoundingClientRect();
        const middle = header.top + header.height / 2;
        const box = element.getBoundingClientRect();
        window.scrollBy({ top: box.top + box.height / 2 - middle, behavior: "instant" });
        const now = element.getBoundingClientRect();
        const x = now.left + now.width / 2;
        return { underHeader: now.top < middle && now.bottom > middle, top: document.elementFromPoint(x, middle)?.closest("header") !== null };
      });
      expect(seen).toEqual({ underHeader: true, top: true });
    }
  });

  test("bad input shows translated errors and keeps what was typed", async ({ page }) => {
    await page.goto(brandUrl("fogon-andino", "/location?service=delivery"));
    await page.getByLabel("Dirección", { exact: true }).fill("Cll");
    await page.getByRole("button", { name: "Confirmar dirección" }).click();
    await expect(page.getByText("La dirección debe tener al menos 5 caracteres.")).toBeVisible();
    await expect(page.getByText("Este campo es obligatorio.").first()).toBeVisible();
    await expect(page.getByLabel("Dirección", { exact: true })).toHaveValue("Cll");
    await expect(page.getByLabel("Dirección", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/location/);
  });
});

test.describe("delivery location from GPS", () => {
  test.use({ geolocation: { latitude: 4.75, longitude: -74.2 }, permissions: ["geolocation"] });

  test("a position outside every zone gets 'no coverage' and a way to pick up instead", async ({ page }) => {
    await page.goto(brandUrl("fogon-andino", "/location?service=delivery"));
    await fillAddress(page, CHAPINERO);
    await page.getByRole("button", { name: "Usar mi ubicación" }).click();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem("comanda:fogon-andino:places") ?? "{}").state?.gpsAllowed === true);
    await page.getByRole("button", { name: "Confirmar dirección" }).click();
    const alert = page.locator('[data-status="no-coverage"]');
    await expect(alert.getByText("Aún no llegamos a esta dirección.")).toBeVisible();
    await expectNoAxeViolations(page);
    await alert.getByRole("link", { name: "Recoger en una sede" }).click();
    await expect(page).toHaveURL(brandUrl("fogon-andino", "/branch-to-take-away?service=take_away"));
    const polygon = await page.evaluate(() => JSON.parse(localStorage.getItem("comanda:fogon-andino:polygon")!).state);
    expect(polygon).toMatchObject({ id: null, delivery_price: 0 });
  });
});

test.describe("a typed address in another branch's zone", () => {
  // the diner is at home in Usaquén, far from the Chapinero branch where the map opens; they allow the GPS when they tap it
  test.use({ geolocation: { latitude: 4.6953, longitude: -74.031 }, permissions: [] });

  test("is never sent to the branch where the untouched pin sits: the diner places the pin first", async ({ page }) => {
    await page.goto(brandUrl("fogon-andino", "/location?service=delivery"));
    // an address the brand's geocoder cannot place
    await fillAddress(page, { address: "Calle 120 # 7-10", neighbourhood: "Usaquén", reference: "Casa blanca" });
    await page.getByRole("button", { name: "Confirmar dirección" }).click();

    const ask = page.locator('[data-status="place-pin"]');
    await expect(ask.getByText("Marca tu dirección en el mapa")).toBeVisible();
    await expect(page).toHaveURL(brandUrl("fogon-andino", "/location?service=delivery"));
    // no zone was taken from the pin's branch
    const zone = await page.evaluate(() => JSON.parse(localStorage.getItem("comanda:fogon-andino:polygon") ?? "null")?.state?.id ?? null);
    expect(zone).toBeNull();
    await expectNoAxeViolationsInEveryTheme(page);
    // mid-screen for the picture: at the foot of the form, the cookie notice would cover its button
    await ask.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: "test-results/location-place-pin.png" });

    await page.context().grantPermissions(["geolocation"]);
    await ask.getByRole("button", { name: "Usar mi ubicación" }).click();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem("comanda:fogon-andino:places") ?? "{}").state?.gpsAllowed === true);
    await page.getByRole("button", { name: "Confirmar dirección" }).click();
    await expect(page).toHaveURL(branchMenuUrl("fogon-andino", "usaquen", "delivery"));
    await expect(page.getByLabel("Dirección", { exact: true })).toHaveCount(0);
  });
});

test("with a geocoder, the typed address moves the pin, and the diner confirms where it landed", async ({ page }) => {
  await page.goto(brandUrl("fogon-andino", "/location?service=delivery"));
  await fillAddress(page, { address: "Carrera 6A # 119B-05", neighbourhood: "Usaquén", reference: "Casa blanca" });
  await page.getByRole("button", { name: "Confirmar dirección" }).click();
  await expect(page.getByText("Ubicamos la dirección en el mapa. Revisa que el marcador quede en tu entrada y confirma de nuevo.")).toBeVisible();
  await expect(page).toHaveURL(brandUrl("fogon-andino", "/location?service=delivery"));
  await expectNoAxeViolationsInEveryTheme(page);
  await page.screenshot({ path: "test-results/location-geocoded.png" });

  await page.getByRole("button", { name: "Confirmar dirección" }).click();
  await expect(page).toHaveURL(branchMenuUrl("fogon-andino", "usaquen", "delivery"));
  const polygon = await page.evaluate(() => JSON.parse(localStorage.getItem("comanda:fogon-andino:polygon")!).state);
  expect(polygon.address).toMatchObject({ address: "Carrera 6A # 119B-05", lat: 4.69531, lng: -74.03102 });
});

test.describe("a GPS permission the browser already granted", () => {
  // granted, but no position to give (indoors, no signal): the permission alone is recorded
  test.use({ permissions: ["geolocation"], geolocation: undefined });

  test("is queried and recorded as allowed on arrival, before any position is read (product §6)", async ({ page }) => {
    await page.goto(brandUrl("fogon-andino", "/location?service=delivery"));
    await page.waitForFunction(() => JSON.parse(localStorage.getItem("comanda:fogon-andino:places") ?? "{}").state?.gpsAllowed === true);
  });
});

test.describe("delivery location without GPS permission", () => {
  test.use({ permissions: [] });

  test("says the location could not be read", async ({ page }) => {
    await page.goto(brandUrl("fogon-andino", "/location?service=delivery"));
    await page.getByRole("button", { name: "Usar mi ubicación" }).click();
    await expect(page.getByText("No pudimos obtener tu ubicación.", { exact: false })).toBeVisible();
  });
});

test("a brand in two cities: the diner changes the address's city in a dialog, and the map goes there for the pin to be placed", async ({ page }) => {
  // Fogón Andino with its Salitre branch moved to Medellín: a brand that delivers in two cities
  const brand = demoBrandFile("fogon-andino");
  brand.instance = { ...brand.instance, slug: "dos-ciudades" };
  brand.domains = [];
  const salitre = brand.branches.find((branch: { slug: string }) => branch.slug === "salitre")!;
  Object.assign(salitre, { city: "Medellín", address: "Carrera 43A # 1-50", location: { lat: 6.2087, lng: -75.5674 } });
  expect((await importBrandFile(brand)).code).toBe(0);

  await page.goto(brandUrl("dos-ciudades", "/location?service=delivery"));
  const city = page.locator("[data-city-change]");
  await expect(city).toContainText("Ciudad: Bogotá");
  await city.getByRole("button", { name: "Cambiar ciudad" }).click();
  const dialog = page.getByRole("dialog", { name: "¿En qué ciudad estás?" });
  await expect(dialog.getByRole("radio", { name: "Bogotá" })).toBeChecked();
  await expectNoAxeViolationsInEveryTheme(page);
  await dialog.getByRole("radio", { name: "Medellín" }).check();
  await dialog.getByRole("button", { name: "Elegir esta ciudad" }).click();
  await expect(dialog).toBeHidden();
  await expect(city).toContainText("Ciudad: Medellín");

  // the map now shows Medellín, but the pin is the diner's to place: confirming asks for it
  await fillAddress(page, { address: "Calle 10 # 43-20", neighbourhood: "El Poblado", reference: "Torre gris" });
  await page.getByRole("button", { name: "Confirmar dirección" }).click();
  await expect(page.locator('[data-status="place-pin"]').getByText("Marca tu dirección en el mapa")).toBeVisible();
});
