import { and, eq } from "drizzle-orm";
import { GET as webcheckout } from "@/app/[instance]/[locale]/(site)/[supplier_id]/webcheckout/[order_id]/route";
import { minor } from "@/lib/domain/money/minor";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { refundPayment } from "@/lib/server/payments/refund";
import { brand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { startEventsRelay, type EventsRelay } from "@/tests/helpers/events-relay";
import { STAND_IN_ACCOUNTS, startMercadoPagoStandIn, type MercadoPagoStandIn } from "@/tests/helpers/mercadopago-stand-in.mjs";
import { params } from "@/tests/helpers/requests";
import { makeStaff } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";

/*
 * PAYMENT_GATEWAY=mercadopago: a brand with no account of its own pays through the deployment's Mercado Pago account
 * (MERCADOPAGO_*), against the stand-in — its token creates the preference, its webhook secret checks the
 * notification, and its refunds give the money back — as a brand's own account does.
 */
let standIn: MercadoPagoStandIn;
let relay: EventsRelay;
// before the database (and the first read of the environment)
beforeAll(async () => {
  standIn = await startMercadoPagoStandIn();
  const account = STAND_IN_ACCOUNTS.mx;
  Object.assign(process.env, {
    MERCADOPAGO_API_URL: standIn.url,
    PAYMENT_GATEWAY: "mercadopago",
    MERCADOPAGO_ACCESS_TOKEN: account.access_token,
    MERCADOPAGO_WEBHOOK_SECRET: account.webhook_secret,
    MERCADOPAGO_PUBLIC_KEY: account.public_key,
  });
  relay = await startEventsRelay();
});
afterAll(async () => {
  await standIn.close();
  await relay.close();
});
const db = withTestDatabase();

it("pays a brand's card order through the deployment's account, and refunds it there", async () => {
  const file = brand("despliegue", { currency: "MXN" });
  file.branches[0]!.pay = { take_away: true };
  const { instanceId } = await importBrand(db.current.db, file);
  const { json } = await placeOrder("despliegue", checkoutBody(await factoryIds(db.current.db, instanceId), { payment_method: "card" }));
  const order = json.order as { id: number; access_token: string; total: number };

  const response = await webcheckout(
    new Request(`http://${relay.host}/centro/webcheckout/${order.id}?token=${order.access_token}`, { headers: { host: relay.host } }),
    params({ instance: "despliegue", locale: "es", supplier_id: "centro", order_id: String(order.id) }),
  );
  expect(response.status).toBe(303);
  const preferenceId = new URL(response.headers.get("location")!).searchParams.get("pref_id")!;
  const preference = standIn.preferences.get(preferenceId)!;
  expect(preference.token).toBe(STAND_IN_ACCOUNTS.mx.access_token);
  expect(preference.body.items[0]).toMatchObject({ currency_id: "MXN", unit_price: order.total });

  // the notification, signed with the deployment's webhook secret, is read back with its token and pays the order
  expect((await standIn.pay(preferenceId, "approved")).delivered).toBe(200);
  const [paid] = await db.current.db.select().from(t.orders).where(and(eq(t.orders.instanceId, instanceId), eq(t.orders.id, order.id)));
  expect(paid!.status).toBe("approved");

  const [payment] = await db.current.db.select().from(t.payments).where(and(eq(t.payments.instanceId, instanceId), eq(t.payments.orderId, order.id)));
  expect(payment).toMatchObject({ gateway: "mercadopago", status: "approved" });
  const owner = await makeStaff(instanceId, "owner@despliegue.mx", "owner");
  const { refund } = await refundPayment(instanceId, payment!.id, { amount: minor(1_000), reason: "Faltó una salsa", key: "deployment-mp-refund" }, { id: owner.id, branches: [] });
  expect(refund).toMatchObject({ status: "approved", gateway: "mercadopago" });
  expect(standIn.refunds.map(({ payment_id, amount }) => ({ payment_id, amount }))).toEqual([{ payment_id: Number(payment!.transactionId), amount: 10 }]);
});
