import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/** `npm run brand:import` straight into a PGlite folder, as an operator runs it with the server stopped. */
const dataDir = mkdtempSync(path.join(tmpdir(), "comanda-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function brandImport(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/brand-import.ts", ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_OPTIONS: "" } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

describe("brand:import CLI", () => {
  jest.setTimeout(180_000);

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
    const file = path.join(dataDir, "broken.json");
    writeFileSync(file, "{ nope");
    const result = await brandImport(file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("(file)");
  });

  it("refuses to open a database folder another live process holds", async () => {
    writeFileSync(path.join(dataDir, "pglite.lock"), String(process.pid));
    const result = await brandImport("tests/fixtures/brands/tienda-prueba.json");
    rmSync(path.join(dataDir, "pglite.lock"));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`in use by process ${process.pid}`);
  });

  it("prints its usage when no file is given", async () => {
    const result = await brandImport();
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("usage:");
  });
});
