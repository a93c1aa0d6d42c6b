import { and, eq } from "drizzle-orm";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import type { BoardOrder } from "@/lib/domain/orders/order-board-wire";
import { importBrand } from "@/lib/server/brands/import-brand";
import { forgetBrand } from "@/lib/server/cache/process-cache";
import { findInstanceConfigBySlug } from "@/lib/server/dal/instances";
import { orders, staffAudit, suppliers } from "@/lib/server/db/schema";
import { brand, otherBrand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { operatorKey, OPERATOR_SECRET } from "@/tests/helpers/operator-key";
import { brandRequest, params } from "@/tests/helpers/requests";
import { makeStaff, signInAs, staffRequest } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { PATCH } from "./[id]/route";
import { GET } from "./route";

/*
 * The staff console's orders board through the operator API: the console (a staff session) and integrations (the brand's
 * operator key) read a branch's live orders and move them; a kitchen account may move but never confirm a
 * payment; an account sees only its branches; every move is in the audit log; another brand's session is refused.
 */
const db = withTestDatabase();
let casa: InstanceConfig;
let ids: Record<string, number>;

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  const file = brand("casa");
  // online payment for take-away, so an unpaid card order can be placed
  file.branches[0]!.pay = { ...file.branches[0]!.pay, take_away: true };
  await importBrand(db.current.db, file);
  await importBrand(db.current.db, otherBrand("otra"));
  casa = (await findInstanceConfigBySlug("casa"))!;
  const otra = (await findInstanceConfigBySlug("otra"))!;
  ids = await factoryIds(db.current.db, casa.id);
  await makeStaff(casa.id, "cocina@casa.co", "kitchen");
  await makeStaff(casa.id, "caja@casa.co", "waiter");
  await makeStaff(casa.id, "lejos@casa.co", "waiter", [999_999]);
  await makeStaff(otra.id, "dueno@otra.co", "owner");
});

const board = async (token: string, branch = "centro", etag?: string) =>
  GET(staffRequest("casa", `/api/v1/operator/orders?supplier=${branch}`, { token, headers: etag ? { "if-none-match": etag } : {} }));
const move = (token: string, id: number, body: unknown) => PATCH(staffRequest("casa", `/api/v1/operator/orders/${id}`, { method: "PATCH", token, body }), params({ id: String(id) }));

it("shows a new in-person order on the board, answers 304 while nothing changed, and lets the kitchen move it along", async () => {
  const kitchen = await signInAs("casa", "cocina@casa.co");
  const placed = await placeOrder("casa", checkoutBody(ids));
  expect(placed.status).toBe(201);
  const id = placed.json.order.id as number;

  const first = await board(kitchen);
  expect(first.status).toBe(200);
  const listed = ((await first.json()) as { orders: BoardOrder[] }).orders.find((order) => order.id === id)!;
  expect(listed).toMatchObject({ service: "take_away", progress: "received", name: "Ana Pérez", lines: [{ quantity: 2 }] });
  const etag = first.headers.get("etag")!;
  expect((await board(kitchen, "centro", etag)).status).toBe(304);

  const moved = await move(kitchen, id, { progress: "accepted" });
  expect(moved.status).toBe(200);
  expect((await moved.json()).order.progress).toBe("accepted");
  // the board changed: the old ETag no longer holds
  expect((await board(kitchen, "centro", etag)).status).toBe(200);
  const entries = await db.current.db.select().from(staffAudit).where(and(eq(staffAudit.instanceId, casa.id), eq(staffAudit.subjectType, "order"), eq(staffAudit.subjectId, String(id))));
  expect(entries).toEqual([expect.objectContaining({ action: "order.moved", subjectType: "order", detail: { progress: ["received", "accepted"], via: "console" } })]);
});

it("never lets a kitchen account confirm a payment, and leaves the order as it was", async () => {
  const kitchen = await signInAs("casa", "cocina@casa.co");
  const id = (await placeOrder("casa", checkoutBody(ids))).json.order.id as number;
  const refused = await move(kitchen, id, { status: "approved" });
  expect(refused.status).toBe(403);
  expect((await refused.json()).error.code).toBe("forbidden");
  const [order] = await db.current.db.select().from(orders).where(eq(orders.id, id));
  expect(order!.status).not.toBe("approved");
});

it("keeps an account to its branches: another branch's board and orders are refused", async () => {
  const away = await signInAs("casa", "lejos@casa.co");
  const id = (await placeOrder("casa", checkoutBody(ids))).json.order.id as number;
  expect((await board(away)).status).toBe(403);
  const refused = await move(away, id, { progress: "accepted" });
  expect(refused.status).toBe(403);
  const [order] = await db.current.db.select().from(orders).where(eq(orders.id, id));
  expect(order!.progress).toBe("received");
});

it("refuses another brand's session and a change without the brand's Origin; an integration's key still works", async () => {
  const foreign = await signInAs("otra", "dueno@otra.co");
  expect((await board(foreign)).status).toBe(401);
  const kitchen = await signInAs("casa", "cocina@casa.co");
  const id = (await placeOrder("casa", checkoutBody(ids))).json.order.id as number;
  const forged = await PATCH(staffRequest("casa", `/api/v1/operator/orders/${id}`, { method: "PATCH", token: kitchen, origin: "https://evil.example", body: { progress: "accepted" } }), params({ id: String(id) }));
  expect(forged.status).toBe(403);
  expect((await forged.json()).error.code).toBe("csrf");

  const byKey = await GET(brandRequest("casa", "/api/v1/operator/orders?supplier=centro", { headers: { authorization: `Bearer ${operatorKey("casa")}` } }));
  expect(byKey.status).toBe(200);
  expect(((await byKey.json()) as { orders: BoardOrder[] }).orders.map((order) => order.id)).toContain(id);
});

