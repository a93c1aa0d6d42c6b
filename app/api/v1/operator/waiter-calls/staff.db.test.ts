import { and, eq } from "drizzle-orm";
import { POST } from "@/app/api/v1/places/[token]/waiter-call/route";
import { importBrand } from "@/lib/server/brands/import-brand";
import { staffAudit, waiterCalls } from "@/lib/server/db/schema";
import { brandWithCallingTables, placeToken } from "@/tests/factories/waiter-calls";
import { brandRequest, params } from "@/tests/helpers/requests";
import { makeStaff, signInAs, staffRequest } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { PATCH } from "./[id]/route";
import { GET } from "./route";

/*
 * Waiter calls on the staff console. A waiter of the branch sees its calls and takes one (audited); a
 * waiter of another branch sees none of them and cannot take them; a kitchen account cannot take calls at all.
 */
const db = withTestDatabase();
let instanceId: number;

beforeAll(async () => {
  ({ instanceId } = await importBrand(db.current.db, brandWithCallingTables("sala")));
  await makeStaff(instanceId, "mesero@sala.co", "waiter");
  await makeStaff(instanceId, "lejos@sala.co", "waiter", [999_999]);
  await makeStaff(instanceId, "cocina@sala.co", "kitchen");
});

async function call(code: string) {
  const token = await placeToken(db.current.db, instanceId, "centro", code);
  const response = await POST(brandRequest("sala", `/api/v1/places/${token}/waiter-call`, { method: "POST", body: JSON.stringify({ reason: "bill" }) }), params({ token }));
  return ((await response.json()) as { call: { id: number } }).call.id;
}

const list = (token: string) => GET(staffRequest("sala", "/api/v1/operator/waiter-calls?status=open", { token }));
const take = (token: string, id: number) => PATCH(staffRequest("sala", `/api/v1/operator/waiter-calls/${id}`, { method: "PATCH", token, body: { status: "acknowledged" } }), params({ id: String(id) }));
const statusOf = async (id: number) => (await db.current.db.select({ status: waiterCalls.status }).from(waiterCalls).where(eq(waiterCalls.id, id)))[0]!.status;

it("keeps a waiter of another branch and a kitchen account away from the branch's calls", async () => {
  const id = await call("1");
  const away = await signInAs("sala", "lejos@sala.co");
  expect(((await (await list(away)).json()) as { calls: unknown[] }).calls).toEqual([]);
  expect((await take(away, id)).status).toBe(403);
  const kitchen = await signInAs("sala", "cocina@sala.co");
  expect((await list(kitchen)).status).toBe(403);
  expect((await take(kitchen, id)).status).toBe(403);
  expect(await statusOf(id)).toBe("open");
});

it("lets the branch's waiter see and take a call, once, with the audit log saying who", async () => {
  const id = await call("T-1");
  const waiter = await signInAs("sala", "mesero@sala.co");
  const listed = ((await (await list(waiter)).json()) as { calls: { id: number }[] }).calls.map((open) => open.id);
  expect(listed).toContain(id);
  expect((await take(waiter, id)).status).toBe(200);
  expect(await statusOf(id)).toBe("acknowledged");
  expect((await take(waiter, id)).status).toBe(409);
  const entries = await db.current.db.select().from(staffAudit).where(and(eq(staffAudit.instanceId, instanceId), eq(staffAudit.subjectType, "waiter_call")));
  expect(entries).toEqual([expect.objectContaining({ action: "waiter_call.acknowledged", subjectId: String(id), detail: { via: "console" } })]);
});
