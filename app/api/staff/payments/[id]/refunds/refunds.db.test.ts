import { and, eq } from "drizzle-orm";
import { GET as auditLog } from "@/app/api/staff/audit/route";
import { GET as orderPayments } from "@/app/api/staff/orders/[id]/payments/route";
import { GET as dinerOrder } from "@/app/api/v1/orders/[id]/route";
import { GET as salesCsv } from "@/app/api/v1/operator/sales.csv/route";
import { minor } from "@/lib/domain/money/minor";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { postGatewayEvent, sandboxEvent } from "@/tests/helpers/gateway-events";
import { brandRequest, params } from "@/tests/helpers/requests";
import { makeStaff, signInAs, staffRequest } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { POST } from "./route";

/*
 * An owner or a manager gives back money taken online, through the sandbox gateway (the deployment's): in part or in
 * full, once per request however often it is sent, never beyond what was paid less what was refunded; a waiter is
 * refused; the activity log names who refunded; a full refund voids an order the kitchen had not taken up.
 */
const db = withTestDatabase();
let instanceId: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const file = brand("reembolsos");
  file.branches[0]!.pay = { take_away: true };
  ({ instanceId } = await importBrand(db.current.db, file));
  for (const role of ["owner", "manager", "waiter", "kitchen"] as const) await makeStaff(instanceId, `${role}@reembolsos.co`, role);
  for (const role of ["owner", "manager", "waiter", "kitchen"]) tokens[role] = await signInAs("reembolsos", `${role}@reembolsos.co`);
});

let references = 0;
/** A take-away order paid by card at the sandbox, as its approved event tells: its id, its payment's and its total. */
async function paidOrder(): Promise<{ orderId: number; paymentId: number; total: number; token: string }> {
  const placed = await placeOrder("reembolsos", checkoutBody(await factoryIds(db.current.db, instanceId), { payment_method: "card" }));
  expect(placed.status).toBe(201);
  const orderId: number = placed.json.order.id;
  const reference = `${orderId}-refund-${(references += 1)}`;
  const [payment] = await db.current.db
    .insert(t.payments)
    .values({ instanceId, orderId, gateway: "sandbox", reference, method: "card", amount: (await orderOf(orderId)).total, currency: "COP", status: "pending" })
    .returning();
  await db.current.db.update(t.orders).set({ status: "pending" }).where(eq(t.orders.id, orderId));
  expect((await postGatewayEvent(sandboxEvent(reference, "APPROVED", { amount: payment!.amount * 100 }))).status).toBe(200);
  return { orderId, paymentId: payment!.id, total: payment!.amount, token: placed.json.order.access_token };
}

let keys = 0;
const refund = (paymentId: number, body: unknown, { who = "owner", key = `refund-key-${(keys += 1)}` }: { who?: string; key?: string | null } = {}) =>
  POST(staffRequest("reembolsos", `/api/staff/payments/${paymentId}/refunds`, { method: "POST", token: tokens[who], body, headers: key ? { "idempotency-key": key } : {} }), params({ id: String(paymentId) }));
const orderOf = async (orderId: number) => (await db.current.db.select().from(t.orders).where(eq(t.orders.id, orderId)))[0]!;
const refundRows = (paymentId: number) => db.current.db.select().from(t.refunds).where(and(eq(t.refunds.instanceId, instanceId), eq(t.refunds.paymentId, paymentId)));

