import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { paymentAccountBody } from "@/lib/domain/payments/gateway-account";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { setPaymentAccount } from "@/lib/server/payments/payment-account";
import { brand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { STAND_IN_ACCOUNTS, startMercadoPagoStandIn, type MercadoPagoStandIn } from "@/tests/helpers/mercadopago-stand-in.mjs";
import { params } from "@/tests/helpers/requests";
import { makeStaff, signInAs, staffRequest } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { POST } from "./route";

/*
 * Refunds of a brand's own Mercado Pago payments go through its refunds API (the stand-in here): the amount in the
 * currency's major units, the brand's access token as Bearer, our refund's key as X-Idempotency-Key; a gateway that
 * does not answer leaves the refund pending, and the same request asks again once it is back — money leaves once.
 */
process.env.PAYMENT_SECRETS_KEY = randomBytes(32).toString("base64");
let standIn: MercadoPagoStandIn;
/** what the refund code logged when the gateway did not answer */
const warnings: string[] = [];
// before the database (and the first read of the environment): the stand-in's URL is the API's
beforeAll(async () => {
  standIn = await startMercadoPagoStandIn();
  process.env.MERCADOPAGO_API_URL = standIn.url;
  jest.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(" ")));
});
afterAll(() => standIn.close());

const db = withTestDatabase();
let instanceId: number;
let owner: string;

beforeAll(async () => {
  const file = brand("reembolsos", { currency: "MXN" });
  file.branches[0]!.pay = { take_away: true };
  ({ instanceId } = await importBrand(db.current.db, file));
  await setPaymentAccount(instanceId, paymentAccountBody.parse({ gateway: "mercadopago", ...STAND_IN_ACCOUNTS.mx }), { by: null });
  await makeStaff(instanceId, "owner@reembolsos.mx", "owner");
  owner = await signInAs("reembolsos", "owner@reembolsos.mx");
});

let count = 0;
/** A card order paid at Mercado Pago (its payment in the stand-in, approved, of the brand's account): its payment's id and Mercado Pago's. */
async function paidAtMercadoPago() {
  const { order } = (await placeOrder("reembolsos", checkoutBody(await factoryIds(db.current.db, instanceId), { payment_method: "card" }))).json;
  const [row] = await db.current.db.select().from(t.orders).where(eq(t.orders.id, order.id));
  const mpId = 1_399_000_000 + (count += 1);
  const [payment] = await db.current.db
    .insert(t.payments)
    .values({ instanceId, orderId: order.id, gateway: "mercadopago", reference: `${order.id}-m${count}`, method: "card", amount: row!.total, currency: "MXN", status: "approved", transactionId: String(mpId) })
    .returning();
  await db.current.db.update(t.orders).set({ status: "approved" }).where(eq(t.orders.id, order.id));
  standIn.payments.set(String(mpId), { id: mpId, status: "approved", external_reference: payment!.reference, transaction_amount: row!.total / 100, currency_id: "MXN", payment_type_id: "credit_card", preference_id: "none", token: STAND_IN_ACCOUNTS.mx.access_token });
  // the staff API speaks major units (pesos), as Mercado Pago does
  return { paymentId: payment!.id, mpId, total: row!.total / 100 };
}

const refund = (paymentId: number, amount: number, key: string, reason = "Producto agotado") =>
  POST(staffRequest("reembolsos", `/api/staff/payments/${paymentId}/refunds`, { method: "POST", token: owner, body: { amount, reason }, headers: { "idempotency-key": key } }), params({ id: String(paymentId) }));
const rowsOf = (paymentId: number) => db.current.db.select().from(t.refunds).where(and(eq(t.refunds.instanceId, instanceId), eq(t.refunds.paymentId, paymentId)));
const refundsAt = (mpId: number) => standIn.refunds.filter((done) => done.payment_id === mpId).map(({ amount, status }) => ({ amount, status }));

