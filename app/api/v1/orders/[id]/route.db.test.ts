import { PATCH } from "@/app/api/v1/operator/orders/[id]/route";
import { importBrand } from "@/lib/server/brands/import-brand";
import { brand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { GET } from "./route";

const db = withTestDatabase();
const OPERATOR = operatorKey("pedidos");
let order: { id: number; access_token: string };
let otherOrder: { id: number; access_token: string };

/** Two lemonades (2 × 6.000) to take away, paid in cash, through the real orders API. */
async function placeOrderAt(slug: string, instanceId: number) {
  const ids = await factoryIds(db.current.db, instanceId);
  return (await placeOrder(slug, checkoutBody(ids, { lines: [{ product_supplier_id: ids.limonada, quantity: 2, options: {} }] }))).json.order;
}

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  const mine = await importBrand(db.current.db, brand("pedidos"));
  const other = brand("ajena");
  other.domains = [];
  const theirs = await importBrand(db.current.db, other);
  order = await placeOrderAt("pedidos", mine.instanceId);
  otherOrder = await placeOrderAt("ajena", theirs.instanceId);
});

const read = (slug: string, id: number, token?: string) =>
  GET(brandRequest(slug, `/api/v1/orders/${id}${token ? `?token=${token}` : ""}`), params({ id: String(id) }));
const moveAt = (slug: string, id: number, body: unknown, key: string) =>
  PATCH(
    brandRequest(slug, `/api/v1/operator/orders/${id}`, { method: "PATCH", body: JSON.stringify(body), headers: { authorization: `Bearer ${key}` } }),
    params({ id: String(id) }),
  );
const move = (id: number, body: unknown, key = OPERATOR) => moveAt("pedidos", id, body, key);

describe("reading an order", () => {
  it("needs its access token; a wrong or missing token looks like no order at all", async () => {
    // 12.000 and the default 10 % tip
    const response = await read("pedidos", order.id, order.access_token);
    expect(response.status).toBe(200);
    expect((await response.json()).order).toMatchObject({ id: order.id, status: "pending", payment_state: "pending", progress: "received", total: 13200 });
    expect((await read("pedidos", order.id, "x".repeat(order.access_token.length))).status).toBe(404);
    expect((await read("pedidos", order.id)).status).toBe(404);
  });

  it("never shows another brand's order, even with its token", async () => {
    expect((await read("pedidos", otherOrder.id, otherOrder.access_token)).status).toBe(404);
  });
});

describe("the operator API", () => {
  it("refuses callers without the operator key", async () => {
    expect((await move(order.id, { progress: "accepted" }, "wrong-key-wrong-key-xx")).status).toBe(401);
  });

  it("takes only the brand's own key: another brand's key and the deployment secret are refused", async () => {
    const refused = await moveAt("ajena", otherOrder.id, { progress: "accepted" }, OPERATOR);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toBe("unauthorized");
    expect((await moveAt("ajena", otherOrder.id, { progress: "accepted" }, OPERATOR_SECRET)).status).toBe(401);
    expect((await move(order.id, { progress: "accepted" }, operatorKey("ajena"))).status).toBe(401);
    const own = await moveAt("ajena", otherOrder.id, { progress: "accepted" }, operatorKey("ajena"));
    expect(own.status).toBe(200);
    expect((await own.json()).order).toMatchObject({ id: otherOrder.id, progress: "accepted" });
  });

  it("moves an order, and the diner reads each change", async () => {
    expect((await move(order.id, { progress: "preparing" })).status).toBe(200);
    const paid = await move(order.id, { status: "approved", progress: "ready" });
    expect((await paid.json()).order).toMatchObject({ status: "approved", payment_state: "approved", progress: "ready" });
    const seen = await (await read("pedidos", order.id, order.access_token)).json();
    expect(seen.order).toMatchObject({ status: "approved", progress: "ready" });
  });

  it("refuses a payment status product §4 does not allow from the current one", async () => {
    const response = await move(order.id, { status: "pending" });
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe("invalid_transition");
  });

  it("answers 400 for unknown labels and 404 for another brand's order", async () => {
    expect((await move(order.id, { progress: "teleported" })).status).toBe(400);
    expect((await move(order.id, {})).status).toBe(400);
    expect((await move(otherOrder.id, { progress: "accepted" })).status).toBe(404);
  });
});