it("refunds part of a paid order, then the rest, and no more than was paid", async () => {
  const { orderId, paymentId, total, token } = await paidOrder();
  expect((await orderOf(orderId)).status).toBe("approved");
  const diner = async () => (await (await dinerOrder(brandRequest("reembolsos", `/api/v1/orders/${orderId}?token=${token}`), params({ id: String(orderId) }))).json()).order;
  expect(await diner()).toMatchObject({ refunded: 0, payment_state: "approved" });
  const rest = total - 10_000;

  const part = await refund(paymentId, { amount: 10_000, reason: "Faltó una arepa" });
  expect(part.status).toBe(201);
  expect((await part.json()).refund).toMatchObject({ payment_id: paymentId, amount: 10_000, currency: "COP", status: "approved", gateway: "sandbox", gateway_ref: expect.stringMatching(/^sbx_rf_/), reason: "Faltó una arepa" });

  const over = await refund(paymentId, { amount: rest + 1, reason: "Todo" });
  expect(over.status).toBe(409);
  expect((await over.json()).error).toMatchObject({ code: "refund_above_paid", refundable: rest });

  const listed = await orderPayments(staffRequest("reembolsos", `/api/staff/orders/${orderId}/payments`, { token: tokens.manager }), params({ id: String(orderId) }));
  expect((await listed.json()).payments).toEqual([expect.objectContaining({ id: paymentId, amount: total, refunded: 10_000, refundable: rest, refunds: [expect.objectContaining({ amount: 10_000 })] })]);

  expect((await diner()).refunded).toBe(10_000);
  expect((await refund(paymentId, { amount: rest, reason: "El resto" }, { who: "manager" })).status).toBe(201);
  expect((await refund(paymentId, { amount: 1, reason: "Uno más" })).status).toBe(409);
  expect((await refundRows(paymentId)).map((row) => [row.amount, row.status])).toEqual([
    [10_000, "approved"],
    [rest, "approved"],
  ]);
  // refunded in full before the kitchen took it up: product §4's voided, and off the pass
  expect(await orderOf(orderId)).toMatchObject({ status: "voided", progress: "canceled" });
  // the diner reads what came back, and is not offered to pay again
  expect(await diner()).toMatchObject({ refunded: total, payable: false, progress: "canceled" });
  // the sales export carries it, on the order's first line
  const csv = await (await salesCsv(staffRequest("reembolsos", "/api/v1/operator/sales.csv", { token: tokens.owner }))).text();
  const line = csv.split("\r\n").find((row) => row.startsWith(`${orderId},`));
  expect(line?.split(",").at(-1)).toBe(String(total));
});

it("refunds once per Idempotency-Key, however often the request is sent, even at once", async () => {
  const { paymentId } = await paidOrder();
  const body = { amount: 5_000, reason: "Doble clic" };
  const [first, second] = await Promise.all([refund(paymentId, body, { key: "double-click-1" }), refund(paymentId, body, { key: "double-click-1" })]);
  expect([first.status, second.status].sort()).toEqual([200, 201]);
  const again = await refund(paymentId, body, { key: "double-click-1" });
  expect(again.status).toBe(200);
  expect((await again.json()).refund.id).toBe((await first.json()).refund.id);
  expect(await refundRows(paymentId)).toHaveLength(1);

  // the same key for another refund is the caller's mistake
  expect((await refund(paymentId, { ...body, amount: 6_000 }, { key: "double-click-1" })).status).toBe(422);
  // without a key there is no telling a retry from a new refund
  expect((await refund(paymentId, body, { key: null })).status).toBe(400);
});

it("never lets two refunds with other keys at once go beyond what was paid", async () => {
  const { paymentId } = await paidOrder();
  const answers = await Promise.all([refund(paymentId, { amount: 20_000, reason: "A" }), refund(paymentId, { amount: 20_000, reason: "B" })]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  expect(await refundRows(paymentId)).toHaveLength(1);
});

it("refuses a waiter and the kitchen (403), an amount of nothing (400) and a payment not taken", async () => {
  const { paymentId } = await paidOrder();
  for (const who of ["waiter", "kitchen"]) expect((await refund(paymentId, { amount: 1_000, reason: "No" }, { who })).status).toBe(403);
  expect((await refund(paymentId, { amount: 0, reason: "Cero" })).status).toBe(400);
  expect((await refund(paymentId, { amount: 1_000, reason: "  " })).status).toBe(400);
  expect((await refund(999_999, { amount: 1_000, reason: "Otro" })).status).toBe(404);
  expect(await refundRows(paymentId)).toHaveLength(0);

  const [pending] = await db.current.db.insert(t.payments).values({ instanceId, orderId: (await paidOrder()).orderId, gateway: "sandbox", reference: "pending-one", method: "card", amount: minor(1_000), currency: "COP", status: "pending" }).returning();
  const notTaken = await refund(pending!.id, { amount: 1_000, reason: "No pagó" });
  expect(notTaken.status).toBe(409);
  expect((await notTaken.json()).error.code).toBe("payment_not_refundable");
});

it("names who refunded, how much and why in the activity log", async () => {
  const { orderId, paymentId } = await paidOrder();
  await refund(paymentId, { amount: 2_000, reason: "Cortesía" }, { who: "manager" });
  const log = await (await auditLog(staffRequest("reembolsos", "/api/staff/audit", { token: tokens.owner }))).json();
  const entry = log.entries.find((row: { action: string; subject_id: string }) => row.action === "payment.refund_approved" && row.subject_id === String(orderId));
  expect(entry).toMatchObject({ account: { name: "manager", email: "manager@reembolsos.co" }, subject_type: "order", detail: expect.objectContaining({ amount: 2_000, reason: "Cortesía", gateway: "sandbox" }) });
});
