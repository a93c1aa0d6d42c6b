import { GET as summary } from "@/app/api/v1/operator/ratings/route";
import { PATCH as moveOrder } from "@/app/api/v1/operator/orders/[id]/route";
import { RATE_LIMITS } from "@/lib/domain/http/rate-limits";
import { importBrand } from "@/lib/server/brands/import-brand";
import { brand, otherBrand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { GET as readRate } from "../rates/[file]/route";
import { POST as rate } from "./route";

const db = withTestDatabase();
let client = 0;
const ids: Record<string, Record<string, number>> = {};

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  for (const [slug, asks] of [["califica", { rate_nps: true, rate_digitalmenu: true }], ["sencilla", {}]] as const) {
    const { instanceId } = await importBrand(db.current.db, brand(slug, asks));
    ids[slug] = await factoryIds(db.current.db, instanceId);
  }
  await importBrand(db.current.db, otherBrand("ajena"));
});

const from = () => ({ "x-forwarded-for": `10.5.${Math.floor((client += 1) / 250) % 250}.${client % 250}` });

const staffMove = (slug: string, id: number, body: unknown) =>
  moveOrder(brandRequest(slug, `/api/v1/operator/orders/${id}`, { method: "PATCH", body: JSON.stringify(body), headers: { authorization: `Bearer ${operatorKey(slug)}` } }), params({ id: String(id) }));

/** An order just placed, to be paid in person (the checkout body's cash). */
async function placedOrder(slug = "califica"): Promise<{ id: number; token: string }> {
  const placed = await placeOrder(slug, checkoutBody(ids[slug]!));
  expect(placed.status).toBe(201);
  return { id: placed.json.order.id, token: placed.json.order.access_token };
}

/** An order its diner can rate: placed, and its payment confirmed by staff (product §5: rated once paid). */
async function newOrder(slug = "califica"): Promise<{ id: number; token: string }> {
  const order = await placedOrder(slug);
  expect((await staffMove(slug, order.id, { status: "approved" })).status).toBe(200);
  return order;
}

const send = (order: { id: number; token: string }, body: unknown, slug = "califica") =>
  rate(brandRequest(slug, `/api/v1/rates.json?purchase_id=${order.id}&token=${encodeURIComponent(order.token)}`, { method: "POST", body: JSON.stringify({ rate: body }), headers: from() }));
const read = (order: { id: number; token: string }, slug = "califica") =>
  readRate(brandRequest(slug, `/api/v1/rates/${order.id}.json?token=${encodeURIComponent(order.token)}`, { headers: from() }), params({ file: `${order.id}.json` }));

describe("rating a purchase (product §2 /ratecluvi, §5, §7 rates)", () => {
  it("says what the brand asks, takes one rating with the order's token, and refuses a second", async () => {
    const order = await newOrder();
    const before = await (await read(order)).json();
    expect(before.rate).toMatchObject({ purchase_id: order.id, rateable: true, rating: null, asks: { nps: true, digital_menu: true }, supplier: { slug: "centro" } });

    const sent = await send(order, { rating: 9, nps: 10, digital_menu: 8, comment: "  Todo delicioso  ", name: "Ana", email: "ana@example.co" });
    expect(sent.status).toBe(201);
    expect((await sent.json()).rate.rating).toMatchObject({ rating: 9, nps: 10, digital_menu: 8, comment: "Todo delicioso" });
    expect((await (await read(order)).json()).rate).toMatchObject({ rateable: false, rating: { rating: 9 } });

    const again = await send(order, { rating: 1, nps: 0, digital_menu: 1 });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("already_rated");
  });

  it("requires the questions the brand asks and only those, on the scales of product §5", async () => {
    const order = await newOrder();
    for (const body of [{ rating: 0, nps: 5, digital_menu: 5 }, { rating: 11, nps: 5, digital_menu: 5 }, { rating: 5, digital_menu: 5 }, { rating: 5, nps: 11, digital_menu: 5 }, { rating: 5, nps: 5, digital_menu: 5, phone: "12" }]) {
      expect((await send(order, body)).status).toBe(400);
    }
    const plain = await newOrder("sencilla");
    expect((await send(plain, { rating: 7, nps: 9 }, "sencilla")).status).toBe(400);
    expect((await send(plain, { rating: 7 }, "sencilla")).status).toBe(201);
  });

  it("answers 404 to a wrong token, another brand's host, or a made-up order — and never rates a canceled order", async () => {
    const order = await newOrder();
    expect((await read({ ...order, token: "wrong" })).status).toBe(404);
    expect((await send({ ...order, token: "wrong" }, { rating: 5, nps: 5, digital_menu: 5 })).status).toBe(404);
    expect((await send(order, { rating: 5 }, "ajena")).status).toBe(404);
    expect((await read(order, "ajena")).status).toBe(404);
    expect((await read({ id: 999_999, token: order.token })).status).toBe(404);

    const canceled = await placedOrder();
    expect((await staffMove("califica", canceled.id, { progress: "canceled" })).status).toBe(200);
    expect((await (await read(canceled)).json()).rate).toMatchObject({ rateable: false, canceled: true });
    const refused = await send(canceled, { rating: 2, nps: 0, digital_menu: 1 });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe("order_not_rateable");
  });

  it("waits until the order is paid or done (product §5): an order just placed is not rated yet", async () => {
    // the other brand, whose ratings this file's summary does not count
    const order = await placedOrder("sencilla");
    expect((await (await read(order, "sencilla")).json()).rate).toMatchObject({ rateable: false, canceled: false, rating: null });
    const early = await send(order, { rating: 9 }, "sencilla");
    expect(early.status).toBe(409);
    expect((await early.json()).error.code).toBe("order_not_rateable");

    expect((await staffMove("sencilla", order.id, { status: "approved" })).status).toBe(200);
    expect((await (await read(order, "sencilla")).json()).rate).toMatchObject({ rateable: true });
    expect((await send(order, { rating: 9 }, "sencilla")).status).toBe(201);
  });

  it("sums up the brand's ratings by branch and service: average, NPS and the digital menu", async () => {
    const scores = [
      { rating: 10, nps: 10, digital_menu: 9 },
      { rating: 6, nps: 3, digital_menu: 5 },
    ];
    for (const score of scores) expect((await send(await newOrder(), score)).status).toBe(201);
    const answer = await summary(brandRequest("califica", "/api/v1/operator/ratings", { headers: { authorization: `Bearer ${operatorKey("califica")}` } }));
    expect(answer.status).toBe(200);
    const { overall, by_branch_and_service } = await answer.json();
    // the first test's 9/10/8 and these two
    expect(overall).toEqual({ ratings: 3, average: 8.3, nps: 33, nps_answers: 3, nps_split: { promoters: 2, passives: 0, detractors: 1 }, digital_menu_average: 7.3 });
    expect(by_branch_and_service).toEqual([{ supplier: "centro", service: "take_away", ...overall }]);
    expect((await summary(brandRequest("califica", "/api/v1/operator/ratings", { headers: { authorization: `Bearer ${operatorKey("ajena")}` } }))).status).toBe(401);
  });

  it("limits the ratings one address sends", async () => {
    const order = await newOrder();
    const burst = () => rate(brandRequest("califica", `/api/v1/rates.json?purchase_id=${order.id}&token=x`, { method: "POST", body: "{}", headers: { "x-forwarded-for": "10.4.4.4" } }));
    for (let i = 0; i < RATE_LIMITS.rating_send.points; i++) expect((await burst()).status).not.toBe(429);
    expect((await burst()).status).toBe(429);
  });
});
