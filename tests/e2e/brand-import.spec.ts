import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { signedInStaff } from "./staff-support";
import { brandUrl, importThroughServer, renderedAt, runAgainstServer } from "./support";

const FIXTURE = "tests/fixtures/brands/tienda-prueba.json";

test.describe.serial("onboarding a brand from one JSON file", () => {
  test("an invalid file lists every bad field and creates nothing", async ({ page }) => {
    const result = await importThroughServer("tests/fixtures/brands/invalid.json");
    expect(result.code).not.toBe(0);
    for (const field of ["instance.slug", "instance.currency", "instance.country_code", "branches"]) expect(result.stderr).toContain(field);
    expect((await page.goto(brandUrl("bad-slug")))!.status()).toBe(404);
  });

  test("a brand imported from a file appears at its host", async ({ page }) => {
    const result = await importThroughServer(FIXTURE);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    await page.goto(brandUrl("tienda-prueba"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tienda de Prueba");
    await expect(page.locator("header")).toHaveCSS("background-color", "rgb(10, 125, 79)");
  });

  test("its first owner is made through the running server, and signs in to its console", async ({ browser }) => {
    const made = await runAgainstServer("scripts/brand-staff-owner.ts", ["tienda-prueba", "duena@tienda-prueba.co", "--name", "Lucía"], { STAFF_PASSWORD: "clave de la dueña 2026" });
    expect(made.stderr).toBe("");
    expect(made.stdout).toContain("Created owner duena@tienda-prueba.co");
    expect(made.stdout).not.toContain("clave de la dueña 2026");
    const staff = await signedInStaff(browser, { brand: "tienda-prueba", email: "duena@tienda-prueba.co", password: "clave de la dueña 2026" });
    await expect(staff.getByRole("heading", { name: "Pedidos", level: 1 })).toBeVisible();
    // a brand the server does not know is refused, and nothing is made
    const unknown = await runAgainstServer("scripts/brand-staff-owner.ts", ["no-such-brand", "x@y.co"], { STAFF_PASSWORD: "clave de la dueña 2026" });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("404");
    await staff.context().close();
  });

  test("its landing is served from the brand's cache, and re-importing refreshes it", async ({ page }) => {
    // the import just before dropped the brand's pages, and drops them once more 2 s later (renders in flight)
    let first = "";
    await expect(async () => {
      await page.goto(brandUrl("tienda-prueba"));
      first = (await renderedAt(page)) ?? "";
      await page.goto(brandUrl("tienda-prueba"));
      expect(await renderedAt(page)).toBe(first);
    }).toPass({ timeout: 15_000 });

    const changed = JSON.parse(readFileSync(FIXTURE, "utf8"));
    changed.instance.name = "Tienda Renovada";
    const file = path.join(mkdtempSync(path.join(tmpdir(), "brand-")), "tienda.json");
    writeFileSync(file, JSON.stringify(changed));
    expect((await importThroughServer(file)).code).toBe(0);

    // the front (deploy/nginx) may still hold the page it sent a moment ago: for one second, no more
    await expect
      .poll(async () => {
        await page.goto(brandUrl("tienda-prueba"));
        return page.getByRole("heading", { level: 1 }).textContent();
      }, { timeout: 5_000, intervals: [500] })
      .toBe("Tienda Renovada");
    expect(await renderedAt(page)).not.toBe(first);
  });

  test("other brands' cached pages are untouched by that import", async ({ page }) => {
    await page.goto(brandUrl("costa-miraflores"));
    const before = await renderedAt(page);
    expect((await importThroughServer(FIXTURE)).code).toBe(0);
    await page.goto(brandUrl("costa-miraflores"));
    expect(await renderedAt(page)).toBe(before);
  });
});
