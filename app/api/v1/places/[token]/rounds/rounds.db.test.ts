import { and, eq } from "drizzle-orm";
import { GET as board } from "@/app/api/v1/operator/orders/route";
import { PATCH as patchOrder } from "@/app/api/v1/operator/orders/[id]/route";
import { GET as readTab } from "@/app/api/v1/places/[token]/tab/route";
import { POST as takePart } from "@/app/api/v1/places/[token]/tab/parts/route";
import { ORDER_PROGRESS } from "@/lib/domain/orders/transaction-status";
import { RATE_LIMITS } from "@/lib/domain/http/rate-limits";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brandWithCallingTables } from "@/tests/factories/waiter-calls";
import { factoryIds } from "@/tests/helpers/checkout";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { DELETE as withdraw } from "./[id]/route";
import { POST as sendRound } from "./route";

const SLUG = "mesas";
const OPERATOR = operatorKey(SLUG);
const db = withTestDatabase();
let instanceId: number;
let ids: Record<string, number>;

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  ({ instanceId } = await importBrand(db.current.db, brandWithCallingTables(SLUG)));
  await importBrand(db.current.db, { ...brandWithCallingTables("vecina"), domains: [] });
  ids = await centroIds();
  // limited stock, with room for every round these tests send
  await db.current.db.update(t.productSuppliers).set({ stock: 1000 }).where(eq(t.productSuppliers.id, ids.limonada!));
});

// Every call from an address of its own, so the per-client budget (tested apart) stays out of the other tests.
let phone = 0;
const from = () => ({ "x-forwarded-for": `10.1.${phone >> 8}.${phone++ & 255}` });
const read = async (response: Response) => ({ status: response.status, json: response.status === 204 ? null : await response.json() });

const round = (place: string, guest: string, lines: { product_supplier_id: number; quantity: number; options?: Record<number, number[]> }[]) =>
  sendRound(brandRequest(SLUG, `/api/v1/places/${place}/rounds`, { method: "POST", body: JSON.stringify({ guest, lines }), headers: from() }), params({ token: place })).then(read);
const takeBack = (place: string, id: number | string, token: string, { slug = SLUG, headers = from() }: { slug?: string; headers?: Record<string, string> } = {}) =>
  withdraw(brandRequest(slug, `/api/v1/places/${place}/rounds/${id}?token=${encodeURIComponent(token)}`, { method: "DELETE", headers }), params({ token: place, id: String(id) })).then(read);
const tab = (place: string) => readTab(brandRequest(SLUG, `/api/v1/places/${place}/tab`), params({ token: place })).then(read);
const move = (orderId: number, progress: string) =>
  patchOrder(brandRequest(SLUG, `/api/v1/operator/orders/${orderId}`, { method: "PATCH", body: JSON.stringify({ progress }), headers: { authorization: `Bearer ${OPERATOR}` } }), params({ id: String(orderId) })).then(read);
const boardIds = async () => {
  const answer = await board(brandRequest(SLUG, "/api/v1/operator/orders?supplier=centro", { headers: { authorization: `Bearer ${OPERATOR}` } })).then(read);
  return (answer.json.orders as { id: number }[]).map((order) => order.id);
};
const part = (place: string, body: Record<string, unknown>) =>
  takePart(
    brandRequest(SLUG, `/api/v1/places/${place}/tab/parts`, { method: "POST", body: JSON.stringify({ payer: "Ana", tip: { include: "NO", percent: 0, customValue: null }, method: "cash_or_dataphone", ...body }), headers: from() }),
    params({ token: place }),
  ).then(read);

const lemonades = (quantity: number) => ({ product_supplier_id: ids.limonada!, quantity });

let tables = 0;
async function freshTable() {
  // a table of its own per test: one open tab per place
  const code = `w${tables++}`;
  const [supplier] = await db.current.db.select().from(t.suppliers).where(and(eq(t.suppliers.instanceId, instanceId), eq(t.suppliers.slug, "centro")));
  const token = `tok${code}`.padEnd(24, "x");
  await db.current.db.insert(t.places).values({ instanceId, supplierId: supplier!.id, kind: "table", code, token, active: true, position: 99 });
  return token;
}

