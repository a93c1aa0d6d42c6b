import { and, eq } from "drizzle-orm";
import { PATCH as patchTab } from "@/app/api/v1/operator/tabs/[id]/route";
import { POST as enterBill } from "@/app/api/v1/operator/tabs/route";
import { PATCH as settle } from "@/app/api/v1/operator/tab-parts/[id]/route";
import { POST as takePart } from "@/app/api/v1/places/[token]/tab/parts/route";
import { floorState, type FloorPlace, type FloorState } from "@/lib/domain/tabs/floor";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brandWithCallingTables, placeToken } from "@/tests/factories/waiter-calls";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { brandRequest, params } from "@/tests/helpers/requests";
import { makeStaff, signInAs, staffRequest } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { GET as floorRoute } from "../route";
import { DELETE, POST } from "./route";

/*
 * A table's state on the floor (free → seated → ordering → paying → free) and the rule "one party per table": the
 * host sits a walk-in at a free table, a second party there is refused, a party bigger than the table too; the
 * table frees when its tab closes (paid, or closed by staff) or when staff free it — every state has a way back
 * to free that staff can take.
 */
const db = withTestDatabase();
let instanceId: number;

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  ({ instanceId } = await importBrand(db.current.db, brandWithCallingTables("mesas")));
  const [centro] = await db.current.db.select({ id: t.suppliers.id }).from(t.suppliers).where(and(eq(t.suppliers.instanceId, instanceId), eq(t.suppliers.slug, "centro")));
  await makeStaff(instanceId, "host@mesas.co", "waiter", [centro!.id]);
  await makeStaff(instanceId, "cocina@mesas.co", "kitchen");
});

const seat = (session: string, place: string, persons: unknown, name?: string) =>
  POST(staffRequest("mesas", "/api/v1/operator/floor/party", { method: "POST", token: session, body: { supplier: "centro", place, persons, ...(name && { name }) } }));
const free = (session: string, place: string) => DELETE(staffRequest("mesas", `/api/v1/operator/floor/party?supplier=centro&place=${encodeURIComponent(place)}`, { method: "DELETE", token: session }));
const codeOf = async (response: Response) => ({ status: response.status, code: ((await response.json()) as { error?: { code: string } }).error?.code });
const floor = async (session: string) => ((await (await floorRoute(staffRequest("mesas", "/api/v1/operator/floor?supplier=centro", { token: session }))).json()) as { places: FloorPlace[] }).places;
const stateOf = async (session: string, code: string): Promise<FloorState> => floorState((await floor(session)).find((place) => place.code === code)!);
const audited = (action: string) => db.current.db.select().from(t.staffAudit).where(and(eq(t.staffAudit.instanceId, instanceId), eq(t.staffAudit.action, action)));
const bearer = { authorization: `Bearer ${operatorKey("mesas")}` };

