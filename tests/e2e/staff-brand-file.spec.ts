import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { signedInStaff } from "./staff-support";
import { demoBrandFile, expectNoAxeViolations } from "./support";

/*
 * The brand's owner replaces the brand file from the console. A broken file lists every problem with its
 * path and writes nothing; a good one says what it holds and is imported on confirmation. The file imported here is
 * the one the e2e server seeded, so the brand stays as every other test expects it.
 */
const FOGON = "fogon-andino";

test("a broken brand file lists its problems by path; the right one is checked, then imported on confirmation", async ({ browser }) => {
  const owner = await signedInStaff(browser);
  await owner.getByRole("link", { name: "Archivo de la marca" }).click();
  await expect(owner.getByRole("heading", { name: "Archivo de la marca", level: 1 })).toBeVisible();
  await expectNoAxeViolations(owner);

  const file = demoBrandFile(FOGON);
  const broken = structuredClone(file);
  broken.menu.products[0].price = -1;
  broken.branches[0].location.lat = 200;
  const input = owner.getByLabel("Archivo de la marca (JSON)");
  await input.setInputFiles({ name: "fogon-roto.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(broken)) });
  const problems = owner.locator("[data-brand-file-problems]");
  await expect(problems.getByRole("heading")).toHaveText(/^fogon-roto.json tiene \d+ problemas; no se guardó nada.$/);
  await expect(problems).toContainText("menu.products.0.price");
  await expect(problems).toContainText("branches.0.location.lat");
  await expectNoAxeViolations(owner);

  await input.setInputFiles({ name: "no-json.json", mimeType: "application/json", buffer: Buffer.from("{ menu: ") });
  await expect(problems).toContainText("El archivo no es JSON válido");

  await input.setInputFiles({ name: "fogon.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });
  const ready = owner.locator("[data-brand-file-ready]");
  await expect(ready.getByRole("heading")).toHaveText("fogon.json está listo para importar:");
  await expect(ready.locator("[data-brand-file-counts]")).toContainText(`${file.branches.length} sedes`);
  await ready.getByRole("button", { name: "Importar" }).click();
  await expect(owner.locator("[data-brand-file-imported]")).toContainText("fogon.json importado.");
  await owner.context().close();
});
