import { eq } from "drizzle-orm";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { importBrand } from "@/lib/server/brands/import-brand";
import { findInstanceConfigBySlug } from "@/lib/server/dal/instances";
import { staffAccounts } from "@/lib/server/db/schema";
import { brand } from "@/tests/factories/brand";
import { params } from "@/tests/helpers/requests";
import { makeStaff, signInAs, STAFF_PASSWORD, staffRequest } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { GET as auditLog } from "../audit/route";
import { GET as whoAmI } from "../session/route";
import { PATCH } from "./[id]/route";
import { GET, POST } from "./route";

/** Who may make and change whose staff account, within which branches. */
const db = withTestDatabase();
let marca: InstanceConfig;
let centro: number;
let norte: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const file = brand("marca");
  file.branches.push({ ...file.branches[0]!, slug: "norte", name: "Sede Norte" });
  await importBrand(db.current.db, file);
  marca = (await findInstanceConfigBySlug("marca"))!;
  [centro, norte] = marca.suppliers.map((branch) => branch.id) as [number, number];
  await makeStaff(marca.id, "owner@marca.co", "owner");
  await makeStaff(marca.id, "manager@marca.co", "manager");
  await makeStaff(marca.id, "norte@marca.co", "manager", [norte]);
  await makeStaff(marca.id, "waiter@marca.co", "waiter", [centro]);
  await makeStaff(marca.id, "kitchen@marca.co", "kitchen");
  for (const who of ["owner", "manager", "norte", "waiter", "kitchen"]) tokens[who] = await signInAs("marca", `${who}@marca.co`);
});

const list = (token: string) => GET(staffRequest("marca", "/api/staff/accounts", { token }));
const create = (token: string, body: unknown) => POST(staffRequest("marca", "/api/staff/accounts", { method: "POST", token, body }));
const patch = (token: string, id: number | string, body: unknown) =>
  PATCH(staffRequest("marca", `/api/staff/accounts/${id}`, { method: "PATCH", token, body }), params({ id: String(id) }));
const newAccount = (email: string, role: string, branches: (number | string)[] = []) => ({ email, name: "Nueva Persona", role, branches, password: "una clave bien larga" });
const codeOf = async (response: Response) => ({ status: response.status, code: ((await response.json()) as { error?: { code: string } }).error?.code });
const idOf = async (email: string) => (await db.current.db.select().from(staffAccounts).where(eq(staffAccounts.email, email)))[0]!.id;

