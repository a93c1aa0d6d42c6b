import { and, eq } from "drizzle-orm";
import { PATCH as patchOrder } from "@/app/api/v1/operator/orders/[id]/route";
import { PATCH as settle } from "@/app/api/v1/operator/tab-parts/[id]/route";
import { GET as operatorTabs, POST as staffBill } from "@/app/api/v1/operator/tabs/route";
import { POST as sendRound } from "@/app/api/v1/places/[token]/rounds/route";
import { GET as webcheckout } from "@/app/[instance]/[locale]/(site)/[supplier_id]/webcheckout/tab/[part_id]/route";
import { DEFAULT_PAYMENT_HOLD_MINUTES } from "@/lib/domain/tabs/tab-part-settlement";
import { importBrand } from "@/lib/server/brands/import-brand";
import { sandboxGateway } from "@/lib/server/payments/gateway";
import { sweepPayments } from "@/lib/server/payments/sweep";
import * as t from "@/lib/server/db/schema";
import { brandWithCallingTables, placeToken } from "@/tests/factories/waiter-calls";
import { postGatewayEvent, sandboxEvent } from "@/tests/helpers/gateway-events";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { DELETE as withdraw } from "./parts/[id]/route";
import { POST as takePart } from "./parts/route";
import { GET } from "./route";

const SLUG = "mesas";
const OPERATOR = operatorKey(SLUG);
const db = withTestDatabase();
let instanceId: number;
let ids: Record<string, number>;

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  const file = brandWithCallingTables(SLUG);
  file.branches[0]!.pay = { on_table: true };
  ({ instanceId } = await importBrand(db.current.db, file));
  await importBrand(db.current.db, { ...brandWithCallingTables("vecina"), domains: [] });
  ids = await centroIds();
});

const token = (branch: string, code: string, id = instanceId) => placeToken(db.current.db, id, branch, code);
// Every call from a phone of its own: the per-client budgets (tested apart) stay out of these tests.
let phone = 0;
const json = (body: unknown, headers: Record<string, string> = {}) => ({ method: "POST", body: JSON.stringify(body), headers: { "x-forwarded-for": `10.0.${phone >> 8}.${phone++ & 255}`, ...headers } });
const read = async (response: Response) => ({ status: response.status, json: response.status === 204 || response.status === 304 ? null : await response.json() });

const tab = (place: string, headers: HeadersInit = {}, slug = SLUG) =>
  GET(brandRequest(slug, `/api/v1/places/${place}/tab`, { headers }), params({ token: place })).then(read);
