import { join, relative } from "node:path";
import { eq } from "drizzle-orm";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { importBrand } from "@/lib/server/brands/import-brand";
import { findInstanceConfigBySlug } from "@/lib/server/dal/instances";
import { staffAccounts, staffAudit } from "@/lib/server/db/schema";
import { brand, otherBrand } from "@/tests/factories/brand";
import { params } from "@/tests/helpers/requests";
import { routeFiles } from "@/tests/helpers/route-files";
import { makeStaff, signInAs, STAFF_PASSWORD, staffRequest } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { PATCH } from "./accounts/[id]/route";
import { GET as whoAmI } from "./session/route";

/**
 * A staff session of brand A can never see or touch brand B. Every route under /api/staff (found on
 * disk, so a new one is covered too) is called on B's host with A's owner's cookie and a body it would accept:
 * each answers 401 (sign-out, which needs no session, answers 204 and ends nothing), B is unchanged and A's
 * session still works at A. The same address and password at both brands are two accounts.
 */
const db = withTestDatabase();
const DIR = join(process.cwd(), "app/api/staff");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let a: InstanceConfig;
let b: InstanceConfig;
let waiterOfA: number;

beforeAll(async () => {
  await importBrand(db.current.db, brand("marca-a"));
  await importBrand(db.current.db, otherBrand("marca-b"));
  a = (await findInstanceConfigBySlug("marca-a"))!;
  b = (await findInstanceConfigBySlug("marca-b"))!;
  await makeStaff(a.id, "ana@correo.co", "owner");
  await makeStaff(b.id, "ana@correo.co", "owner", [], "la clave de la otra marca");
  waiterOfA = (await makeStaff(a.id, "mesero@correo.co", "waiter")).id;
});

const calls = routeFiles(DIR).flatMap((file) => {
  const path = `/api/staff/${relative(DIR, file).replace(/\/?route\.ts$/, "")}`.replace("[id]", "ID");
  return METHODS.map((method) => [`${method} ${path}`, file, path, method] as const);
});

/** A body each route would take from a signed-in owner. */
const BODY: Record<string, unknown> = {
  "POST /api/staff/session": { email: "ana@correo.co", password: STAFF_PASSWORD },
  "POST /api/staff/accounts": { email: "nuevo@correo.co", name: "Nuevo", role: "waiter", branches: [], password: "una clave bien larga" },
  "PATCH /api/staff/accounts/ID": { disabled: true },
  "PUT /api/staff/password": { current: STAFF_PASSWORD, next: "una clave bien larga" },
  "PUT /api/staff/payment-account": { gateway: "sandbox" },
};

it("finds the staff routes", () => {
  expect(new Set(calls.map(([, file]) => file)).size).toBeGreaterThanOrEqual(5);
});

it.each(calls)("%s with brand A's cookie on brand B's host: refused, nothing of B changes, A's session lives on", async (name, file, path, method) => {
  const handler = ((await import(file)) as Partial<Record<string, Handler>>)[method];
  if (!handler) return;
  const token = await signInAs("marca-a", "ana@correo.co");
  const before = { accounts: await db.current.db.select().from(staffAccounts).where(eq(staffAccounts.instanceId, b.id)) };
  const auditBefore = await db.current.db.select().from(staffAudit).where(eq(staffAudit.instanceId, b.id));
  const request = staffRequest("marca-b", path.replace("ID", String(waiterOfA)), { method, token, body: BODY[name] });
  const response = await handler(request, params({ id: String(waiterOfA) }));
  const expected = name === "DELETE /api/staff/session" ? 204 : 401;
  expect({ name, status: response.status }).toEqual({ name, status: expected });
  if (name === "POST /api/staff/session") expect((await response.json()).error.code).toBe("invalid_credentials");
  else if (expected === 401) expect((await response.json()).error.code).toBe("staff_signed_out");
  expect(await db.current.db.select().from(staffAccounts).where(eq(staffAccounts.instanceId, b.id))).toEqual(before.accounts);
  expect(await db.current.db.select().from(staffAudit).where(eq(staffAudit.instanceId, b.id))).toEqual(auditBefore);
  expect((await whoAmI(staffRequest("marca-a", "/api/staff/session", { token }))).status).toBe(200);
});

it("answers 404 for brand A's account id in brand B's PATCH, and leaves it alone", async () => {
  const ownerOfB = await signInAs("marca-b", "ana@correo.co", "la clave de la otra marca");
  const response = await PATCH(staffRequest("marca-b", `/api/staff/accounts/${waiterOfA}`, { method: "PATCH", token: ownerOfB, body: { disabled: true } }), params({ id: String(waiterOfA) }));
  expect(response.status).toBe(404);
  expect((await response.json()).error.code).toBe("not_found");
  const [waiter] = await db.current.db.select().from(staffAccounts).where(eq(staffAccounts.id, waiterOfA));
  expect(waiter!.disabledAt).toBeNull();
});

it("keeps one address's accounts at two brands apart: each password opens its own brand only", async () => {
  await expect(signInAs("marca-b", "ana@correo.co", STAFF_PASSWORD)).rejects.toThrow("answered 401");
  await expect(signInAs("marca-a", "ana@correo.co", "la clave de la otra marca")).rejects.toThrow("answered 401");
  const ofB = await signInAs("marca-b", "ana@correo.co", "la clave de la otra marca");
  expect((await whoAmI(staffRequest("marca-a", "/api/staff/session", { token: ofB }))).status).toBe(401);
  expect((await (await whoAmI(staffRequest("marca-b", "/api/staff/session", { token: ofB }))).json()).account.email).toBe("ana@correo.co");
});