describe("who may manage accounts", () => {
  it("refuses waiters and kitchens the list, the new account and the audit log: 403 forbidden", async () => {
    for (const who of ["waiter", "kitchen"]) {
      expect(await codeOf(await list(tokens[who]!))).toEqual({ status: 403, code: "forbidden" });
      expect(await codeOf(await create(tokens[who]!, newAccount(`by-${who}@marca.co`, "waiter")))).toEqual({ status: 403, code: "forbidden" });
      expect(await codeOf(await auditLog(staffRequest("marca", "/api/staff/audit", { token: tokens[who] })))).toEqual({ status: 403, code: "forbidden" });
    }
    expect(await db.current.db.select().from(staffAccounts).where(eq(staffAccounts.email, "by-waiter@marca.co"))).toEqual([]);
  });

  it("lets an owner create any role; an owner is always of all branches", async () => {
    const made = await create(tokens.owner!, newAccount("Second.Owner@marca.co", "owner", [centro]));
    expect(made.status).toBe(201);
    expect(await made.json()).toEqual({
      account: { id: expect.any(Number), name: "Nueva Persona", email: "second.owner@marca.co", role: "owner", branches: [], disabled: false, created_at: expect.any(String), password_changed_at: expect.any(String) },
    });
    expect((await create(tokens.owner!, newAccount("boss@marca.co", "manager", ["norte"]))).status).toBe(201);
    expect((await signInAs("marca", "second.owner@marca.co", "una clave bien larga")).length).toBe(43);
  });

  it("lets a manager create waiters and kitchens, never owners or managers", async () => {
    expect(await codeOf(await create(tokens.manager!, newAccount("sneaky@marca.co", "owner")))).toEqual({ status: 403, code: "forbidden" });
    expect(await codeOf(await create(tokens.manager!, newAccount("sneaky@marca.co", "manager")))).toEqual({ status: 403, code: "forbidden" });
    expect((await create(tokens.manager!, newAccount("mesero2@marca.co", "waiter"))).status).toBe(201);
    expect((await create(tokens.manager!, newAccount("cocina2@marca.co", "kitchen", [centro]))).status).toBe(201);
  });

  it("lets a manager of some branches hand out only those", async () => {
    expect(await codeOf(await create(tokens.norte!, newAccount("todas@marca.co", "waiter")))).toEqual({ status: 403, code: "forbidden" });
    expect(await codeOf(await create(tokens.norte!, newAccount("centro@marca.co", "waiter", ["centro"])))).toEqual({ status: 403, code: "forbidden" });
    const made = await create(tokens.norte!, newAccount("norte-mesero@marca.co", "waiter", ["norte"]));
    expect(made.status).toBe(201);
    expect((await made.json()).account.branches).toEqual([norte]);
    // nor touch an account of another branch
    expect(await codeOf(await patch(tokens.norte!, await idOf("waiter@marca.co"), { name: "X" }))).toEqual({ status: 403, code: "forbidden" });
  });

  it("refuses a branch the brand lacks (422), an address it has (409), and malformed bodies (400)", async () => {
    const unknown = await create(tokens.owner!, newAccount("lejos@marca.co", "waiter", ["lejos"]));
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).error).toMatchObject({ code: "unknown_branch", branch: "lejos" });
    expect(await codeOf(await create(tokens.owner!, newAccount("WAITER@marca.co", "waiter")))).toEqual({ status: 409, code: "staff_email_taken" });
    expect((await create(tokens.owner!, { ...newAccount("corta@marca.co", "waiter"), password: "corta" })).status).toBe(400);
    expect((await create(tokens.owner!, newAccount("rol@marca.co", "chef"))).status).toBe(400);
    expect((await create(tokens.owner!, newAccount("not-an-email", "waiter"))).status).toBe(400);
    expect((await create(tokens.owner!, "{nope")).status).toBe(400);
  });

  it("lists the brand's accounts for owners and managers, without password hashes", async () => {
    const response = await list(tokens.manager!);
    expect(response.status).toBe(200);
    const { accounts } = await response.json();
    expect(accounts.map((account: { email: string }) => account.email)).toEqual(expect.arrayContaining(["owner@marca.co", "waiter@marca.co", "kitchen@marca.co"]));
    expect(JSON.stringify(accounts)).not.toMatch(/argon2|password_hash|passwordHash/);
  });

  it("shows a manager of some branches only itself and the accounts within its branches", async () => {
    expect((await create(tokens.norte!, newAccount("mesero-norte@marca.co", "waiter", [norte]))).status).toBe(201);
    const { accounts } = await (await list(tokens.norte!)).json();
    const emails = accounts.map((account: { email: string }) => account.email);
    expect(emails).toEqual(expect.arrayContaining(["norte@marca.co", "mesero-norte@marca.co"]));
    // the brand's owners, managers of all branches, centro's waiter and the kitchen of every branch are not its to see
    for (const other of ["owner@marca.co", "manager@marca.co", "waiter@marca.co", "kitchen@marca.co"]) expect(emails).not.toContain(other);
  });
});

