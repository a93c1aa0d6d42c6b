import { eq } from "drizzle-orm";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { passwordMatches } from "@/lib/server/staff/password";
import { runBrandStaffOwner } from "@/scripts/lib/brand-staff-owner-command";
import { brand } from "@/tests/factories/brand";
import { runInProcess } from "@/tests/helpers/command";
import { withTestDatabase } from "@/tests/helpers/test-database";

/** `npm run brand:staff` on a database holding one brand, as an operator runs it with the server stopped. */
const db = withTestDatabase();

const cli = (args: string[], env: Record<string, string> = {}) => runInProcess(runBrandStaffOwner, args, { env });
const accounts = () => db.current.db.select().from(t.staffAccounts);

describe("brand:staff CLI", () => {
  beforeAll(async () => {
    await importBrand(db.current.db, brand("cli-marca"));
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
    await db.current.db.update(t.staffAccounts).set({ role: "waiter", disabledAt: new Date() }).where(eq(t.staffAccounts.email, "duena@marca.co"));
    const result = await cli(["cli-marca", "duena@marca.co"], { STAFF_PASSWORD: "la clave del dueño" });
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain("Reset owner duena@marca.co");
    expect(result.stdout).not.toContain("Password");
    const [owner] = await accounts();
    expect(owner).toMatchObject({ role: "owner", disabledAt: null });
    expect(await passwordMatches(owner!.passwordHash, "la clave del dueño")).toBe(true);
    const log = await db.current.db.select().from(t.staffAudit);
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
