import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import { minor } from "@/lib/domain/money/minor";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { wompiGateway } from "@/lib/server/payments/gateway";
import { refundPayment } from "@/lib/server/payments/refund";
import { brand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { params } from "@/tests/helpers/requests";
import { makeStaff, signInAs, staffRequest } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { WompiStandIn } from "@/tests/helpers/wompi-stand-in.mjs";
import { POST } from "./route";

/*
 * Refunds of the deployment's Wompi payments go through Wompi's void API (its stand-in here): the amount in cents,
 * the private key as Bearer, our refund's key; a gateway that does not answer leaves the refund pending, and the same
 * request asks again once it is back — money leaves once.
 */
const wompi = new WompiStandIn();
/** what the refund code logged when the gateway did not answer */
const warnings: string[] = [];
const KEYS = {
  PAYMENT_GATEWAY: "wompi",
  WOMPI_PUBLIC_KEY: "pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf",
  WOMPI_INTEGRITY_SECRET: "test_integrity_VMVbSQO6sgxO9ht3ZSqGJDYwzMk3VFJ9",
  WOMPI_EVENTS_SECRET: "test_events_2PDUmhMywUkvb1LvxYnayFbmofT7w39N",
};
beforeAll(async () => {
  await wompi.start();
  // before anything reads the environment (env() parses it once)
  Object.assign(process.env, { ...KEYS, WOMPI_PRIVATE_KEY: wompi.privateKey, WOMPI_API_URL: wompi.url });
  jest.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(" ")));
});
afterAll(() => wompi.stop());

const db = withTestDatabase();
let instanceId: number;
let owner: string;

beforeAll(async () => {
  const file = brand("anulaciones");
  file.branches[0]!.pay = { take_away: true };
  ({ instanceId } = await importBrand(db.current.db, file));
  await makeStaff(instanceId, "owner@anulaciones.co", "owner");
  owner = await signInAs("anulaciones", "owner@anulaciones.co");
});

let count = 0;
/** A card order paid at Wompi (its transaction in the stand-in, approved): its payment's id and transaction. */
async function paidAtWompi() {
  const { order } = (await placeOrder("anulaciones", checkoutBody(await factoryIds(db.current.db, instanceId), { payment_method: "card" }))).json;
  const [row] = await db.current.db.select().from(t.orders).where(eq(t.orders.id, order.id));
  const transaction = `12345-${(count += 1)}-wompi`;
  const [payment] = await db.current.db
    .insert(t.payments)
    .values({ instanceId, orderId: order.id, gateway: "wompi", reference: `${order.id}-w${count}`, method: "card", amount: row!.total, currency: "COP", status: "approved", transactionId: transaction })
    .returning();
  await db.current.db.update(t.orders).set({ status: "approved" }).where(eq(t.orders.id, order.id));
  wompi.transactions.set(transaction, { id: transaction, status: "APPROVED", payment_method_type: "CARD", amount_in_cents: row!.total * 100, currency: "COP", reference: payment!.reference });
  return { paymentId: payment!.id, transaction, total: row!.total };
}

const refund = (paymentId: number, amount: number, key: string, reason = "Producto agotado") =>
  POST(staffRequest("anulaciones", `/api/staff/payments/${paymentId}/refunds`, { method: "POST", token: owner, body: { amount, reason }, headers: { "idempotency-key": key } }), params({ id: String(paymentId) }));
const rowsOf = (paymentId: number) => db.current.db.select().from(t.refunds).where(and(eq(t.refunds.instanceId, instanceId), eq(t.refunds.paymentId, paymentId)));

it("voids part of a card payment at Wompi, in cents, with the private key and the refund's key", async () => {
  const { paymentId, transaction } = await paidAtWompi();
  const answer = await refund(paymentId, 10_000, "wompi-part-1");
  expect(answer.status).toBe(201);
  expect((await answer.json()).refund).toMatchObject({ status: "approved", gateway: "wompi", gateway_ref: expect.stringMatching(/^void_/), amount: 10_000 });
  expect(wompi.voids.filter((done) => done.transaction === transaction)).toEqual([{ transaction, amountInCents: 1_000_000, key: "wompi-part-1" }]);

  // beyond what is left: refused here, Wompi never asked
  expect((await refund(paymentId, 999_999, "wompi-part-2")).status).toBe(409);
  expect(wompi.voids.filter((done) => done.transaction === transaction)).toHaveLength(1);
});

it("keeps a refund pending while Wompi does not answer, and voids once when the same request comes back", async () => {
  const { paymentId, transaction, total } = await paidAtWompi();
  wompi.failWith = 503;
  const first = await refund(paymentId, total, "wompi-down-1");
  expect(first.status).toBe(201);
  expect((await first.json()).refund.status).toBe("pending");
  // a pending refund counts: nothing more may be refunded meanwhile
  expect((await refund(paymentId, 1, "wompi-down-2")).status).toBe(409);

  wompi.failWith = null;
  const again = await refund(paymentId, total, "wompi-down-1");
  expect(again.status).toBe(200);
  expect((await again.json()).refund.status).toBe("approved");
  expect((await refund(paymentId, total, "wompi-down-1")).status).toBe(200);
  expect(wompi.voids.filter((done) => done.transaction === transaction)).toEqual([{ transaction, amountInCents: total * 100, key: "wompi-down-1" }]);
  expect((await rowsOf(paymentId)).map((row) => row.status)).toEqual(["approved"]);
});

it("records Wompi's refusal as a declined refund that gives its amount back", async () => {
  const { paymentId, transaction } = await paidAtWompi();
  wompi.transactions.set(transaction, { ...wompi.transactions.get(transaction)!, payment_method_type: "NEQUI" });
  const answer = await refund(paymentId, 1_000, "wompi-nequi-1");
  expect({ refund: (await answer.json()).refund, warnings }).toMatchObject({ refund: { status: "declined" } });
  expect((await rowsOf(paymentId))[0]).toMatchObject({ status: "declined", gatewayMessage: expect.stringContaining("INPUT_VALIDATION_ERROR") });
});

it("refuses refunds where the Wompi account holds no private key", async () => {
  const { paymentId } = await paidAtWompi();
  const keyless = async () => wompiGateway({ publicKey: KEYS.WOMPI_PUBLIC_KEY, integritySecret: KEYS.WOMPI_INTEGRITY_SECRET, eventsSecret: KEYS.WOMPI_EVENTS_SECRET, test: true });
  await expect(refundPayment(instanceId, paymentId, { amount: minor(1_000), reason: "Sin llave", key: "keyless-1" }, { id: 1, branches: [] }, keyless)).rejects.toMatchObject({ code: "refund_unavailable" } satisfies Partial<ApiError>);
  expect(await rowsOf(paymentId)).toEqual([]);
});