async function bill(code: string): Promise<number> {
  const place_token = await placeToken(db.current.db, instanceId, "centro", code);
  const response = await enterBill(brandRequest("mesas", "/api/v1/operator/tabs", { method: "POST", headers: bearer, body: JSON.stringify({ place_token, lines: [{ label: "Cerveza", quantity: 2, unit_price: 8000 }] }) }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { tab: { id: number } }).tab.id;
}

async function cashForAll(code: string): Promise<number> {
  const place = await placeToken(db.current.db, instanceId, "centro", code);
  const body = { payer: "Laura", request: { way: "full" }, tip: { include: "NO", percent: 0, customValue: null }, method: "cash_or_dataphone" };
  const response = await takePart(brandRequest("mesas", `/api/v1/places/${place}/tab/parts`, { method: "POST", body: JSON.stringify(body) }), params({ token: place }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { part: { id: number } }).part.id;
}

it("seats a walk-in at a free table, refuses a second party there and a party the table cannot hold, and frees it on record", async () => {
  const host = await signInAs("mesas", "host@mesas.co");
  expect(await stateOf(host, "1")).toBe("free");

  expect((await seat(host, "1", 3, "Familia Ruiz")).status).toBe(201);
  const table = (await floor(host)).find((place) => place.code === "1")!;
  expect(table.party).toMatchObject({ source: "walk_in", name: "Familia Ruiz", persons: 3 });
  expect(floorState(table)).toBe("seated");

  expect(await codeOf(await seat(host, "1", 2))).toEqual({ status: 409, code: "table_taken" });
  expect(await codeOf(await seat(host, "2", 3))).toEqual({ status: 422, code: "table_too_small" }); // table 2 seats 2
  expect(await codeOf(await seat(host, "9", 2))).toEqual({ status: 422, code: "place_unknown" });
  for (const persons of [0, 101, 2.5, "dos"]) expect(await codeOf(await seat(host, "2", persons))).toEqual({ status: 400, code: "bad_request" });
  expect(await audited("table.seated")).toHaveLength(1);

  expect((await free(host, "1")).status).toBe(200);
  expect(await stateOf(host, "1")).toBe("free");
  expect(await codeOf(await free(host, "1"))).toEqual({ status: 409, code: "table_free" });
  expect(await audited("table.freed")).toEqual([expect.objectContaining({ subjectType: "place", detail: { place: "1", via: "console" } })]);
});

it("walks a table through seated, ordering and paying, and frees it when its tab is paid — the table takes the next party", async () => {
  const host = await signInAs("mesas", "host@mesas.co");
  expect((await seat(host, "T-1", 6)).status).toBe(201); // a table whose seats the brand file does not say takes any party
  const tabId = await bill("T-1");
  expect(await stateOf(host, "T-1")).toBe("ordering");
  // a table with its tab open leaves by its tab
  expect(await codeOf(await free(host, "T-1"))).toEqual({ status: 409, code: "table_has_tab" });

  const part = await cashForAll("T-1");
  expect(await stateOf(host, "T-1")).toBe("paying");
  const paid = await settle(staffRequest("mesas", `/api/v1/operator/tab-parts/${part}`, { method: "PATCH", token: host, body: { state: "paid" } }), params({ id: String(part) }));
  expect(paid.status).toBe(200);
  const [closed] = await db.current.db.select({ status: t.tabs.status }).from(t.tabs).where(eq(t.tabs.id, tabId));
  expect(closed!.status).toBe("closed");
  expect(await stateOf(host, "T-1")).toBe("free");
  expect((await seat(host, "T-1", 2)).status).toBe(201);
});

it("takes a table with an open tab as taken (diners scanned its code), and frees it when staff close the tab with a reason", async () => {
  const host = await signInAs("mesas", "host@mesas.co");
  const tabId = await bill("2");
  expect(await codeOf(await seat(host, "2", 2))).toEqual({ status: 409, code: "table_taken" });
  const closing = await patchTab(staffRequest("mesas", `/api/v1/operator/tabs/${tabId}`, { method: "PATCH", token: host, body: { status: "closed", reason: "Se fueron sin pagar" } }), params({ id: String(tabId) }));
  expect(closing.status).toBe(200);
  expect(await stateOf(host, "2")).toBe("free");
  expect((await seat(host, "2", 2)).status).toBe(201);
});

it("keeps one party per table when two hosts seat the same table at once", async () => {
  const host = await signInAs("mesas", "host@mesas.co");
  await free(host, "2");
  const answers = await Promise.all([seat(host, "2", 2, "Primera"), seat(host, "2", 1, "Segunda")]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  const seated = await db.current.db.select().from(t.tableSeatings).where(and(eq(t.tableSeatings.instanceId, instanceId), eq(t.tableSeatings.source, "walk_in")));
  expect(seated.filter((row) => row.endedAt === null && row.name !== null && ["Primera", "Segunda"].includes(row.name))).toHaveLength(1);
});

it("keeps the kitchen away from seating and freeing tables", async () => {
  const kitchen = await signInAs("mesas", "cocina@mesas.co");
  expect((await seat(kitchen, "1", 2)).status).toBe(403);
  expect((await free(kitchen, "1")).status).toBe(403);
});
