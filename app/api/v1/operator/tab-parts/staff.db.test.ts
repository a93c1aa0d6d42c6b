import { and, eq } from "drizzle-orm";
import { POST as takePart } from "@/app/api/v1/places/[token]/tab/parts/route";
import { importBrand } from "@/lib/server/brands/import-brand";
import { staffAudit, tabParts } from "@/lib/server/db/schema";
import { brandWithCallingTables, placeToken } from "@/tests/factories/waiter-calls";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { brandRequest, params } from "@/tests/helpers/requests";
import { makeStaff, signInAs, staffRequest } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { POST as enterBill } from "../tabs/route";
import { PATCH } from "./[id]/route";

/*
 * Cash, dataphone and room charges a table promised are confirmed on the staff console — by an account
 * that may confirm payments, at its branches — and each confirmation is in the audit log.
 */
const db = withTestDatabase();
let instanceId: number;

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  ({ instanceId } = await importBrand(db.current.db, brandWithCallingTables("barra")));
  await makeStaff(instanceId, "mesera@barra.co", "waiter");
  await makeStaff(instanceId, "lejos@barra.co", "waiter", [999_999]);
  await makeStaff(instanceId, "cocina@barra.co", "kitchen");
});

/** A bill staff entered at table `code`, and one payer's promise to pay all of it in cash: the part's id. */
async function cashPart(code: string): Promise<number> {
  const token = await placeToken(db.current.db, instanceId, "centro", code);
  const bill = await enterBill(
    brandRequest("barra", "/api/v1/operator/tabs", { method: "POST", headers: { authorization: `Bearer ${operatorKey("barra")}` }, body: JSON.stringify({ place_token: token, lines: [{ label: "Cerveza", quantity: 2, unit_price: 8000 }] }) }),
  );
  expect(bill.status).toBe(201);
  const body = { payer: "Laura", request: { way: "full" }, tip: { include: "NO", percent: 0, customValue: null }, method: "cash_or_dataphone" };
  const part = await takePart(brandRequest("barra", `/api/v1/places/${token}/tab/parts`, { method: "POST", body: JSON.stringify(body) }), params({ token }));
  expect(part.status).toBe(201);
  return ((await part.json()) as { part: { id: number } }).part.id;
}

const settle = (token: string, id: number, state: "paid" | "released") =>
  PATCH(staffRequest("barra", `/api/v1/operator/tab-parts/${id}`, { method: "PATCH", token, body: { state } }), params({ id: String(id) }));
const stateOf = async (id: number) => (await db.current.db.select({ state: tabParts.state }).from(tabParts).where(eq(tabParts.id, id)))[0]!.state;

it("refuses a kitchen account and a waiter of another branch, and leaves the part held", async () => {
  const id = await cashPart("1");
  expect((await settle(await signInAs("barra", "cocina@barra.co"), id, "paid")).status).toBe(403);
  expect((await settle(await signInAs("barra", "lejos@barra.co"), id, "paid")).status).toBe(403);
  expect(await stateOf(id)).toBe("held");
});

it("lets the branch's waiter confirm the cash, closing the tab, with the audit log saying who", async () => {
  const id = await cashPart("T-1");
  const response = await settle(await signInAs("barra", "mesera@barra.co"), id, "paid");
  expect(response.status).toBe(200);
  expect(((await response.json()) as { tab: { closed: boolean } }).tab.closed).toBe(true);
  expect(await stateOf(id)).toBe("paid");
  const entries = await db.current.db.select().from(staffAudit).where(and(eq(staffAudit.instanceId, instanceId), eq(staffAudit.subjectType, "tab_part")));
  expect(entries).toEqual([expect.objectContaining({ action: "payment.confirmed", subjectId: String(id), detail: expect.objectContaining({ via: "console" }) })]);
});