async function stockOf(productSupplierId: number) {
  const [row] = await db.current.db.select({ stock: t.productSuppliers.stock }).from(t.productSuppliers).where(eq(t.productSuppliers.id, productSupplierId));
  return row!.stock!;
}

describe("a round's lines on the tab", () => {
  it("carry the options each was sent with, as the order page and the kitchen read them", async () => {
    const place = await freshTable();
    const { group, pina } = await factoryIds(db.current.db, instanceId);
    const sent = await round(place, "Ana", [{ product_supplier_id: ids["arepa-queso"]!, quantity: 2, options: { [group!]: [pina!] } }, lemonades(1)]);
    expect(sent.status).toBe(201);
    const { lines } = (await tab(place)).json.tab;
    expect(lines.map((line: { label: string; options: string[]; total: number }) => [line.label, line.options, line.total])).toEqual([
      ["Arepa con queso", ["Piña"], 26_000],
      ["Limonada", [], 6_000],
    ]);
  });
});

describe("withdrawing a round the kitchen has not accepted", () => {
  it("takes it off the tab, the staff board and the stock; the total follows, and a retry answers the same", async () => {
    const place = await freshTable();
    const kept = await round(place, "Ana", [lemonades(1)]);
    const before = await stockOf(ids.limonada!);
    const sent = await round(place, "Luis", [lemonades(2)]);
    expect(sent.status).toBe(201);
    expect(sent.json.round.access_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await stockOf(ids.limonada!)).toBe(before - 2);
    expect(await boardIds()).toContain(sent.json.round.order_id);
    expect((await tab(place)).json.tab.total).toBe(18000);

    expect((await takeBack(place, sent.json.round.order_id, sent.json.round.access_token)).status).toBe(204);

    const after = (await tab(place)).json.tab;
    expect(after).toMatchObject({ total: 6000, balance: 6000, version: sent.json.tab.version + 1 });
    expect(after.rounds.map((r: { guest: string; progress: string }) => [r.guest, r.progress])).toEqual([
      ["Ana", "received"],
      ["Luis", "canceled"],
    ]);
    expect(after.lines.map((l: { round: number }) => l.round)).toEqual([1]);
    expect(await stockOf(ids.limonada!)).toBe(before);
    const onBoard = await boardIds();
    expect(onBoard).not.toContain(sent.json.round.order_id);
    expect(onBoard).toContain(kept.json.round.order_id);

    // a retry after a lost answer: done already, nothing given back twice
    expect((await takeBack(place, sent.json.round.order_id, sent.json.round.access_token)).status).toBe(204);
    expect(await stockOf(ids.limonada!)).toBe(before);
    expect((await tab(place)).json.tab.version).toBe(after.version);
  });

  it("refuses once the kitchen accepted it, with the translated 409, and leaves the tab as it was", async () => {
    const place = await freshTable();
    const sent = await round(place, "Ana", [lemonades(1)]);
    expect((await move(sent.json.round.order_id, "accepted")).status).toBe(200);
    const refused = await withdraw(
      brandRequest(SLUG, `/api/v1/places/${place}/rounds/${sent.json.round.order_id}?token=${sent.json.round.access_token}`, { method: "DELETE", headers: { ...from(), "accept-language": "es" } }),
      params({ token: place, id: String(sent.json.round.order_id) }),
    );
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.error.code).toBe("round_accepted");
    expect((await tab(place)).json.tab).toMatchObject({ total: 6000, rounds: [{ progress: "accepted" }] });
  });

  it.each(ORDER_PROGRESS.map((progress) => [progress, progress === "received" || progress === "canceled" ? 204 : 409] as const))("a round %s answers a withdrawal %i", async (progress, status) => {
    const place = await freshTable();
    const sent = await round(place, "Ana", [lemonades(1)]);
    // the kitchen (or an integration) put it there; a canceled one was withdrawn before
    if (progress === "canceled") expect((await takeBack(place, sent.json.round.order_id, sent.json.round.access_token)).status).toBe(204);
    else await db.current.db.update(t.orders).set({ progress }).where(eq(t.orders.id, sent.json.round.order_id));
    const answer = await takeBack(place, sent.json.round.order_id, sent.json.round.access_token);
    expect(answer.status).toBe(status);
    if (status === 409) expect(answer.json.error.code).toBe("round_accepted");
  });

  it("keeps a withdrawn round away from the kitchen: staff cannot move it back", async () => {
    const place = await freshTable();
    const sent = await round(place, "Ana", [lemonades(1)]);
    await takeBack(place, sent.json.round.order_id, sent.json.round.access_token);
    const moved = await move(sent.json.round.order_id, "accepted");
    expect(moved.status).toBe(409);
    expect(moved.json.error.code).toBe("invalid_transition");
  });

  it("refuses while a part counts on it, and lets it go when the parts pay other rounds' items", async () => {
    const place = await freshTable();
    const mine = await round(place, "Ana", [lemonades(1)]);
    const theirs = await round(place, "Luis", [lemonades(2)]);
    const { lines } = (await tab(place)).json.tab as { lines: { id: number; round: number }[] };
    const lineOf = (number: number) => lines.find((line) => line.round === number)!.id;

    const claims = await part(place, { request: { way: "items", claims: [{ line_id: lineOf(2), numerator: 2, denominator: 1 }] } });
    expect(claims.status).toBe(201);
    const refused = await takeBack(place, theirs.json.round.order_id, theirs.json.round.access_token);
    expect([refused.status, refused.json.error.code]).toEqual([409, "round_in_part"]);

    expect((await takeBack(place, mine.json.round.order_id, mine.json.round.access_token)).status).toBe(204);
    expect((await tab(place)).json.tab).toMatchObject({ total: 12000, held: 12000, balance: 0 });
  });

  it("refuses while someone pays the balance measured with the round in it", async () => {
    const place = await freshTable();
    const sent = await round(place, "Ana", [lemonades(1)]);
    expect((await part(place, { request: { way: "full" } })).status).toBe(201);
    const refused = await takeBack(place, sent.json.round.order_id, sent.json.round.access_token);
    expect([refused.status, refused.json.error.code]).toEqual([409, "round_in_part"]);
  });
});

