import { and, eq } from "drizzle-orm";
import { PATCH as settle } from "@/app/api/v1/operator/tab-parts/[id]/route";
import { POST as enterBill } from "@/app/api/v1/operator/tabs/route";
import { POST as sendRound } from "@/app/api/v1/places/[token]/rounds/route";
import { GET as dinersTab } from "@/app/api/v1/places/[token]/tab/route";
import { POST as takePart } from "@/app/api/v1/places/[token]/tab/parts/route";
import { POST as callWaiter } from "@/app/api/v1/places/[token]/waiter-call/route";
import type { FloorPlace } from "@/lib/domain/tabs/floor";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brandWithCallingTables, placeToken } from "@/tests/factories/waiter-calls";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { brandRequest, params } from "@/tests/helpers/requests";
import { makeStaff, signInAs, staffRequest } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { GET as sheet } from "../places/sheet/route";
import { PATCH as patchTab } from "../tabs/[id]/route";
import { GET } from "./route";

/*
 * The console's floor view ("Tables") through the operator API — every place of a branch, free or with its
 * open tab and call; a tab closed by hand only when nothing is owed (audited, and the diners' phones see it
 * close); the branch's QR sheet — each for an account of that branch only, never another brand's. (The sheet
 * itself renders with use-intl's ES module, which jest's node project cannot load: tests/e2e/staff-tables.spec.ts
 * reads it.)
 */
const db = withTestDatabase();
let instanceId: number;
let otherId: number;
let branch: Record<string, number>;

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  ({ instanceId } = await importBrand(db.current.db, brandWithCallingTables("salon")));
  ({ instanceId: otherId } = await importBrand(db.current.db, { ...brandWithCallingTables("vecina"), domains: [] }));
  const rows = await db.current.db.select({ id: t.suppliers.id, slug: t.suppliers.slug }).from(t.suppliers).where(eq(t.suppliers.instanceId, instanceId));
  branch = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
  await makeStaff(instanceId, "mesera@salon.co", "waiter", [branch.centro!]);
  await makeStaff(instanceId, "barra@salon.co", "waiter", [branch.barra!]);
  await makeStaff(instanceId, "cocina@salon.co", "kitchen");
  await makeStaff(otherId, "duena@vecina.co", "owner");
});

const token = (code: string, at = "centro", id = instanceId) => placeToken(db.current.db, id, at, code);
const floor = (session: string, at = "centro", headers: Record<string, string> = {}) => GET(staffRequest("salon", `/api/v1/operator/floor?supplier=${at}`, { token: session, headers }));
const floorOf = async (session: string, at = "centro") => ((await (await floor(session, at)).json()) as { places: FloorPlace[] }).places;
const close = (session: string | null, tabId: number, headers: Record<string, string> = {}) =>
  patchTab(staffRequest("salon", `/api/v1/operator/tabs/${tabId}`, { method: "PATCH", token: session, body: { status: "closed" }, headers }), params({ id: String(tabId) }));
const bearer = (slug: string) => ({ authorization: `Bearer ${operatorKey(slug)}` });

