import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runBrandImport } from "@/scripts/lib/brand-import-command";
import { runInProcess } from "@/tests/helpers/command";
import { withTestDatabase } from "@/tests/helpers/test-database";

/**
 * `npm run brand:import` straight into the database, as an operator runs it with the server stopped. A folder that
 * another process holds is refused in tests/unit/brand-qr-cli.test.ts, which runs both commands on one.
 */
withTestDatabase();
const dir = mkdtempSync(path.join(tmpdir(), "comanda-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const brandImport = (...args: string[]) => runInProcess(runBrandImport, args);

describe("brand:import CLI", () => {
  it("rejects an invalid file with every bad field and writes nothing", async () => {
    const result = await brandImport("tests/fixtures/brands/invalid.json");
    expect(result.code).toBe(1);
    for (const field of ["instance.slug", "instance.currency", "instance.theme.theme_color", "branches"]) expect(result.stderr).toContain(field);
    expect(result.stderr).toContain("nothing was written");
  });

  it("rejects the whole batch when one file is bad", async () => {
    const result = await brandImport("tests/fixtures/brands/tienda-prueba.json", "tests/fixtures/brands/invalid.json");
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain("Imported");
  });

  it("imports a valid file, and the same file again, with the same outcome", async () => {
    const first = await brandImport("tests/fixtures/brands/tienda-prueba.json");
    expect(first).toMatchObject({ code: 0 });
    expect(first.stdout).toContain("Imported tienda-prueba");
    const second = await brandImport("tests/fixtures/brands/tienda-prueba.json");
    expect(second.stdout).toBe(first.stdout);
  });

  it("reports a file that is not JSON", async () => {
    const file = path.join(dir, "broken.json");
    writeFileSync(file, "{ nope");
    const result = await brandImport(file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("(file)");
  });

  it("prints its usage when no file is given", async () => {
    const result = await brandImport();
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("usage:");
  });
});
