import { eq } from "drizzle-orm";
import { brandFileSchema } from "@/lib/domain/brand/brand-file";
import { wompiAmountInCents } from "@/lib/domain/payments/wompi-signature";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brandInput } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { STAND_IN_ACCOUNTS, startMercadoPagoStandIn, type MercadoPagoStandIn } from "@/tests/helpers/mercadopago-stand-in.mjs";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { WOMPI_STAND_IN_ACCOUNT, WompiStandIn } from "@/tests/helpers/wompi-stand-in.mjs";
import { sandboxGateway, wompiGateway, type Gateway } from "./gateway";
import { gatewayCheckOf } from "./gateway-check";
import { mercadoPagoGateway } from "./mercadopago-gateway";
import { reconciliationOf } from "./reconciliation";

/*
 * The reconciliation's check against what the brand's gateway lists for the period (Wompi's and Mercado Pago's
 * stand-ins): a charge under a reference the brand never made, an approval the ledger never took, one for another
 * amount; a charge of an attempt opened before the period is the brand's own, and one outside the period is not read.
 */
const wompi = new WompiStandIn();
let mercadoPago: MercadoPagoStandIn;
beforeAll(async () => {
  await wompi.start();
  mercadoPago = await startMercadoPagoStandIn();
  // before anything reads the environment (env() parses it once)
  Object.assign(process.env, { WOMPI_API_URL: wompi.url, MERCADOPAGO_API_URL: mercadoPago.url });
});
afterAll(async () => {
  await wompi.stop();
  await mercadoPago.close();
});

const db = withTestDatabase();
const SLUG = "cuadre";
const HOUR = 3_600_000;
let instanceId: number;
let ids: Record<string, number>;
const withKey = () =>
  wompiGateway({ publicKey: WOMPI_STAND_IN_ACCOUNT.public_key, integritySecret: WOMPI_STAND_IN_ACCOUNT.integrity_secret, eventsSecret: WOMPI_STAND_IN_ACCOUNT.events_secret, test: true, privateKey: WOMPI_STAND_IN_ACCOUNT.private_key });

beforeAll(async () => {
  const file = brandInput(SLUG);
  file.branches[0]!.pay = { take_away: true };
  ({ instanceId } = await importBrand(db.current.db, brandFileSchema.parse(file)));
  ids = await factoryIds(db.current.db, instanceId);
});

/** A card order with one attempt at Wompi in `status`, its transaction (if any) named. */
async function attempt(status: string, transactionId: string | null, createdAt = new Date()) {
  const placed = await placeOrder(SLUG, checkoutBody(ids, { payment_method: "card" }));
  const order = (await db.current.db.select().from(t.orders).where(eq(t.orders.id, placed.json.order.id)))[0]!;
  const reference = `${order.id}-cuadre-${Math.random().toString(36).slice(2, 8)}`;
  await db.current.db.insert(t.payments).values({ instanceId, orderId: order.id, gateway: "wompi", reference, method: "card", amount: order.total, currency: "COP", status, transactionId, createdAt });
  if (status === "approved") await db.current.db.update(t.orders).set({ status: "approved" }).where(eq(t.orders.id, order.id));
  return { reference, cents: wompiAmountInCents(order.total, "COP") };
}

function listed(id: string, reference: string, amount_in_cents: number, status: string, created_at = new Date()) {
  wompi.transactions.set(id, { id, reference, amount_in_cents, currency: "COP", status, payment_method_type: "CARD", created_at: created_at.toISOString(), account: WOMPI_STAND_IN_ACCOUNT.public_key });
}

async function checkToday(gateway: Gateway) {
  const scope = { from: new Date(Date.now() - 2 * HOUR), to: new Date(Date.now() + HOUR), branches: null };
  const report = await reconciliationOf(db.current.db, instanceId, scope);
  return gatewayCheckOf(db.current.db, instanceId, report, scope, "COP", async () => gateway);
}

it("names what the gateway lists that the brand's ledger does not agree with, and nothing else", async () => {
  const paid = await attempt("approved", "w-paid");
  listed("w-paid", paid.reference, paid.cents, "APPROVED");
  const missed = await attempt("pending", null);
  listed("w-missed", missed.reference, missed.cents, "APPROVED");
  const other = await attempt("pending", null);
  listed("w-other", other.reference, other.cents + 100_000, "APPROVED");
  listed("w-stranger", "pago-por-fuera-1", 4_500_000, "APPROVED");
  listed("w-declined", "pago-por-fuera-2", 4_500_000, "DECLINED");
  // an attempt of the day before, charged today: the brand's own
  const yesterday = await attempt("pending", null, new Date(Date.now() - 20 * HOUR));
  listed("w-late", yesterday.reference, yesterday.cents, "APPROVED");
  // a charge of another day is not in this period
  listed("w-old", "pago-por-fuera-3", 1_000_000, "APPROVED", new Date(Date.now() - 30 * HOUR));

  const result = await checkToday(withKey());
  expect(result.status).toBe("done");
  if (result.status !== "done") return;
  expect(result.checked).toBe(6);
  expect(result.findings.map((finding) => [finding.kind, finding.charge.transactionId]).sort()).toEqual([
    ["amount_differs", "w-other"],
    ["approved_not_recorded", "w-missed"],
    ["unknown_charge", "w-stranger"],
  ]);
  expect(result.findings.find((finding) => finding.kind === "approved_not_recorded")!.payment).toMatchObject({ reference: missed.reference, status: "pending" });
});

it("cannot list without Wompi's private key nor at the sandbox, and says when the gateway does not answer", async () => {
  const noKey = wompiGateway({ publicKey: WOMPI_STAND_IN_ACCOUNT.public_key, integritySecret: WOMPI_STAND_IN_ACCOUNT.integrity_secret, eventsSecret: WOMPI_STAND_IN_ACCOUNT.events_secret, test: true });
  expect(await checkToday(noKey)).toEqual({ status: "unsupported" });
  expect(await checkToday(sandboxGateway())).toEqual({ status: "unsupported" });
  const stranger = wompiGateway({ publicKey: WOMPI_STAND_IN_ACCOUNT.public_key, integritySecret: WOMPI_STAND_IN_ACCOUNT.integrity_secret, eventsSecret: WOMPI_STAND_IN_ACCOUNT.events_secret, test: true, privateKey: "prv_test_OtraCuentaDePrueba99" });
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  expect(await checkToday(stranger)).toEqual({ status: "unavailable" });
  expect(warn).toHaveBeenCalledWith(expect.stringContaining("did not list"));
  warn.mockRestore();
});

it("reads Mercado Pago's search by date: a payment under another reference is named, in the brand's amounts", async () => {
  const account = STAND_IN_ACCOUNTS.mx;
  mercadoPago.payments.set("1399000001", {
    id: 1399000001,
    status: "approved",
    status_detail: "accredited",
    external_reference: "cobro-manual",
    transaction_amount: 250,
    currency_id: "COP",
    payment_type_id: "credit_card",
    date_created: new Date().toISOString(),
    preference_id: "none",
    token: account.access_token,
  });
  const result = await checkToday(mercadoPagoGateway({ publicKey: account.public_key, accessToken: account.access_token, webhookSecret: account.webhook_secret }));
  expect(result).toMatchObject({ status: "done", checked: 1, findings: [{ kind: "unknown_charge", charge: { transactionId: "1399000001", reference: "cobro-manual", amountInCents: 25_000, currency: "COP" } }] });
});