// an adult's round unless a test says otherwise: the cerveza is alcohol
const round = (place: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  sendRound(brandRequest(SLUG, `/api/v1/places/${place}/rounds`, json({ birth_date: ADULT, ...body }, headers)), params({ token: place })).then(read);
const part = (place: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  takePart(brandRequest(SLUG, `/api/v1/places/${place}/tab/parts`, json({ payer: "Ana", tip: { include: "NO", percent: 0, customValue: null }, method: "cash_or_dataphone", ...body }, headers)), params({ token: place })).then(read);
const confirm = (id: number, state = "paid") =>
  settle(brandRequest(SLUG, `/api/v1/operator/tab-parts/${id}`, { method: "PATCH", body: JSON.stringify({ state }), headers: { authorization: `Bearer ${OPERATOR}` } }), params({ id: String(id) })).then(read);

const lemonades = (quantity: number) => ({ product_supplier_id: ids.limonada, quantity });
const beers = (quantity: number) => ({ product_supplier_id: ids.cerveza, quantity });
const ADULT = "1990-05-01";

async function freshTable(code: string) {
  // a table of its own per test: one open tab per place
  const [supplier] = await db.current.db.select().from(t.suppliers).where(and(eq(t.suppliers.instanceId, instanceId), eq(t.suppliers.slug, "centro")));
  await db.current.db.insert(t.places).values({ instanceId, supplierId: supplier!.id, kind: "table", code, token: `tok${code}`.padEnd(24, "x"), active: true, position: 99 });
  return `tok${code}`.padEnd(24, "x");
}

describe("a table's tab", () => {
  it("opens with the first round, and every round joins it with who sent it, priced by the server", async () => {
    const place = await freshTable("r1");
    expect((await tab(place)).json).toEqual({ tab: null });

    const first = await round(place, { guest: "Ana", lines: [{ ...beers(2), unit_price: 1 }] });
    expect(first.status).toBe(201);
    expect(first.json.round).toMatchObject({ number: 1, guest: "Ana", progress: "received" });
    const second = await round(place, { guest: "Invitado 2", lines: [lemonades(1)] });
    expect(second.json.tab.id).toBe(first.json.tab.id);

    const { json: body } = await tab(place);
    expect(body.tab.rounds.map((r: { guest: string }) => r.guest)).toEqual(["Ana", "Invitado 2"]);
    expect(body.tab.lines.map((l: { label: string; quantity: number; total: number; round: number }) => [l.label, l.quantity, l.total, l.round])).toEqual([
      ["Cerveza", 2, 16000, 1],
      ["Limonada", 1, 6000, 2],
    ]);
    expect(body.tab).toMatchObject({ total: 22000, paid: 0, held: 0, balance: 22000, status: "open", currency: "COP" });
  });

  it("answers 304 while nothing changed, and a new ETag as soon as anything does — a round, the kitchen, a part", async () => {
    const place = await freshTable("r2");
    const sent = await round(place, { guest: "Ana", lines: [beers(1)] });
    const first = await GET(brandRequest(SLUG, `/api/v1/places/${place}/tab`), params({ token: place }));
    const etag = first.headers.get("etag")!;
    expect((await tab(place, { "if-none-match": etag })).status).toBe(304);

    await patchOrder(
      brandRequest(SLUG, `/api/v1/operator/orders/${sent.json.round.order_id}`, { method: "PATCH", body: JSON.stringify({ progress: "preparing" }), headers: { authorization: `Bearer ${OPERATOR}` } }),
      params({ id: String(sent.json.round.order_id) }),
    );
    const moved = await tab(place, { "if-none-match": etag });
    expect(moved.status).toBe(200);
    expect(moved.json.tab.rounds[0].progress).toBe("preparing");
  });

  it("sends a repeated round once (Idempotency-Key) and takes its stock once", async () => {
    const place = await freshTable("r3");
    const before = await stockOf(ids.limonada!);
    const headers = { "idempotency-key": "round-key-0001" };
    const [a, b] = await Promise.all([round(place, { guest: "Ana", lines: [lemonades(2)] }, headers), round(place, { guest: "Ana", lines: [lemonades(2)] }, headers)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect((await tab(place)).json.tab.rounds).toHaveLength(1);
    expect(await stockOf(ids.limonada!)).toBe(before - 2);
  });

  it("refuses a round that takes more than the stock, and keeps the tab as it was", async () => {
    const place = await freshTable("r4");
    const refused = await round(place, { guest: "Ana", lines: [lemonades(99)] });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("stock_unavailable");
    expect((await tab(place)).json.tab).toBeNull();
  });

  it("asks the age gate's birth date for a round with alcohol, and refuses a minor", async () => {
    const place = await freshTable("r5");
    expect((await round(place, { guest: "Ana", lines: [beers(1)], birth_date: undefined })).json.error.code).toBe("age_required");
    expect((await round(place, { guest: "Ana", lines: [beers(1)], birth_date: "2015-01-01" })).json.error.code).toBe("underage");
    expect((await round(place, { guest: "Ana", lines: [lemonades(1)], birth_date: undefined })).status).toBe(201);
  });

  it("takes rounds only at a table in checkout mode, and 404s forged and foreign tokens", async () => {
    const basic = await token("barra", "1");
    expect((await round(basic, { guest: "Ana", lines: [beers(1)] })).json.error.code).toBe("ordering_unavailable");
    const room = await token("hotel", "101");
    expect((await round(room, { guest: "Ana", lines: [beers(1)] })).json.error.code).toBe("ordering_unavailable");

    const forged = "A".repeat(24);
    expect((await round(forged, { guest: "Ana", lines: [beers(1)] })).status).toBe(404);
    const theirs = await token("centro", "1", await brandId("vecina"));
    expect((await round(theirs, { guest: "Ana", lines: [beers(1)] })).status).toBe(404);
    expect((await tab(theirs)).status).toBe(404);
    expect((await round("short", { guest: "Ana", lines: [beers(1)] })).status).toBe(400);
  });
});

describe("paying a tab in parts", () => {
  it("splits by items with a shared bottle, takes the rest in cash confirmed by staff, and closes at 0", async () => {
    const place = await freshTable("p1");
    await round(place, { guest: "Ana", lines: [beers(1), lemonades(1)] });
    const { json: body } = await tab(place);
    const [beer] = body.tab.lines;

    const third = await part(place, { payer: "Ana", request: { way: "items", claims: [{ line_id: beer.id, numerator: 1, denominator: 3 }] } });
    expect(third.status).toBe(201);
    expect(third.json.part).toMatchObject({ amount: 2666, state: "held", method: "cash_or_dataphone", pay_url: null });
    const again = await part(place, { payer: "Bea", request: { way: "items", claims: [{ line_id: beer.id, numerator: 1, denominator: 1 }] } });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("claim_exceeds_item");

    const rest = await part(place, { payer: "Bea", request: { way: "full" } });
    expect(rest.json.part.amount).toBe(8000 + 6000 - 2666);
    expect(rest.json.tab).toMatchObject({ balance: 0, held: 14000, status: "open" });
    expect((await part(place, { request: { way: "full" } })).json.error.code).toBe("nothing_due");

    expect((await confirm(third.json.part.id)).status).toBe(200);
    expect((await tab(place)).json.tab).toMatchObject({ paid: 2666, held: 11334, status: "open" });
    const last = await confirm(rest.json.part.id);
    expect(last.json.tab.closed).toBe(true);
    const closed = (await tab(place)).json.tab;
    expect(closed).toMatchObject({ status: "closed", paid: 14000, balance: 0 });
    // what was claimed by item shows on its line; "what's left" claims no line of its own
    expect(closed.lines.map((l: { claimed: unknown }) => l.claimed)).toEqual([{ numerator: 1, denominator: 3 }, { numerator: 0, denominator: 1 }]);
    expect((await confirm(rest.json.part.id)).json.error.code).toBe("part_settled");

    // the table is free again: the next round opens a new tab
    const next = await round(place, { guest: "Carlos", lines: [beers(1)] });
    expect(next.json.tab.id).not.toBe(closed.id);
  });

  it("lets 50 payers at once pay one balance exactly once in total, never more than the bill", async () => {
    const place = await freshTable("p2");
    await round(place, { guest: "Ana", lines: [beers(10)] });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => part(place, { payer: `P${i}`, request: i % 2 ? { way: "full" } : { way: "custom", amount: 7000 } })),
    );
    const accepted = answers.filter((a) => a.status === 201).map((a) => a.json.part.amount as number);
    expect(accepted.reduce((sum, amount) => sum + amount, 0)).toBe(80000);
    expect(answers.filter((a) => a.status !== 201).every((a) => ["nothing_due", "above_balance"].includes(a.json.error.code))).toBe(true);
    expect((await tab(place)).json.tab).toMatchObject({ balance: 0, held: 80000 });
  });

  it("lets exactly one of two payers claim the same item at once", async () => {
    const place = await freshTable("p3");
    // two lines, so one claim leaves a balance for the other to be refused by the item, not by "nothing due"
    await round(place, { guest: "Ana", lines: [beers(1), beers(1)] });
    const [line] = (await tab(place)).json.tab.lines;
    const claim = { request: { way: "items", claims: [{ line_id: line.id, numerator: 1, denominator: 1 }] } };
    const [a, b] = await Promise.all([part(place, { payer: "Ana", ...claim }), part(place, { payer: "Bea", ...claim })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a, b].find((x) => x.status === 409)!.json.error.code).toBe("item_claimed");
  });

  it("lets a payer withdraw their own cash part with its token, and nobody else", async () => {
    const place = await freshTable("p4");
    await round(place, { guest: "Ana", lines: [beers(1)] });
    const held = (await part(place, { request: { way: "equal", among: 2 } })).json.part;
    const path = (tokenValue: string) => `/api/v1/places/${place}/tab/parts/${held.id}?token=${tokenValue}`;
    const undo = (tokenValue: string) => withdraw(brandRequest(SLUG, path(tokenValue), { method: "DELETE" }), params({ token: place, id: String(held.id) })).then(read);
    expect((await undo("B".repeat(24))).status).toBe(404);
    expect((await undo(held.access_token)).status).toBe(204);
    expect((await tab(place)).json.tab).toMatchObject({ held: 0, balance: 8000, parts: [] });
  });

  it("sends an online part to the gateway, and only the gateway settles it", async () => {
    const place = await freshTable("p5");
    await round(place, { guest: "Ana", lines: [beers(2)] });
    // product §5: an online payment must be over 10,000 pesos — the minimum itself is refused
    const small = await part(place, { method: "card", request: { way: "custom", amount: 10000 } });
    expect(small.json.error).toMatchObject({ code: "minimum_online_payment", minimum: 10000 });
    const online = (await part(place, { method: "card", tip: { include: "YES", percent: 10, customValue: null }, request: { way: "full" } })).json.part;
    expect(online).toMatchObject({ amount: 16000, tip: 1600 });
    expect(online.pay_url).toBe(`/centro/webcheckout/tab/${online.id}?token=${online.access_token}`);
    expect((await confirm(online.id)).json.error.code).toBe("part_settled");

    // the gateway page, opened twice (a reload), is one attempt; its approval pays the part and closes the tab
    const references = await Promise.all([1, 2].map(async () => new URL((await goPay(online.id, online.access_token)).headers.get("location")!).searchParams.get("reference")));
    expect(references[0]).toBe(references[1]);
    const back = new URL((await goPay(online.id, online.access_token)).headers.get("location")!).searchParams.get("redirect-url")!;
    expect(back).toBe(`http://pedidos.mesas.co:3100/centro/menu-digital/my-order/${(await tab(place)).json.tab.id}?table=${place}`);
    expect((await gatewayEvent(references[0]!, "APPROVED", 1_760_000)).status).toBe(200);
    expect((await tab(place)).json.tab).toMatchObject({ status: "closed", paid: 16000, parts: [{ state: "paid", tip: 1600 }] });
  });

  it("releases an online part the gateway declined, so its share is unpaid again", async () => {
    const place = await freshTable("p7");
    await round(place, { guest: "Ana", lines: [beers(2)] });
    const online = (await part(place, { method: "card", request: { way: "full" } })).json.part;
    const reference = new URL((await goPay(online.id, online.access_token)).headers.get("location")!).searchParams.get("reference")!;
    await gatewayEvent(reference, "DECLINED", 1_600_000);
    expect((await tab(place)).json.tab).toMatchObject({ status: "open", balance: 16000, held: 0, parts: [] });
    expect((await goPay(online.id, online.access_token)).headers.get("location")).toBe("http://pedidos.mesas.co:3100/centro");
  });

  it("refuses charge to room at a table, and a custom amount with decimals COP does not have", async () => {
    const place = await freshTable("p6");
    await round(place, { guest: "Ana", lines: [beers(1)] });
    expect((await part(place, { method: "room_charge", request: { way: "full" } })).json.error.code).toBe("method_unavailable");
    expect((await part(place, { request: { way: "custom", amount: 100.5 } })).status).toBe(400);
  });
});

describe("an online part nobody finishes", () => {
  const undo = (place: string, held: { id: number; access_token: string }) =>
    withdraw(brandRequest(SLUG, `/api/v1/places/${place}/tab/parts/${held.id}?token=${held.access_token}`, { method: "DELETE" }), params({ token: place, id: String(held.id) })).then(read);
  const referenceOf = async (held: { id: number; access_token: string }) => new URL((await goPay(held.id, held.access_token)).headers.get("location")!).searchParams.get("reference")!;
  const partState = async (id: number) => (await db.current.db.select({ state: t.tabParts.state }).from(t.tabParts).where(eq(t.tabParts.id, id)))[0]!.state;
  const auditOf = async (id: number) => (await db.current.db.select({ action: t.staffAudit.action }).from(t.staffAudit).where(and(eq(t.staffAudit.subjectType, "tab_part"), eq(t.staffAudit.subjectId, String(id))))).map((row) => row.action);

  it("is withdrawn by its payer at once, and a payment that went through after all still pays it", async () => {
    const place = await freshTable("o1");
    await round(place, { guest: "Ana", lines: [beers(2)] });
    const online = (await part(place, { method: "card", request: { way: "full" } })).json.part;
    const reference = await referenceOf(online);
    expect((await undo(place, online)).status).toBe(204);
    expect((await tab(place)).json.tab).toMatchObject({ status: "open", held: 0, balance: 16000 });
    // the diner had paid on the gateway's page meanwhile: the share was still free, so the part is paid again
    expect((await gatewayEvent(reference, "APPROVED", 1_600_000)).status).toBe(200);
    expect((await tab(place)).json.tab).toMatchObject({ status: "closed", paid: 16000 });
  });

  it("is let go by staff; a late payment whose share another payer took is left on record for staff to give back", async () => {
    const place = await freshTable("o2");
    await round(place, { guest: "Ana", lines: [beers(2)] });
    const online = (await part(place, { method: "card", request: { way: "full" } })).json.part;
    const reference = await referenceOf(online);
    expect((await confirm(online.id, "released")).status).toBe(200);
    expect(await partState(online.id)).toBe("released");
    const cash = (await part(place, { request: { way: "full" } })).json.part;
    expect((await confirm(cash.id)).json.tab.closed).toBe(true);

    expect((await gatewayEvent(reference, "APPROVED", 1_600_000)).status).toBe(200);
    expect(await partState(online.id)).toBe("released");
    expect(await auditOf(online.id)).toEqual(["payment.released", "payment.unmatched"]);
  });

  it("expires after its branch's hold, once the sweep finds it, and goes back to the balance", async () => {
    const place = await freshTable("o3");
    await round(place, { guest: "Ana", lines: [beers(2)] });
    const online = (await part(place, { method: "card", request: { way: "full" } })).json.part;
    await referenceOf(online);
    const sandbox = async () => sandboxGateway();
    const [{ createdAt }] = (await db.current.db.select({ createdAt: t.tabParts.createdAt }).from(t.tabParts).where(eq(t.tabParts.id, online.id))) as [{ createdAt: Date }];
    const after = (minutes: number) => new Date(createdAt.getTime() + minutes * 60_000);
    expect((await sweepPayments(db.current.db, sandbox, after(DEFAULT_PAYMENT_HOLD_MINUTES - 1))).expired).toBe(0);
    expect(await partState(online.id)).toBe("held");
    const [first, second] = await Promise.all([sweepPayments(db.current.db, sandbox, after(DEFAULT_PAYMENT_HOLD_MINUTES + 1)), sweepPayments(db.current.db, sandbox, after(DEFAULT_PAYMENT_HOLD_MINUTES + 1))]);
    expect(first.expired + second.expired).toBe(1);
    expect((await tab(place)).json.tab).toMatchObject({ status: "open", held: 0, balance: 16000 });
    expect(await auditOf(online.id)).toEqual(["payment.expired"]);
    // a part paid in person never expires: staff confirm or let it go
    const cash = (await part(place, { request: { way: "full" } })).json.part;
    await sweepPayments(db.current.db, sandbox, new Date(Date.now() + 24 * 60 * 60_000));
    expect(await partState(cash.id)).toBe("held");
  });
});

describe("a re-import", () => {
  it("keeps an open tab readable and payable at a table the file dropped, which takes no new round", async () => {
    const file = brandWithCallingTables(SLUG);
    file.branches[0]!.pay = { on_table: true };
    const place = await token("centro", "T-1");
    await round(place, { guest: "Ana", lines: [beers(1)] });
    file.branches[0]!.tables = file.branches[0]!.tables.filter((table) => table.code !== "T-1");
    await importBrand(db.current.db, file);

    expect((await round(place, { guest: "Ana", lines: [beers(1)] })).status).toBe(404);
    expect((await tab(place)).json.tab).toMatchObject({ status: "open", total: 8000 });
    const paid = await part(place, { request: { way: "full" } });
    expect(paid.status).toBe(201);
    expect((await confirm(paid.json.part.id)).json.tab.closed).toBe(true);
  });
});

describe("a bill staff entered (solo-pago)", () => {
  it("opens the place's tab with staff's lines, listed for staff and payable from the phone", async () => {
    const place = await freshTable("s1");
    const staff = (body: unknown, key = OPERATOR) =>
      staffBill(brandRequest(SLUG, "/api/v1/operator/tabs", { method: "POST", body: JSON.stringify(body), headers: { authorization: `Bearer ${key}` } })).then(read);
    expect((await staff({ place_token: place, lines: [{ label: "Menú del día", quantity: 2, unit_price: 18000 }] }, "wrong-key-0123456789")).status).toBe(401);
    const entered = await staff({ place_token: place, lines: [{ label: "Menú del día", quantity: 2, unit_price: 18000 }] });
    expect(entered.status).toBe(201);
    expect(entered.json.tab).toMatchObject({ total: 36000, balance: 36000 });
    expect((await tab(place)).json.tab.lines[0]).toMatchObject({ label: "Menú del día", round: 0, total: 36000 });
    const half = await part(place, { request: { way: "equal", among: 2 } });
    expect(half.json.part.amount).toBe(18000);

    const listed = await operatorTabs(brandRequest(SLUG, "/api/v1/operator/tabs", { headers: { authorization: `Bearer ${OPERATOR}` } })).then(read);
    const mine = listed.json.tabs.find((x: { id: number }) => x.id === entered.json.tab.id);
    expect(mine).toMatchObject({ place: { kind: "table", code: "s1" }, held: 18000 });
  });
});

const goPay = (id: number, partToken: string) =>
  webcheckout(
    new Request(`http://pedidos.mesas.co:3100/centro/webcheckout/tab/${id}?token=${partToken}`, { headers: { host: "pedidos.mesas.co:3100", "x-forwarded-for": `10.9.0.${phone++ & 255}` } }),
    params({ instance: SLUG, locale: "es", supplier_id: "centro", part_id: String(id) }),
  );

const gatewayEvent = (reference: string, status: string, amountInCents: number) => postGatewayEvent(sandboxEvent(reference, status, { amount: amountInCents }));

async function stockOf(productSupplierId: number) {
  const [row] = await db.current.db.select({ stock: t.productSuppliers.stock }).from(t.productSuppliers).where(eq(t.productSuppliers.id, productSupplierId));
  return row!.stock!;
}

async function brandId(slug: string) {
  const [row] = await db.current.db.select({ id: t.instances.id }).from(t.instances).where(eq(t.instances.slug, slug));
  return row?.id;
}

/** The product_supplier ids of "centro", by product key: the brand sells the same products at four branches. */
async function centroIds() {
  const rows = await db.current.db
    .select({ id: t.productSuppliers.id, key: t.products.key })
    .from(t.productSuppliers)
    .innerJoin(t.products, eq(t.products.id, t.productSuppliers.productId))
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.productSuppliers.supplierId))
    .where(and(eq(t.productSuppliers.instanceId, instanceId), eq(t.suppliers.slug, "centro")));
  return Object.fromEntries(rows.map((row) => [row.key, row.id])) as Record<string, number>;
}