describe("who may withdraw a round", () => {
  it("answers 404 to a wrong token, another table or another brand, and 400 to a malformed call", async () => {
    const place = await freshTable();
    const other = await freshTable();
    const sent = await round(place, "Ana", [lemonades(1)]);
    const { order_id: id, access_token: token } = sent.json.round;
    expect((await takeBack(place, id, "A".repeat(32))).status).toBe(404);
    expect((await takeBack(other, id, token)).status).toBe(404);
    expect((await takeBack(place, id, token, { slug: "vecina" })).status).toBe(404);
    expect((await takeBack(place, id, "short")).status).toBe(400);
    expect((await takeBack(place, "x1", token)).status).toBe(400);
    expect((await tab(place)).json.tab.total).toBe(6000);
  });

  it("stops one client's flood of withdrawals at its budget with 429", async () => {
    const place = await freshTable();
    const { points } = RATE_LIMITS.round_withdraw;
    const headers = { "x-forwarded-for": "192.0.2.77" };
    const answers = await Promise.all(Array.from({ length: points + 3 }, () => takeBack(place, 1, "B".repeat(32), { headers })));
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(points);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
  });
});

/** The product_supplier ids of "centro", by product key. */
async function centroIds() {
  const rows = await db.current.db
    .select({ id: t.productSuppliers.id, key: t.products.key })
    .from(t.productSuppliers)
    .innerJoin(t.products, eq(t.products.id, t.productSuppliers.productId))
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.productSuppliers.supplierId))
    .where(and(eq(t.productSuppliers.instanceId, instanceId), eq(t.suppliers.slug, "centro")));
  return Object.fromEntries(rows.map((row) => [row.key, row.id])) as Record<string, number>;
}
