import { and, eq } from "drizzle-orm";
import { GET as webcheckout } from "@/app/[instance]/[locale]/(site)/[supplier_id]/webcheckout/[order_id]/route";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { WompiStandIn } from "@/tests/helpers/wompi-stand-in.mjs";
import { POST } from "./route";

/** Wompi's API stand-in (tests/helpers/wompi-stand-in.mjs): GET /v1/transactions/{id} answers what `transactions` holds. */
const wompi = new WompiStandIn();
const transactions = wompi.transactions;
beforeAll(async () => {
  await wompi.start();
  // Set before anything reads the environment (env() parses it once).
  Object.assign(process.env, {
    PAYMENT_GATEWAY: "wompi",
    WOMPI_PUBLIC_KEY: "pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf",
    WOMPI_INTEGRITY_SECRET: "test_integrity_VMVbSQO6sgxO9ht3ZSqGJDYwzMk3VFJ9",
    WOMPI_EVENTS_SECRET: "test_events_2PDUmhMywUkvb1LvxYnayFbmofT7w39N",
    WOMPI_API_URL: wompi.url,
  });
});
afterAll(() => wompi.stop());

const db = withTestDatabase();
let ids: Awaited<ReturnType<typeof factoryIds>>;
let instanceId: number;

beforeAll(async () => {
  const file = brand("wompi");
  file.branches[0]!.pay = { take_away: true };
  ({ instanceId } = await importBrand(db.current.db, file));
  ids = await factoryIds(db.current.db, instanceId);
});

/** A card order (28.600 COP with the tip) sent to Wompi's checkout; its attempt's reference. */
async function orderAtWompi() {
  const { order } = (await placeOrder("wompi", checkoutBody(ids, { payment_method: "card" }))).json;
  const response = await webcheckout(
    new Request(`https://pedidos.wompi.co/centro/webcheckout/${order.id}?token=${order.access_token}`, { headers: { host: "pedidos.wompi.co" } }),
    params({ instance: "wompi", locale: "es", supplier_id: "centro", order_id: String(order.id) }),
  );
  const target = new URL(response.headers.get("location")!);
  return { order, target, reference: target.searchParams.get("reference")! };
}

const reconcile = async (id: number, token: string, transactionId: string) => {
  const response = await POST(
    brandRequest("wompi", `/api/v1/orders/${id}/reconcile?token=${token}`, { method: "POST", body: JSON.stringify({ transaction_id: transactionId }) }),
    params({ id: String(id) }),
  );
  return { status: response.status, json: await response.json() };
};
const statusOf = async (id: number) =>
  (await db.current.db.select({ status: t.orders.status }).from(t.orders).where(and(eq(t.orders.instanceId, instanceId), eq(t.orders.id, id))))[0]!.status;

describe("the Wompi adapter", () => {
  it("sends the diner to Wompi's Web Checkout with the brand's public key and a signed amount", async () => {
    const { target } = await orderAtWompi();
    expect(`${target.origin}${target.pathname}`).toBe("https://checkout.wompi.co/p/");
    expect(target.searchParams.get("public-key")).toBe("pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf");
    expect(target.searchParams.get("amount-in-cents")).toBe("2860000");
    expect(target.searchParams.get("signature:integrity")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("asks Wompi for the transaction the diner comes back with when its event has not arrived", async () => {
    const { order, reference } = await orderAtWompi();
    transactions.set("1234-1610641025-49201", { id: "1234-1610641025-49201", reference, amount_in_cents: 2860000, currency: "COP", status: "APPROVED" });
    const { status, json } = await reconcile(order.id, order.access_token, "1234-1610641025-49201");
    expect(status).toBe(200);
    expect(json.order).toMatchObject({ status: "approved", payment_state: "approved" });
    expect(await statusOf(order.id)).toBe("approved");
  });

  it("applies nothing Wompi does not know, nothing of another order, and no other amount", async () => {
    const mine = await orderAtWompi();
    const other = await orderAtWompi();
    transactions.set("tx-other", { id: "tx-other", reference: other.reference, amount_in_cents: 2860000, currency: "COP", status: "APPROVED" });
    transactions.set("tx-cheap", { id: "tx-cheap", reference: mine.reference, amount_in_cents: 100, currency: "COP", status: "APPROVED" });

    expect((await reconcile(mine.order.id, mine.order.access_token, "tx-unknown")).json.order.status).toBe("pending");
    expect((await reconcile(mine.order.id, mine.order.access_token, "tx-other")).json.order.status).toBe("pending");
    expect((await reconcile(mine.order.id, mine.order.access_token, "tx-cheap")).json.order.status).toBe("pending");
    expect(await statusOf(other.order.id)).toBe("pending");
    expect((await reconcile(mine.order.id, "not-the-token", "tx-other")).status).toBe(404);
  });
});