describe("PATCH /api/staff/accounts/{id}", () => {
  it("lets a manager change a waiter, but not raise them, nor change an owner or a manager", async () => {
    const waiter = await idOf("waiter@marca.co");
    const moved = await patch(tokens.manager!, waiter, { branches: ["centro", norte], name: "Mesera Uno" });
    expect(moved.status).toBe(200);
    expect((await moved.json()).account).toMatchObject({ name: "Mesera Uno", branches: [centro, norte].sort((a, b) => a - b), role: "waiter" });
    expect(await codeOf(await patch(tokens.manager!, waiter, { role: "manager" }))).toEqual({ status: 403, code: "forbidden" });
    expect(await codeOf(await patch(tokens.manager!, await idOf("owner@marca.co"), { disabled: true }))).toEqual({ status: 403, code: "forbidden" });
    expect(await codeOf(await patch(tokens.manager!, await idOf("norte@marca.co"), { name: "X" }))).toEqual({ status: 403, code: "forbidden" });
  });

  it("disables an account: its devices are refused at once, and it cannot sign in until enabled again", async () => {
    const kitchen = await makeStaff(marca.id, "apagar@marca.co", "kitchen");
    const token = await signInAs("marca", "apagar@marca.co");
    expect((await patch(tokens.owner!, kitchen.id, { disabled: true })).status).toBe(200);
    expect((await whoAmI(staffRequest("marca", "/api/staff/session", { token }))).status).toBe(401);
    await expect(signInAs("marca", "apagar@marca.co")).rejects.toThrow("answered 401");
    const enabled = await patch(tokens.owner!, kitchen.id, { disabled: false });
    expect((await enabled.json()).account.disabled).toBe(false);
    expect((await whoAmI(staffRequest("marca", "/api/staff/session", { token }))).status).toBe(401);
    expect((await signInAs("marca", "apagar@marca.co")).length).toBe(43);
  });

  it("sets a lost password: the account's sessions end and the new password signs in", async () => {
    const waiter = await makeStaff(marca.id, "olvido@marca.co", "waiter");
    const token = await signInAs("marca", "olvido@marca.co");
    expect((await patch(tokens.manager!, waiter.id, { password: "otra clave muy larga" })).status).toBe(200);
    expect((await whoAmI(staffRequest("marca", "/api/staff/session", { token }))).status).toBe(401);
    await expect(signInAs("marca", "olvido@marca.co", STAFF_PASSWORD)).rejects.toThrow("answered 401");
    expect((await signInAs("marca", "olvido@marca.co", "otra clave muy larga")).length).toBe(43);
  });

  it("lets nobody change their own role, branches, access or password here; a name is fine", async () => {
    const owner = await idOf("owner@marca.co");
    for (const body of [{ disabled: true }, { role: "waiter" }, { branches: [centro] }, { password: "una clave nueva larga" }]) {
      expect(await codeOf(await patch(tokens.owner!, owner, body))).toEqual({ status: 403, code: "forbidden" });
    }
    expect((await patch(tokens.owner!, owner, { name: "La Dueña" })).status).toBe(200);
    expect((await whoAmI(staffRequest("marca", "/api/staff/session", { token: tokens.owner }))).status).toBe(200);
  });

  it("answers 404 for an id the brand lacks, and 400 for a malformed id or an empty change", async () => {
    expect(await codeOf(await patch(tokens.owner!, 999999, { name: "X" }))).toEqual({ status: 404, code: "not_found" });
    expect((await patch(tokens.owner!, "abc", { name: "X" })).status).toBe(400);
    expect((await patch(tokens.owner!, await idOf("waiter@marca.co"), {})).status).toBe(400);
  });
});

describe("GET /api/staff/audit", () => {
  it("tells who did what, newest first, a page at a time", async () => {
    const response = await auditLog(staffRequest("marca", "/api/staff/audit?limit=3", { token: tokens.manager }));
    expect(response.status).toBe(200);
    const { entries } = await response.json();
    expect(entries).toHaveLength(3);
    expect(entries[0].id).toBeGreaterThan(entries[1].id);
    const created = (await (await auditLog(staffRequest("marca", "/api/staff/audit?limit=200", { token: tokens.owner }))).json()).entries.find(
      (entry: { action: string; detail: { email?: string } }) => entry.action === "staff.created" && entry.detail.email === "second.owner@marca.co",
    );
    expect(created).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      account: { id: await idOf("owner@marca.co"), name: expect.any(String), email: "owner@marca.co" },
      action: "staff.created",
      subject_type: "staff_account",
      subject_id: String(await idOf("second.owner@marca.co")),
      detail: { email: "second.owner@marca.co", role: "owner", branches: [] },
    });
    const next = (await (await auditLog(staffRequest("marca", `/api/staff/audit?limit=3&before=${entries[2].id}`, { token: tokens.owner }))).json()).entries;
    expect(next[0].id).toBeLessThan(entries[2].id);
    expect((await auditLog(staffRequest("marca", "/api/staff/audit?limit=0", { token: tokens.owner }))).status).toBe(400);
  });

  it("shows a manager of some branches what it and the accounts within its branches did, not the whole brand's log", async () => {
    const own = await idOf("norte@marca.co");
    const { entries } = await (await auditLog(staffRequest("marca", "/api/staff/audit?limit=200", { token: tokens.norte }))).json();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.some((entry: { account: { id: number } | null }) => entry.account?.id === own)).toBe(true);
    const ownerId = await idOf("owner@marca.co");
    expect(entries.filter((entry: { account: { id: number } | null }) => entry.account === null || entry.account.id === ownerId)).toEqual([]);
  });
});
