import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { GET as webcheckout } from "@/app/[instance]/[locale]/(site)/[supplier_id]/webcheckout/[order_id]/route";
import { paymentAccountBody } from "@/lib/domain/payments/gateway-account";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { askGatewayAbout } from "@/lib/server/payments/apply-event";
import { gatewayForBrand } from "@/lib/server/payments/brand-gateway";
import { setPaymentAccount } from "@/lib/server/payments/payment-account";
import { brand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { STAND_IN_ACCOUNTS, startMercadoPagoStandIn, type MercadoPagoStandIn } from "@/tests/helpers/mercadopago-stand-in.mjs";
import { startEventsRelay, type EventsRelay } from "@/tests/helpers/events-relay";
import { params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";

process.env.PAYMENT_SECRETS_KEY = randomBytes(32).toString("base64");

/*
 * Two brands with their own Mercado Pago accounts (MXN and CLP) against the stand-in (tests/helpers/mercadopago-stand-in.mjs):
 * the checkout is a preference in the currency's major units, webhooks reach the events route over HTTP (a relay in
 * front of the route handler, the notification URL's host), and only a payment read back from Mercado Pago with the
 * brand's token changes an order.
 */
let standIn: MercadoPagoStandIn;
// before the database (and the first read of the environment): the stand-in's URL is the API's
beforeAll(async () => {
  standIn = await startMercadoPagoStandIn();
  process.env.MERCADOPAGO_API_URL = standIn.url;
});
const db = withTestDatabase();

/** The app's events URL over HTTP: the stand-in posts its webhooks here, as Mercado Pago would to a brand's host. */
let relay: EventsRelay;
let relayHost = "";

const brands: Record<string, { instanceId: number; ids: Record<string, number> }> = {};

beforeAll(async () => {
  relay = await startEventsRelay();
  relayHost = relay.host;
  for (const [slug, currency, account] of [["mx", "MXN", STAND_IN_ACCOUNTS.mx], ["cl", "CLP", STAND_IN_ACCOUNTS.pe]] as const) {
    const file = brand(slug, { currency });
    file.branches[0]!.pay = { take_away: true };
    const { instanceId } = await importBrand(db.current.db, file);
    brands[slug] = { instanceId, ids: await factoryIds(db.current.db, instanceId) };
    await setPaymentAccount(instanceId, paymentAccountBody.parse({ gateway: "mercadopago", ...account }), { by: null });
  }
});

afterAll(async () => {
  await standIn.close();
  await relay.close();
});

/** A card order of `slug` sent to pay: its preference at the stand-in. */
async function pay(slug: string) {
  const { json } = await placeOrder(slug, checkoutBody(brands[slug]!.ids, { payment_method: "card" }));
  const order = json.order as { id: number; access_token: string; total: number };
  const response = await webcheckout(
    new Request(`http://${relayHost}/centro/webcheckout/${order.id}?token=${order.access_token}`, { headers: { host: relayHost } }),
    params({ instance: slug, locale: "es", supplier_id: "centro", order_id: String(order.id) }),
  );
  expect(response.status).toBe(303);
  const target = new URL(response.headers.get("location")!);
  const preferenceId = target.searchParams.get("pref_id")!;
  const preference = standIn.preferences.get(preferenceId)!;
  return { order, target, preferenceId, preference, reference: preference.body.external_reference };
}

const status = async (slug: string, id: number) =>
  (await db.current.db.select({ status: t.orders.status }).from(t.orders).where(and(eq(t.orders.instanceId, brands[slug]!.instanceId), eq(t.orders.id, id))))[0]!.status;
const outcomes = async (reference: string) =>
  (await db.current.db.select({ outcome: t.paymentEvents.outcome }).from(t.paymentEvents).where(eq(t.paymentEvents.reference, reference)).orderBy(t.paymentEvents.id)).map((row) => row.outcome);

it("creates a Checkout Pro preference with the brand's token: the amount in major units, the attempt's reference, back URLs and the notification URL", async () => {
  const { order, target, preference, reference } = await pay("mx");
  expect(`${target.origin}${target.pathname}`).toBe(`${standIn.url}/checkout/v1/redirect`);
  expect(preference.token).toBe(STAND_IN_ACCOUNTS.mx.access_token);
  const [item] = preference.body.items;
  expect(item).toMatchObject({ quantity: 1, currency_id: "MXN", unit_price: order.total });
  expect(reference).toMatch(new RegExp(`^${order.id}-`));
  expect(preference.body.back_urls.success).toContain(`/centro/order/${order.id}`);
  expect(preference.body.auto_return).toBe("approved");
  expect(new URL(preference.body.notification_url).searchParams.get("reference")).toBe(reference);

  // CLP has no decimals: its unit_price is whole pesos
  const chilean = await pay("cl");
  expect(Number.isInteger(chilean.preference.body.items[0]!.unit_price)).toBe(true);
  expect(chilean.preference.body.items[0]!.currency_id).toBe("CLP");
});

it("pays an order on an approved payment's webhook, and declines it on a rejected one", async () => {
  const approved = await pay("mx");
  expect((await standIn.pay(approved.preferenceId, "approved")).delivered).toBe(200);
  expect(await status("mx", approved.order.id)).toBe("approved");
  expect(await outcomes(approved.reference)).toEqual(["applied"]);

  const rejected = await pay("cl");
  expect((await standIn.pay(rejected.preferenceId, "rejected")).delivered).toBe(200);
  expect(await status("cl", rejected.order.id)).toBe("declined");
});

it("keeps a cash voucher pending until Mercado Pago approves it", async () => {
  const { order, preferenceId, reference } = await pay("mx");
  const { payment } = await standIn.pay(preferenceId, "pending");
  expect(await status("mx", order.id)).toBe("pending");
  // the attempt says it is a cash voucher (Mercado Pago's ticket) while it waits, not a card
  const attempt = async () => (await db.current.db.select({ method: t.payments.method, paidWith: t.payments.paidWith }).from(t.payments).where(eq(t.payments.reference, reference)))[0];
  expect(await attempt()).toEqual({ method: "card", paidWith: "cash_voucher" });
  expect(await standIn.settle(payment.id, "approved")).toBe(200);
  expect(await status("mx", order.id)).toBe("approved");
  expect(await attempt()).toEqual({ method: "card", paidWith: "cash_voucher" });
  // a replay of the pending notice and the approval again change nothing
  expect(await standIn.settle(payment.id, "approved")).toBe(200);
  expect(await outcomes(reference)).toEqual(["ignored", "applied", "ignored"]);
  expect(await status("mx", order.id)).toBe("approved");
});

it("ignores a payment whose amount is not the attempt's", async () => {
  const { order, preferenceId, reference } = await pay("mx");
  await standIn.pay(preferenceId, "approved", { amount: 1 });
  expect(await outcomes(reference)).toEqual(["mismatch"]);
  expect(await status("mx", order.id)).toBe("pending");
});

it("refuses forged, stale and tampered webhooks, and drops a replayed one: nothing changes", async () => {
  const { order, preferenceId, reference } = await pay("mx");
  // a pending payment, then Mercado Pago's record turns approved without its webhook arriving
  const { payment } = await standIn.pay(preferenceId, "pending");
  standIn.payments.get(String(payment.id))!.status = "approved";

  expect(await standIn.notify(payment.id, { secret: STAND_IN_ACCOUNTS.pe.webhook_secret })).toBe(401);
  expect(await standIn.notify(payment.id, { ts: String(Math.floor(Date.now() / 1000) - 3600) })).toBe(401);
  expect(await standIn.notify(payment.id, { dataId: String(payment.id + 1) })).toBe(401);
  expect(await status("mx", order.id)).toBe("pending");
  expect(await outcomes(reference)).toEqual(["ignored"]);

  // the genuine one, then the very same delivery again
  const again = { requestId: "5b0f1d3e-replayed", ts: String(Math.floor(Date.now() / 1000)) };
  expect(await standIn.notify(payment.id, again)).toBe(200);
  expect(await status("mx", order.id)).toBe("approved");
  expect(await standIn.notify(payment.id, again)).toBe(200);
  expect(await outcomes(reference)).toEqual(["ignored", "applied"]);
});

it("never applies another brand's payment through a brand's notification URL", async () => {
  const mx = await pay("mx");
  const cl = await pay("cl");
  const { payment } = await standIn.pay(cl.preferenceId, "approved");
  // the Chilean payment's id, signed with the Mexican secret, sent to the Mexican attempt's URL: read with the
  // Mexican token, Mercado Pago does not know it
  standIn.preferences.get(cl.preferenceId)!.body.notification_url = mx.preference.body.notification_url;
  expect(await standIn.notify(payment.id, { secret: STAND_IN_ACCOUNTS.mx.webhook_secret })).toBe(200);
  expect(await status("mx", mx.order.id)).toBe("pending");
  expect(await outcomes(mx.reference)).toEqual(["ignored"]);
});

it("lets the sweep find a payment by its reference when no webhook named it", async () => {
  const { order, preferenceId, reference } = await pay("mx");
  const { payment } = await standIn.pay(preferenceId, "rejected", {});
  // the diner tried again in the same checkout and was approved; neither webhook reached us
  await db.current.db.update(t.payments).set({ status: "pending", transactionId: null }).where(eq(t.payments.reference, reference));
  await db.current.db.update(t.orders).set({ status: "pending" }).where(eq(t.orders.id, order.id));
  standIn.payments.set(String(payment.id + 1000), { ...payment, id: payment.id + 1000, status: "approved", token: STAND_IN_ACCOUNTS.mx.access_token });
  const gateway = await gatewayForBrand(brands.mx!.instanceId);
  expect(await askGatewayAbout(db.current.db, gateway, { instanceId: brands.mx!.instanceId, reference, transactionId: null })).toBe("applied");
  expect(await status("mx", order.id)).toBe("approved");
});

it("pays an order approved on a second try inside the same checkout, after the first try's rejection arrived", async () => {
  const { order, preferenceId } = await pay("cl");
  await standIn.pay(preferenceId, "rejected");
  expect(await status("cl", order.id)).toBe("declined");
  await standIn.pay(preferenceId, "approved");
  expect(await status("cl", order.id)).toBe("approved");
  // and a rejection arriving after the approval changes nothing
  await standIn.pay(preferenceId, "rejected");
  expect(await status("cl", order.id)).toBe("approved");
});