async function bill(code: string, at = "centro"): Promise<number> {
  const place_token = await token(code, at);
  const response = await enterBill(brandRequest("salon", "/api/v1/operator/tabs", { method: "POST", headers: bearer("salon"), body: JSON.stringify({ place_token, lines: [{ label: "Cerveza", quantity: 2, unit_price: 8000 }] }) }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { tab: { id: number } }).tab.id;
}

async function cashForAll(code: string): Promise<number> {
  const place = await token(code);
  const body = { payer: "Laura", request: { way: "full" }, tip: { include: "NO", percent: 0, customValue: null }, method: "cash_or_dataphone" };
  const response = await takePart(brandRequest("salon", `/api/v1/places/${place}/tab/parts`, { method: "POST", body: JSON.stringify(body) }), params({ token: place }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { part: { id: number } }).part.id;
}

/** An open tab nothing was ever put on (the table sat down and left): what staff close by hand. */
async function emptyTab(code: string): Promise<number> {
  const [place] = await db.current.db.select().from(t.places).where(and(eq(t.places.instanceId, instanceId), eq(t.places.token, await token(code))));
  const [tab] = await db.current.db.insert(t.tabs).values({ instanceId, supplierId: place!.supplierId, placeId: place!.id, currency: "COP" }).returning();
  return tab!.id;
}

const auditOf = (tabId: number) =>
  db.current.db.select().from(t.staffAudit).where(and(eq(t.staffAudit.instanceId, instanceId), eq(t.staffAudit.subjectType, "tab"), eq(t.staffAudit.subjectId, String(tabId))));

it("shows every place of the branch, a table's round, what it owes and its call, and answers 304 while nothing changed", async () => {
  const waiter = await signInAs("salon", "mesera@salon.co");
  expect((await floorOf(waiter)).map((place) => [place.code, place.zone, place.tab, place.call])).toEqual([
    ["1", "Salón", null, null],
    ["2", "Salón", null, null],
    ["T-1", "Terraza", null, null],
  ]);

  const place = await token("2");
  const [limonada] = await db.current.db
    .select({ id: t.productSuppliers.id })
    .from(t.productSuppliers)
    .innerJoin(t.products, eq(t.products.id, t.productSuppliers.productId))
    .where(and(eq(t.productSuppliers.instanceId, instanceId), eq(t.productSuppliers.supplierId, branch.centro!), eq(t.products.key, "limonada")));
  const round = await sendRound(brandRequest("salon", `/api/v1/places/${place}/rounds`, { method: "POST", body: JSON.stringify({ guest: "Ana", lines: [{ product_supplier_id: limonada!.id, quantity: 2 }] }) }), params({ token: place }));
  expect(round.status).toBe(201);
  const call = await callWaiter(brandRequest("salon", `/api/v1/places/${place}/waiter-call`, { method: "POST", body: JSON.stringify({ reason: "bill" }) }), params({ token: place }));
  expect(call.status).toBe(201);

  const first = await floor(waiter);
  expect(first.status).toBe(200);
  const text = await first.clone().text();
  expect(text).not.toContain(place);
  const table = ((await first.json()) as { places: FloorPlace[] }).places.find((candidate) => candidate.code === "2")!;
  expect(table.tab).toMatchObject({ total: 12000, paid: 0, held: 0, balance: 12000, parts: [], rounds_to_prepare: [{ number: 1, guest: "Ana", progress: "received" }], close_refusal: "tab_balance_due" });
  expect(table.call).toMatchObject({ reason: "bill" });
  expect((await floor(waiter, "centro", { "if-none-match": first.headers.get("etag")! })).status).toBe(304);
});

it("keeps every account to its branches and every brand to its own: 403 for a waiter of another branch or the kitchen, 401 for another brand", async () => {
  const tabId = await bill("T-1");
  const elsewhere = await signInAs("salon", "barra@salon.co");
  expect((await floor(elsewhere)).status).toBe(403);
  expect((await floor(elsewhere, "barra")).status).toBe(200);
  expect((await close(elsewhere, tabId)).status).toBe(403);
  expect((await sheet(staffRequest("salon", "/api/v1/operator/places/sheet?supplier=centro", { token: elsewhere }))).status).toBe(403);
  expect((await floor(await signInAs("salon", "cocina@salon.co"))).status).toBe(403);

  const foreign = await signInAs("vecina", "duena@vecina.co");
  expect((await floor(foreign)).status).toBe(401);
  expect((await close(foreign, tabId)).status).toBe(401);
  expect((await sheet(staffRequest("salon", "/api/v1/operator/places/sheet?supplier=centro", { token: foreign }))).status).toBe(401);
  expect((await GET(staffRequest("salon", "/api/v1/operator/floor?supplier=centro", { headers: bearer("vecina") }))).status).toBe(401);
  expect((await close(null, tabId, bearer("vecina"))).status).toBe(401);
  // the other brand's key at its own host finds no such tab
  const theirs = await patchTab(staffRequest("vecina", `/api/v1/operator/tabs/${tabId}`, { method: "PATCH", body: { status: "closed" }, headers: bearer("vecina") }), params({ id: String(tabId) }));
  expect(theirs.status).toBe(404);
  expect((await auditOf(tabId)).length).toBe(0);
});

it("lets a waiter enter a bill by the table's code from the console, under the integration's rules; a basic table's phone sees it and pays from it", async () => {
  const waiter = await signInAs("salon", "barra@salon.co");
  const enter = (session: string, body: unknown) => enterBill(staffRequest("salon", "/api/v1/operator/tabs", { method: "POST", token: session, body }));
  const lines = [{ label: "Menú del día", quantity: 2, unit_price: 18000 }];
  const entered = await enter(waiter, { supplier: "barra", place: { kind: "table", code: "1" }, lines });
  expect(entered.status).toBe(201);
  expect(((await entered.json()) as { tab: { total: number } }).tab.total).toBe(36000);

  // the table's phone (barra is in basic mode: nothing is ordered from it) sees the bill and pays a part of it
  const place = await token("1", "barra");
  const seen = (await (await dinersTab(brandRequest("salon", `/api/v1/places/${place}/tab`), params({ token: place }))).json()) as { tab: { balance: number; lines: { label: string }[] } };
  expect(seen.tab).toMatchObject({ balance: 36000, lines: [{ label: "Menú del día" }] });
  const body = { payer: "Laura", request: { way: "custom", amount: 18000 }, tip: { include: "NO", percent: 0, customValue: null }, method: "cash_or_dataphone" };
  expect((await takePart(brandRequest("salon", `/api/v1/places/${place}/tab/parts`, { method: "POST", body: JSON.stringify(body) }), params({ token: place }))).status).toBe(201);

  // the same refusals as the integration's: another branch's waiter, the kitchen, a code the branch lacks, a bad line
  const mesera = await signInAs("salon", "mesera@salon.co");
  expect((await enter(mesera, { supplier: "barra", place: { kind: "table", code: "1" }, lines })).status).toBe(403);
  expect((await enter(await signInAs("salon", "cocina@salon.co"), { supplier: "barra", place: { kind: "table", code: "1" }, lines })).status).toBe(403);
  expect((await enter(waiter, { supplier: "barra", place: { kind: "table", code: "99" }, lines })).status).toBe(404);
  expect((await enter(waiter, { supplier: "barra", place: { kind: "seat", code: "1" }, lines })).status).toBe(400);
  expect((await enter(waiter, { supplier: "barra", place: { kind: "table", code: "1" }, lines: [{ label: "", quantity: 0, unit_price: -1 }] })).status).toBe(400);
  expect((await enter(waiter, { supplier: "barra", place_token: place, place: { kind: "table", code: "1" }, lines })).status).toBe(400);
  const after = (await (await dinersTab(brandRequest("salon", `/api/v1/places/${place}/tab`), params({ token: place }))).json()) as { tab: { total: number } };
  expect(after.tab.total).toBe(36000);
});

it("answers a malformed floor or close call with 400 and what is wrong, and changes nothing", async () => {
  const waiter = await signInAs("salon", "mesera@salon.co");
  const before = await floorOf(waiter);
  const { code, tab } = before.find((place) => place.tab !== null)!; // the tabs the tests above left open
  const tabId = tab!.id;
  const refusal = async (response: Response) => {
    expect(response.status).toBe(400);
    return ((await response.json()) as { error: { code: string } }).error.code;
  };
  expect(await refusal(await GET(staffRequest("salon", "/api/v1/operator/floor", { token: waiter })))).toBe("bad_request");
  expect(await refusal(await GET(staffRequest("salon", "/api/v1/operator/floor?supplier=centro&all=1", { token: waiter })))).toBe("bad_request");
  const patch = (id: string, body: unknown) => patchTab(staffRequest("salon", `/api/v1/operator/tabs/${id}`, { method: "PATCH", token: waiter, body }), params({ id }));
  expect(await refusal(await patch("uno", { status: "closed" }))).toBe("bad_request");
  expect(await refusal(await patch(String(tabId), { status: "open" }))).toBe("bad_request");
  expect(await refusal(await patch(String(tabId), { status: "closed", paid: true }))).toBe("bad_request");
  expect((await floorOf(waiter)).find((place) => place.code === code)!.tab).toMatchObject({ id: tabId });
  expect((await auditOf(tabId)).length).toBe(0);
});

it("refuses to close a tab that still owes, or whose payment waits to be confirmed, and leaves it open", async () => {
  const waiter = await signInAs("salon", "mesera@salon.co");
  const tabId = await bill("1");
  const owed = await close(waiter, tabId);
  expect(owed.status).toBe(409);
  expect(((await owed.json()) as { error: { code: string } }).error.code).toBe("tab_balance_due");

  const part = await cashForAll("1");
  const held = await close(waiter, tabId);
  expect(held.status).toBe(409);
  expect(((await held.json()) as { error: { code: string } }).error.code).toBe("tab_payment_held");
  expect((await floorOf(waiter)).find((place) => place.code === "1")!.tab).toMatchObject({ balance: 0, held: 16000, parts: [{ payer: "Laura", method: "cash_or_dataphone", state: "held" }], close_refusal: "tab_payment_held" });
  expect((await auditOf(tabId)).length).toBe(0);

  // the cash is in: the tab closes by itself and the table is free on the floor
  const settled = await settle(staffRequest("salon", `/api/v1/operator/tab-parts/${part}`, { method: "PATCH", token: waiter, body: { state: "paid" } }), params({ id: String(part) }));
  expect(settled.status).toBe(200);
  expect((await floorOf(waiter)).find((place) => place.code === "1")!.tab).toBeNull();
});

it("closes a tab nothing is owed on, audited with who did it, and the phones at the table see it closed", async () => {
  const waiter = await signInAs("salon", "mesera@salon.co");
  const tabId = await emptyTab("1");
  expect((await floorOf(waiter)).find((place) => place.code === "1")!.tab).toMatchObject({ id: tabId, balance: 0, close_refusal: null });

  const response = await close(waiter, tabId, { "x-forwarded-for": "203.0.113.9" });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ tab: { id: tabId, status: "closed" } });
  expect((await floorOf(waiter)).find((place) => place.code === "1")!.tab).toBeNull();
  const [entry] = await auditOf(tabId);
  const [account] = await db.current.db.select().from(t.staffAccounts).where(and(eq(t.staffAccounts.instanceId, instanceId), eq(t.staffAccounts.email, "mesera@salon.co")));
  expect(entry).toMatchObject({ action: "tab.closed", accountId: account!.id, detail: { via: "console" } });

  const place = await token("1");
  const phone = await dinersTab(brandRequest("salon", `/api/v1/places/${place}/tab`), params({ token: place }));
  expect(((await phone.json()) as { tab: { id: number; status: string } }).tab).toMatchObject({ id: tabId, status: "closed" });

  const again = await close(waiter, tabId);
  expect(again.status).toBe(409);
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe("tab_closed");
});