it("shows each line's options, and keeps a handed-over cash order in the cashier's lane until its payment is confirmed", async () => {
  const kitchen = await signInAs("casa", "cocina@casa.co");
  const cashier = await signInAs("casa", "caja@casa.co");
  const listed = async (id: number) => ((await (await board(kitchen)).json()) as { orders: BoardOrder[] }).orders.find((order) => order.id === id);
  const [paid, unpaid] = [(await placeOrder("casa", checkoutBody(ids))).json.order.id as number, (await placeOrder("casa", checkoutBody(ids))).json.order.id as number];
  expect(await listed(paid)).toMatchObject({ lines: [{ quantity: 2, options: ["Piña"] }], awaits_payment: true, pays_first: false, round: false, payment_method: "cash_or_dataphone" });

  for (const id of [paid, unpaid]) for (const progress of ["accepted", "preparing", "ready", "completed"]) expect((await move(kitchen, id, { progress })).status).toBe(200);
  // handed over, not yet paid: still on the board, done in the kitchen
  expect(await listed(paid)).toMatchObject({ progress: "completed", awaits_payment: true });

  const confirmed = await move(cashier, paid, { status: "approved" });
  expect(confirmed.status).toBe(200);
  expect((await confirmed.json()).order.status).toBe("approved");
  expect(await listed(paid)).toBeUndefined();
  // the diner did not pay: refused, and off the board too
  expect((await move(cashier, unpaid, { status: "declined" })).status).toBe(200);
  expect(await listed(unpaid)).toBeUndefined();
  // a settled payment cannot be settled again the other way
  expect((await move(cashier, paid, { status: "declined" })).status).toBe(409);
  const entries = await db.current.db.select().from(staffAudit).where(and(eq(staffAudit.instanceId, casa.id), eq(staffAudit.action, "payment.status_changed"), eq(staffAudit.subjectId, String(paid))));
  expect(entries).toEqual([expect.objectContaining({ detail: { status: ["pending", "approved"], via: "console" } })]);
});

it("gives a food court's on-table order the pick-up steps, and a take-away its own, so the kitchen calls it ready", async () => {
  const kitchen = await signInAs("casa", "cocina@casa.co");
  const modeOfCentro = async (onTableClass: string) => {
    await db.current.db.update(suppliers).set({ onTableClass }).where(and(eq(suppliers.instanceId, casa.id), eq(suppliers.slug, "centro")));
    forgetBrand("casa");
  };
  await modeOfCentro("checkout_plazoleta");
  try {
    const placed = await placeOrder("casa", checkoutBody(ids, { service: "on_table" }));
    expect(placed.status).toBe(201);
    const listed = ((await (await board(kitchen)).json()) as { orders: BoardOrder[] }).orders;
    expect(listed.find((order) => order.id === placed.json.order.id)).toMatchObject({ service: "on_table", journey: "pickup" });
    expect(listed.every((order) => order.journey === "pickup")).toBe(true);
  } finally {
    await modeOfCentro("basic");
  }
  // in the default mode a table's order is served where the diner sits
  const served = ((await (await board(kitchen)).json()) as { orders: BoardOrder[] }).orders.filter((order) => order.service === "on_table");
  expect(served.map((order) => order.journey)).toEqual(served.map(() => "served"));
});

it("leaves online orders off the board until they are paid", async () => {
  const kitchen = await signInAs("casa", "cocina@casa.co");
  const placed = await placeOrder("casa", checkoutBody(ids, { payment_method: "card" }));
  expect(placed.status).toBe(201);
  const listed = ((await (await board(kitchen)).json()) as { orders: BoardOrder[] }).orders.map((order) => order.id);
  expect(listed).not.toContain(placed.json.order.id);
});

it("answers a malformed board or move with a 4xx, never a 5xx, and changes nothing", async () => {
  const kitchen = await signInAs("casa", "cocina@casa.co");
  const id = (await placeOrder("casa", checkoutBody(ids))).json.order.id as number;
  for (const query of ["", "?supplier=", `?supplier=${"x".repeat(81)}`, "?supplier=centro&extra=1", "?supplier=nowhere"]) {
    const response = await GET(staffRequest("casa", `/api/v1/operator/orders${query}`, { token: kitchen }));
    expect({ query, status: response.status }).toEqual({ query, status: query === "?supplier=nowhere" ? 404 : 400 });
  }
  for (const body of [{}, { progress: "cooking" }, { progress: "accepted", extra: 1 }, "not json", null]) {
    const response = await move(kitchen, id, body);
    expect({ body, status: response.status }).toEqual({ body, status: 400 });
  }
  const badId = await PATCH(staffRequest("casa", "/api/v1/operator/orders/abc", { method: "PATCH", token: kitchen, body: { progress: "accepted" } }), params({ id: "abc" }));
  expect(badId.status).toBe(400);
  const [order] = await db.current.db.select().from(orders).where(eq(orders.id, id));
  expect(order!.progress).toBe("received");
});
