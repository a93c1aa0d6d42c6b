import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { importBrand } from "@/lib/server/brands/import-brand";
import { openConnection } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import * as t from "@/lib/server/db/schema";
import { passwordMatches } from "@/lib/server/staff/password";
import { brand } from "@/tests/factories/brand";

/** `npm run brand:staff` on a PGlite folder holding one brand, as an operator runs it with the server stopped. */
const dataDir = mkdtempSync(path.join(tmpdir(), "comanda-staff-"));
const dataPath = path.join(dataDir, "pglite");
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function cli(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/brand-staff-owner.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_OPTIONS: "", STAFF_PASSWORD: "", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

/** The database, opened after the CLI has let go of the folder. */
async function withDb<T>(read: (db: Awaited<ReturnType<typeof openConnection>>["db"]) => Promise<T>): Promise<T> {
  const conn = await openConnection({ dataPath });
  try {
    return await read(conn.db);
  } finally {
    await conn.close();
  }
}

const accounts = () => withDb((db) => db.select().from(t.staffAccounts));

describe("brand:staff CLI", () => {
  jest.setTimeout(300_000);

  beforeAll(async () => {
    const conn = await openConnection({ dataPath });
    try {
      await migrateDatabase(conn);
      await importBrand(conn.db, brand("cli-marca"));
    } finally {
      await conn.close();
    }
  });

  it("creates the brand's first owner and prints a strong password once", async () => {
    const result = await cli(["cli-marca", "Duena@Marca.CO", "--name", "Ana Dueña"]);
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain("Created owner duena@marca.co");
    const password = /Password \(shown once, keep it safe\): (\S+)/.exec(result.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const [owner] = await accounts();
    expect(owner).toMatchObject({ email: "duena@marca.co", name: "Ana Dueña", role: "owner", branches: [], disabledAt: null });
    expect(owner!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await passwordMatches(owner!.passwordHash, password!)).toBe(true);
  });

  it("gives an existing account back as an enabled owner with STAFF_PASSWORD, printing no password, and logs it", async () => {
    await withDb((db) => db.update(t.staffAccounts).set({ role: "waiter", disabledAt: new Date() }).where(eq(t.staffAccounts.email, "duena@marca.co")));
    const result = await cli(["cli-marca", "duena@marca.co"], { STAFF_PASSWORD: "la clave del dueño" });
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain("Reset owner duena@marca.co");
    expect(result.stdout).not.toContain("Password");
    const [owner] = await accounts();
    expect(owner).toMatchObject({ role: "owner", disabledAt: null });
    expect(await passwordMatches(owner!.passwordHash, "la clave del dueño")).toBe(true);
    const log = await withDb((db) => db.select().from(t.staffAudit));
    expect(log.map((entry) => [entry.action, entry.accountId])).toEqual([
      ["staff.created", null],
      ["staff.updated", null],
    ]);
  });

  it("refuses an unknown brand (1), and a short STAFF_PASSWORD or missing arguments (2)", async () => {
    expect(await cli(["nadie", "ana@marca.co"])).toMatchObject({ code: 1, stderr: expect.stringContaining('No brand "nadie"') });
    expect(await cli(["cli-marca", "ana@marca.co"], { STAFF_PASSWORD: "corta" })).toMatchObject({ code: 2, stderr: expect.stringContaining("STAFF_PASSWORD") });
    expect(await cli(["cli-marca"])).toMatchObject({ code: 2, stderr: expect.stringContaining("usage") });
    expect(await accounts()).toHaveLength(1);
  });
});
