import { and, eq } from "drizzle-orm";
import { GET as webcheckout } from "@/app/[instance]/[locale]/(site)/[supplier_id]/webcheckout/[order_id]/route";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { postGatewayEvent, sandboxEvent } from "@/tests/helpers/gateway-events";
import { params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";

const db = withTestDatabase();
let ids: Awaited<ReturnType<typeof factoryIds>>;
let instanceId: number;

beforeAll(async () => {
  const file = brand("pagos");
  file.branches[0]!.pay = { take_away: true };
  ({ instanceId } = await importBrand(db.current.db, file));
  ids = await factoryIds(db.current.db, instanceId);
});

/** A card order (2 × 13.000 + 10 % tip = 28.600 COP) and its first attempt at the sandbox gateway. */
async function cardOrderWithAttempt() {
  const { json } = await placeOrder("pagos", checkoutBody(ids, { payment_method: "card" }));
  const order = json.order;
  const response = await goPay(order.id, order.access_token);
  const reference = new URL(response.headers.get("location")!).searchParams.get("reference")!;
  return { order, reference };
}

const goPay = (id: number, token: string) =>
  webcheckout(
    new Request(`http://pedidos.pagos.co:3100/centro/webcheckout/${id}?token=${token}`, { headers: { host: "pedidos.pagos.co:3100" } }),
    params({ instance: "pagos", locale: "es", supplier_id: "centro", order_id: String(id) }),
  );

const event = (reference: string, status: string, options: { amount?: number; currency?: string; transaction?: string; secret?: string; method?: string } = {}) =>
  sandboxEvent(reference, status, { amount: 2_860_000, ...options });
const send = postGatewayEvent;

/** Fisher–Yates with a small seeded generator, so a failing order of delivery can be replayed. */
function shuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const orderRow = async (id: number) => (await db.current.db.select().from(t.orders).where(and(eq(t.orders.instanceId, instanceId), eq(t.orders.id, id))))[0]!;

describe("paying through the gateway", () => {
  it("sends the diner to the hosted checkout with a signed amount and moves the order to pending", async () => {
    const { json } = await placeOrder("pagos", checkoutBody(ids, { payment_method: "card" }));
    expect(json.order.status).toBe("precheckout");
    const response = await goPay(json.order.id, json.order.access_token);
    expect(response.status).toBe(303);
    const target = new URL(response.headers.get("location")!);
    expect(target.origin).toBe("http://pay.localhost:3100");
    expect(target.searchParams.get("amount-in-cents")).toBe("2860000");
    expect(target.searchParams.get("signature:integrity")).toMatch(/^[0-9a-f]{64}$/);
    expect(target.searchParams.get("redirect-url")).toBe(`http://pedidos.pagos.co:3100/centro/order/${json.order.id}?token=${json.order.access_token}`);
    expect((await orderRow(json.order.id)).status).toBe("pending");
  });

  it("applies a webhook replayed 5 times in shuffled order exactly once", async () => {
    const { order, reference } = await cardOrderWithAttempt();
    const pending = event(reference, "PENDING");
    const approved = event(reference, "APPROVED");
    const deliveries = Array.from({ length: 5 }, () => [pending, approved]).flat();
    // A fixed shuffle that delivers the approval before some of the pendings.
    const shuffled = [approved, pending, pending, approved, approved, pending, approved, pending, pending, approved];
    expect(shuffled).toHaveLength(deliveries.length);

    const outcomes: string[] = [];
    for (const body of shuffled) {
      const response = await send(body);
      expect(response.status).toBe(200);
      outcomes.push((await response.json()).outcome);
    }
    expect(outcomes.filter((o) => o === "applied")).toHaveLength(1);
    expect(outcomes[0]).toBe("applied");
    expect(outcomes.slice(1).every((o) => o === "duplicate" || o === "stale")).toBe(true);
    expect(outcomes[1]).toBe("stale"); // a PENDING after the APPROVED never undoes it
    expect((await orderRow(order.id)).status).toBe("approved");
  });

  it.each([1, 2, 3, 4, 5])("applies exactly one change whatever the order of delivery (shuffle seed %i)", async (seed) => {
    const { order, reference } = await cardOrderWithAttempt();
    const copies = Array.from({ length: 5 }, () => [event(reference, "PENDING"), event(reference, "APPROVED")]).flat();
    const outcomes: string[] = [];
    for (const body of shuffle(copies, seed)) outcomes.push((await (await send(body)).json()).outcome);
    expect(outcomes.filter((o) => o === "applied")).toHaveLength(1);
    expect((await orderRow(order.id)).status).toBe("approved");
    expect(await db.current.db.$count(t.paymentEvents, eq(t.paymentEvents.reference, reference))).toBe(10); // every distinct event recorded once: five PENDING and five APPROVED timestamps
  });

  it("never marks an order paid when the amount or the currency differ", async () => {
    const { order, reference } = await cardOrderWithAttempt();
    for (const body of [event(reference, "APPROVED", { amount: 100 }), event(reference, "APPROVED", { currency: "USD" })]) {
      const response = await send(body);
      expect(await response.json()).toEqual({ outcome: "mismatch" });
    }
    expect((await orderRow(order.id)).status).toBe("pending");
  });

  it("refuses events that are not signed with the gateway's secret, and gateways that are not configured", async () => {
    const { order, reference } = await cardOrderWithAttempt();
    expect((await send(event(reference, "APPROVED", { secret: "guessed-secret" }))).status).toBe(401);
    const unsigned = event(reference, "APPROVED");
    unsigned.signature.checksum = "";
    expect((await send(unsigned)).status).toBe(401);
    expect((await send(event(reference, "APPROVED"), "wompi")).status).toBe(404);
    expect((await send({ hello: "world" })).status).toBe(400);
    expect((await orderRow(order.id)).status).toBe("pending");
  });

  it("keeps a declined order and lets the diner try a new payment", async () => {
    const { order, reference } = await cardOrderWithAttempt();
    await send(event(reference, "DECLINED"));
    expect((await orderRow(order.id)).status).toBe("declined");

    const retry = await goPay(order.id, order.access_token);
    const second = new URL(retry.headers.get("location")!).searchParams.get("reference")!;
    expect(second).not.toBe(reference);
    expect((await orderRow(order.id)).status).toBe("pending");
    await send(event(second, "APPROVED"));
    expect((await orderRow(order.id)).status).toBe("approved");
    // A late event of the first attempt changes nothing.
    expect(await (await send(event(reference, "ERROR"))).json()).toEqual({ outcome: "stale" });
    expect((await orderRow(order.id)).status).toBe("approved");
  });

  it("keeps the method the diner paid with on the gateway's page, so a refusal names what to fix and a new attempt opens on it", async () => {
    const { order, reference } = await cardOrderWithAttempt();
    await send(event(reference, "ERROR", { method: "NEQUI" }));
    expect(await orderRow(order.id)).toMatchObject({ status: "error", paymentMethod: "nequi" });

    const retry = new URL((await goPay(order.id, order.access_token)).headers.get("location")!);
    expect(retry.searchParams.get("payment-method")).toBe("nequi");
    // a method we do not offer leaves the attempt's own
    await send(event(retry.searchParams.get("reference")!, "DECLINED", { method: "BANCOLOMBIA_TRANSFER" }));
    expect(await orderRow(order.id)).toMatchObject({ status: "declined", paymentMethod: "nequi" });
  });

  it("reuses the attempt still open on reloads and prefetches, and opens a new one once the gateway refused it", async () => {
    const { order, reference } = await cardOrderWithAttempt();
    const referenceOf = async () => new URL((await goPay(order.id, order.access_token)).headers.get("location")!).searchParams.get("reference");
    const attempts = async () => (await db.current.db.select().from(t.payments).where(and(eq(t.payments.instanceId, instanceId), eq(t.payments.orderId, order.id)))).length;
    expect(await referenceOf()).toBe(reference);
    expect(await Promise.all([referenceOf(), referenceOf(), referenceOf()])).toEqual([reference, reference, reference]);
    expect(await attempts()).toBe(1);

    await send(event(reference, "DECLINED"));
    const second = await referenceOf();
    expect(second).not.toBe(reference);
    expect(await referenceOf()).toBe(second);
    expect(await attempts()).toBe(2);

    await send(event(second!, "ERROR"));
    const third = await referenceOf();
    expect([reference, second]).not.toContain(third);
    expect(await attempts()).toBe(3);
  });

  it("does not open a payment for a paid, in-person, too old or unknown order", async () => {
    const back = async (id: number, token: string) => new URL((await goPay(id, token)).headers.get("location")!);

    const { order, reference } = await cardOrderWithAttempt();
    await send(event(reference, "APPROVED"));
    expect((await back(order.id, order.access_token)).searchParams.get("notice")).toBe("already_paid");

    const cash = (await placeOrder("pagos", checkoutBody(ids))).json.order;
    expect((await back(cash.id, cash.access_token)).searchParams.get("notice")).toBe("not_online");

    const old = (await placeOrder("pagos", checkoutBody(ids, { payment_method: "card" }))).json.order;
    await db.current.db.update(t.orders).set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) }).where(eq(t.orders.id, old.id));
    const refused = await back(old.id, old.access_token);
    expect(refused.pathname).toBe(`/centro/order/${old.id}`);
    expect(refused.searchParams.get("notice")).toBe("unpayable");
    expect(await db.current.db.select().from(t.payments).where(eq(t.payments.orderId, old.id))).toHaveLength(0);

    expect((await back(old.id, "not-the-token")).searchParams.get("notice")).toBe("not_found");
  });
});
