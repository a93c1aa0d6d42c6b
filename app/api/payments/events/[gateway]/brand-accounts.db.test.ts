import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { GET as webcheckout } from "@/app/[instance]/[locale]/(site)/[supplier_id]/webcheckout/[order_id]/route";
import { paymentAccountBody } from "@/lib/domain/payments/gateway-account";
import { integritySignature } from "@/lib/domain/payments/wompi-signature";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { setPaymentAccount } from "@/lib/server/payments/payment-account";
import { brand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { postGatewayEvent, sandboxEvent } from "@/tests/helpers/gateway-events";
import { params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";

// This deployment keeps brands' own accounts; its own gateway stays the sandbox, as in the demo.
process.env.PAYMENT_SECRETS_KEY = randomBytes(32).toString("base64");

/*
 * Two brands on one deployment, each with its own Wompi account, and a third without one: each brand's checkout
 * link is signed with its own integrity secret, each event is checked with the events secret of the brand whose
 * payment it names (another brand's secret changes nothing), and the brand without an account pays at the
 * deployment's sandbox as before.
 */
const db = withTestDatabase();

const ACCOUNTS = {
  uno: { public_key: "pub_test_UnoUnoUnoUnoUno1", integrity_secret: "test_integrity_UnoIntegrity111", events_secret: "test_events_UnoEvents1111111" },
  dos: { public_key: "pub_test_DosDosDosDosDos2", integrity_secret: "test_integrity_DosIntegrity222", events_secret: "test_events_DosEvents2222222" },
};
const brands: Record<string, { instanceId: number; ids: Record<string, number> }> = {};

beforeAll(async () => {
  for (const slug of ["uno", "dos", "tres"]) {
    const file = brand(slug);
    file.branches[0]!.pay = { take_away: true };
    const { instanceId } = await importBrand(db.current.db, file);
    brands[slug] = { instanceId, ids: await factoryIds(db.current.db, instanceId) };
  }
  for (const slug of ["uno", "dos"] as const) {
    await setPaymentAccount(brands[slug]!.instanceId, paymentAccountBody.parse({ gateway: "wompi", ...ACCOUNTS[slug] }), { by: null });
  }
});

/** A card order of `slug` (2 × 13.000 + 10 % tip = 28.600 COP) sent to pay: where the diner goes. */
async function pay(slug: string) {
  const { json } = await placeOrder(slug, checkoutBody(brands[slug]!.ids, { payment_method: "card" }));
  const order = json.order as { id: number; access_token: string };
  const response = await webcheckout(
    new Request(`http://${slug}.localhost:3100/centro/webcheckout/${order.id}?token=${order.access_token}`, { headers: { host: `${slug}.localhost:3100` } }),
    params({ instance: slug, locale: "es", supplier_id: "centro", order_id: String(order.id) }),
  );
  expect(response.status).toBe(303);
  const target = new URL(response.headers.get("location")!);
  return { order, target, reference: target.searchParams.get("reference")! };
}

const status = async (slug: string, id: number) =>
  (await db.current.db.select({ status: t.orders.status }).from(t.orders).where(and(eq(t.orders.instanceId, brands[slug]!.instanceId), eq(t.orders.id, id))))[0]!.status;

const approved = (reference: string, secret: string) => sandboxEvent(reference, "APPROVED", { amount: 2_860_000, secret, transaction: `tx-${reference}` });

it("signs each brand's checkout link with its own account: its public key and its integrity secret", async () => {
  for (const slug of ["uno", "dos"] as const) {
    const { target, reference } = await pay(slug);
    const other = slug === "uno" ? "dos" : "uno";
    expect(`${target.origin}${target.pathname}`).toBe("https://checkout.wompi.co/p/");
    expect(target.searchParams.get("public-key")).toBe(ACCOUNTS[slug].public_key);
    const signed = (integritySecret: string) => integritySignature({ reference, amountInCents: 2_860_000, currency: "COP", integritySecret });
    expect(target.searchParams.get("signature:integrity")).toBe(signed(ACCOUNTS[slug].integrity_secret));
    expect(target.searchParams.get("signature:integrity")).not.toBe(signed(ACCOUNTS[other].integrity_secret));
  }
});

it("applies an event only when it is signed with the events secret of the brand whose payment it names", async () => {
  const one = await pay("uno");
  const two = await pay("dos");

  // brand uno's secret, brand dos's payment: refused, nothing changes, nothing is recorded
  expect((await postGatewayEvent(approved(two.reference, ACCOUNTS.uno.events_secret), "wompi")).status).toBe(401);
  expect(await status("dos", two.order.id)).toBe("pending");
  expect(await db.current.db.$count(t.paymentEvents, eq(t.paymentEvents.reference, two.reference))).toBe(0);

  // each brand's own secret pays its own order
  const answered = await postGatewayEvent(approved(two.reference, ACCOUNTS.dos.events_secret), "wompi");
  expect(await answered.json()).toEqual({ outcome: "applied" });
  expect(await status("dos", two.order.id)).toBe("approved");
  expect((await postGatewayEvent(approved(one.reference, ACCOUNTS.dos.events_secret), "wompi")).status).toBe(401);
  expect(await status("uno", one.order.id)).toBe("pending");
  expect((await postGatewayEvent(approved(one.reference, ACCOUNTS.uno.events_secret), "wompi")).status).toBe(200);
  expect(await status("uno", one.order.id)).toBe("approved");
});

it("keeps the brand without an account at the deployment's sandbox, and refuses events at a gateway a payment's brand does not use", async () => {
  const three = await pay("tres");
  expect(three.target.origin).toBe("http://pay.localhost:3100");
  expect(three.target.searchParams.get("public-key")).toBe("pub_sandbox_comanda");

  // a Wompi event for the sandbox brand's payment, and a sandbox event for a Wompi brand's: not theirs
  expect((await postGatewayEvent(approved(three.reference, ACCOUNTS.uno.events_secret), "wompi")).status).toBe(404);
  const one = await pay("uno");
  expect((await postGatewayEvent(sandboxEvent(one.reference, "APPROVED", { amount: 2_860_000 }), "sandbox")).status).toBe(404);
  expect(await status("uno", one.order.id)).toBe("pending");
  expect(await status("tres", three.order.id)).toBe("pending");

  expect(await (await postGatewayEvent(sandboxEvent(three.reference, "APPROVED", { amount: 2_860_000 }), "sandbox")).json()).toEqual({ outcome: "applied" });
  expect(await status("tres", three.order.id)).toBe("approved");
});

it("answers an event for a reference no brand has only when the deployment's gateway signed it", async () => {
  const unknown = `999-${randomBytes(6).toString("hex")}`;
  expect(await (await postGatewayEvent(sandboxEvent(unknown, "APPROVED", { amount: 100 }), "sandbox")).json()).toEqual({ outcome: "unknown_payment" });
  // the deployment has no Wompi account of its own to check a stranger's event with
  expect((await postGatewayEvent(approved(unknown, ACCOUNTS.uno.events_secret), "wompi")).status).toBe(401);
  expect((await postGatewayEvent(approved(unknown, ACCOUNTS.uno.events_secret), "mercadopago")).status).toBe(404);
});

it("follows an owner's change at the next payment, and refuses late events of the gateway the brand left", async () => {
  const before = await pay("dos");
  await setPaymentAccount(brands.dos!.instanceId, { gateway: "sandbox" }, { by: null });
  const after = await pay("dos");
  expect(after.target.origin).toBe("http://pay.localhost:3100");
  expect((await postGatewayEvent(approved(before.reference, ACCOUNTS.dos.events_secret), "wompi")).status).toBe(404);
  expect(await status("dos", before.order.id)).toBe("pending");
});