it("closes a tab that still owes and holds money once staff say why: the held part is let go, the log keeps the reason and the unpaid amount", async () => {
  const waiter = await signInAs("salon", "mesera@salon.co");
  const tabId = await bill("2");
  const part = await cashForAll("2");
  const withReason = (reason: unknown) => patchTab(staffRequest("salon", `/api/v1/operator/tabs/${tabId}`, { method: "PATCH", token: waiter, body: { status: "closed", reason } }), params({ id: String(tabId) }));
  // a reason is words, not a tap: too short or not text is the caller's mistake, and the tab stays open
  for (const bad of ["", "ok", 7, "x".repeat(201)]) expect((await withReason(bad)).status).toBe(400);
  const before = (await floorOf(waiter)).find((place) => place.code === "2")!.tab!;
  expect(before).toMatchObject({ id: tabId, close_refusal: expect.stringMatching(/^tab_(balance_due|payment_held)$/) });

  const forced = await withReason("Se fueron sin pagar");
  expect(forced.status).toBe(200);
  expect((await floorOf(waiter)).find((place) => place.code === "2")!.tab).toBeNull();
  const [released] = await db.current.db.select({ state: t.tabParts.state }).from(t.tabParts).where(eq(t.tabParts.id, part));
  expect(released!.state).toBe("released");
  const [entry] = await auditOf(tabId);
  expect(entry).toMatchObject({ action: "tab.closed", detail: { via: "console", reason: "Se fueron sin pagar", unpaid: before.balance + before.held, released: expect.arrayContaining([part]) } });
  expect(before.held).toBeGreaterThan(0);
  // the cash promise went with the tab: nobody can confirm it any more
  const late = await settle(staffRequest("salon", `/api/v1/operator/tab-parts/${part}`, { method: "PATCH", token: waiter, body: { state: "paid" } }), params({ id: String(part) }));
  expect(late.status).toBe(409);
});