it("refunds part of a Mercado Pago payment in pesos, then the rest, and refuses more than was paid", async () => {
  const { paymentId, mpId, total } = await paidAtMercadoPago();
  const part = await refund(paymentId, 10.5, "mp-part-1");
  expect(part.status).toBe(201);
  expect((await part.json()).refund).toMatchObject({ status: "approved", gateway: "mercadopago", gateway_ref: expect.stringMatching(/^\d+$/), amount: 10.5 });
  expect((await rowsOf(paymentId))[0]).toMatchObject({ amount: 1_050, currency: "MXN" });
  expect(refundsAt(mpId)).toEqual([{ amount: 10.5, status: "approved" }]);

  // beyond what is left: refused here, Mercado Pago never asked
  expect((await refund(paymentId, total, "mp-part-2")).status).toBe(409);
  expect(refundsAt(mpId)).toHaveLength(1);

  const left = Math.round(total * 100 - 1_050) / 100;
  const rest = await refund(paymentId, left, "mp-part-3");
  expect(rest.status).toBe(201);
  expect((await rest.json()).refund).toMatchObject({ status: "approved", amount: left });
  expect(refundsAt(mpId)).toEqual([{ amount: 10.5, status: "approved" }, { amount: left, status: "approved" }]);
  expect(standIn.payments.get(String(mpId))!.status).toBe("refunded");
  expect((await refund(paymentId, 0.01, "mp-part-4")).status).toBe(409);
});

it("refunds once when the same request is sent again", async () => {
  const { paymentId, mpId } = await paidAtMercadoPago();
  expect((await refund(paymentId, 5, "mp-retry-1")).status).toBe(201);
  const again = await refund(paymentId, 5, "mp-retry-1");
  expect(again.status).toBe(200);
  expect((await again.json()).refund).toMatchObject({ status: "approved", amount: 5 });
  expect(refundsAt(mpId)).toEqual([{ amount: 5, status: "approved" }]);
  expect(await rowsOf(paymentId)).toHaveLength(1);
});

it("sends the refund's key to Mercado Pago: a refund whose answer was lost is not made twice when asked again", async () => {
  const { paymentId, mpId } = await paidAtMercadoPago();
  standIn.control.refundAnswerLost = true;
  const first = await refund(paymentId, 7.25, "mp-lost-1");
  expect((await first.json()).refund.status).toBe("pending");
  standIn.control.refundAnswerLost = false;
  const again = await refund(paymentId, 7.25, "mp-lost-1");
  expect(again.status).toBe(200);
  const made = standIn.refunds.filter((done) => done.payment_id === mpId);
  expect(made).toHaveLength(1);
  expect((await again.json()).refund).toMatchObject({ status: "approved", amount: 7.25, gateway_ref: String(made[0]!.id) });
});

it("keeps a refund pending while Mercado Pago does not answer, and refunds once when the same request comes back", async () => {
  const { paymentId, mpId, total } = await paidAtMercadoPago();
  standIn.control.refundFailure = 503;
  const first = await refund(paymentId, total, "mp-down-1");
  expect(first.status).toBe(201);
  expect((await first.json()).refund.status).toBe("pending");
  expect(warnings.some((line) => line.includes("mercadopago did not answer"))).toBe(true);
  // a pending refund counts: nothing more may be refunded meanwhile
  expect((await refund(paymentId, 0.01, "mp-down-2")).status).toBe(409);
  // too many calls is no verdict either: still pending, nothing given back
  standIn.control.refundFailure = 429;
  expect((await (await refund(paymentId, total, "mp-down-1")).json()).refund.status).toBe("pending");

  standIn.control.refundFailure = null;
  const again = await refund(paymentId, total, "mp-down-1");
  expect(again.status).toBe(200);
  expect((await again.json()).refund.status).toBe("approved");
  expect((await refund(paymentId, total, "mp-down-1")).status).toBe(200);
  expect(refundsAt(mpId)).toEqual([{ amount: total, status: "approved" }]);
  expect((await rowsOf(paymentId)).map((row) => row.status)).toEqual(["approved"]);
});

it("records Mercado Pago's refusal as a declined refund that gives its amount back", async () => {
  const { paymentId, mpId } = await paidAtMercadoPago();
  // a payment Mercado Pago holds as not approved (charged back, say): it refuses the refund
  standIn.payments.get(String(mpId))!.status = "charged_back";
  const answer = await refund(paymentId, 10, "mp-refused-1");
  expect((await answer.json()).refund).toMatchObject({ status: "declined" });
  expect((await rowsOf(paymentId))[0]).toMatchObject({ status: "declined", gatewayMessage: expect.stringContaining("Invalid payment status") });
  expect(refundsAt(mpId)).toEqual([]);
});
