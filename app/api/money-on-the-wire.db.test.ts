import { GET as getCachedMenu } from "@/app/api/cached/v1/menu/[supplier]/[...service]/route";
import { POST as checkCoupon } from "@/app/api/v1/coupons/check/route";
import { POST as locate } from "@/app/api/v1/delivery-zone/route";
import { GET as getMenu } from "@/app/api/v1/menu/[supplier]/[...service]/route";
import { GET as getBoard } from "@/app/api/v1/operator/orders/route";
import { importBrand } from "@/lib/server/brands/import-brand";
import { brand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder, testAddress } from "@/tests/helpers/checkout";
import { operatorKey, OPERATOR_SECRET } from "@/tests/helpers/operator-key";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";

/*
 * Every wire format product §7 lists, in major units, for a currency with centavos: the app holds minor units
 * (8950) and only the serializer writes 89.5. In COP, whose minor unit is the peso, a missed conversion
 * would go unnoticed; in MXN it is off by a hundred.
 */

const db = withTestDatabase();
let ids: Record<string, number>;

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  const file = brand("luna", { currency: "MXN", country_code: "MX" });
  file.instance.flags = { "enable-minimum-order-value": true };
  const arepa = file.menu.products.find((p) => p.key === "arepa-queso")!;
  arepa.price = 89.5;
  arepa.option_groups[0]!.options.find((o) => o.key === "pina")!.price = 12.5;
  Object.assign(file.menu.products.find((p) => p.key === "limonada")!, { price: 45.5, promo_price: 39.9 });
  file.polygons = file.polygons.map((zone) => ({ ...zone, delivery_price: 25.5, minimum_order_value: 250 }));
  file.coupons = [{ code: "luna20", kind: "amount", value: 20.5, min_subtotal: 100.5, active: true }];
  const { instanceId } = await importBrand(db.current.db, file);
  ids = await factoryIds(db.current.db, instanceId);
});

const post = (handler: (request: Request) => Promise<Response>, path: string, body: unknown) =>
  handler(brandRequest("luna", path, { method: "POST", body: JSON.stringify(body) })).then(async (response) => ({ status: response.status, json: await response.json() }));

describe("money on the wire, in major units (MXN)", () => {
  it("menu: price, promo and option prices", async () => {
    for (const get of [getMenu, getCachedMenu]) {
      const response = await get(brandRequest("luna", "/api/v1/menu/centro/take_away.json"), params({ supplier: "centro", service: ["take_away.json"] }));
      const { menu, currency } = await response.json();
      expect(currency).toBe("MXN");
      const byId = (id: number | undefined) => menu.products.find((p: { id: number }) => p.id === id);
      expect(byId(ids["arepa-queso"])).toMatchObject({ price: 89.5, promo: null, option_groups: [{ options: [{ price: 0 }, { price: 12.5 }] }] });
      expect(byId(ids.limonada)).toMatchObject({ price: 45.5, promo: 39.9 });
    }
  });

  it("delivery zone: its delivery price and minimum order", async () => {
    const { json } = await post(locate, "/api/v1/delivery-zone", { lat: 4.6, lng: -74.07 });
    expect(json.polygon).toMatchObject({ delivery_price: 25.5, minimum_order_value: 250 });
  });

  it("coupon check: the subtotal asked about, the discount and the minimum of a refusal", async () => {
    expect(await post(checkCoupon, "/api/v1/coupons/check", { code: "luna20", subtotal: 204 })).toEqual({ status: 200, json: { code: "luna20", discount: 20.5 } });
    const refused = await post(checkCoupon, "/api/v1/coupons/check", { code: "luna20", subtotal: 100.49 });
    expect(refused.json.error).toMatchObject({ code: "coupon_below_minimum", minimum: 100.5 });
  });

  it("order JSON: totals and lines", async () => {
    // (89.50 + 12.50 piña) × 2 − 20.50, and the default 10 % tip on the subtotal (cash too); Mexico has no impoconsumo
    const { status, json } = await placeOrder("luna", checkoutBody(ids, { coupon_code: "luna20" }));
    expect(status).toBe(201);
    expect(json.order).toMatchObject({ currency: "MXN", subtotal: 204, discount: 20.5, delivery_price: 0, tip: 20.4, consumption_tax: 0, total: 203.9 });
    expect(json.order.lines).toEqual([expect.objectContaining({ unit_price: 102, quantity: 2, total: 204 })]);
  });

  it("staff board: an order's total", async () => {
    // one lemonade at its promo price, 39.90, and the default 10 % tip: 3.99
    const { json } = await placeOrder("luna", checkoutBody(ids, { lines: [{ product_supplier_id: ids.limonada, quantity: 1, options: {} }] }));
    const response = await getBoard(brandRequest("luna", "/api/v1/operator/orders?supplier=centro", { headers: { authorization: `Bearer ${operatorKey("luna")}` } }));
    const { orders } = await response.json();
    expect(orders.find((order: { id: number }) => order.id === json.order.id)).toMatchObject({ currency: "MXN", total: 43.89 });
  });

  it("checkout refusal: the minimum order and what is missing", async () => {
    const body = checkoutBody(ids, { service: "delivery", payment_method: "payment_on_delivery", polygon_id: ids.zone, address: testAddress, lines: [{ product_supplier_id: ids.limonada, quantity: 1, options: {} }] });
    const { status, json } = await placeOrder("luna", body);
    expect(status).toBe(422);
    // 250 − 39.90 at its promo price
    expect(json.error).toMatchObject({ code: "minimum_order", minimum: 250, missing: 210.1 });
  });
});
