import { and, eq } from "drizzle-orm";
import { brandFileSchema } from "@/lib/domain/brand/brand-file";
import { wompiAmountInCents } from "@/lib/domain/payments/wompi-signature";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brandInput } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { WOMPI_STAND_IN_ACCOUNT, WompiStandIn } from "@/tests/helpers/wompi-stand-in.mjs";
import { wompiGateway } from "./gateway";
import { sweepPayments } from "./sweep";

/*
 * A diner who paid at Wompi and closed the phone before coming back leaves an attempt no transaction was named for,
 * and an event that never came. With the account's private key the sweep finds it by our reference in Wompi's own
 * listing (its stand-in here) and settles the order; without the key it cannot ask, as before.
 */
const wompi = new WompiStandIn();
beforeAll(async () => {
  await wompi.start();
  // before anything reads the environment (env() parses it once)
  process.env.WOMPI_API_URL = wompi.url;
});
afterAll(() => wompi.stop());

const db = withTestDatabase();
const SLUG = "barrido-wompi";
const MINUTE = 60_000;
const account = { publicKey: WOMPI_STAND_IN_ACCOUNT.public_key, integritySecret: WOMPI_STAND_IN_ACCOUNT.integrity_secret, eventsSecret: WOMPI_STAND_IN_ACCOUNT.events_secret, test: true };
let instanceId: number;
let ids: Record<string, number>;

beforeAll(async () => {
  const file = brandInput(SLUG);
  file.branches[0]!.pay = { take_away: true };
  ({ instanceId } = await importBrand(db.current.db, brandFileSchema.parse(file)));
  ids = await factoryIds(db.current.db, instanceId);
});

/** A card order with an attempt at Wompi still pending and no transaction named to us. */
async function unnamedAttempt() {
  const placed = await placeOrder(SLUG, checkoutBody(ids, { payment_method: "card" }));
  expect(placed.status).toBe(201);
  const order = (await db.current.db.select().from(t.orders).where(eq(t.orders.id, placed.json.order.id)))[0]!;
  const reference = `${order.id}-sin-volver`;
  await db.current.db.insert(t.payments).values({ instanceId, orderId: order.id, gateway: "wompi", reference, method: "card", amount: order.total, currency: "COP", status: "pending" });
  await db.current.db.update(t.orders).set({ status: "pending" }).where(eq(t.orders.id, order.id));
  const listed = (id: string, status: string, minutesIn: number) =>
    wompi.transactions.set(id, {
      id,
      reference,
      status,
      amount_in_cents: wompiAmountInCents(order.total, "COP"),
      currency: "COP",
      payment_method_type: "CARD",
      created_at: new Date(order.createdAt.getTime() + minutesIn * MINUTE).toISOString(),
      account: WOMPI_STAND_IN_ACCOUNT.public_key,
    });
  return { order, reference, listed };
}

const paymentOf = async (reference: string) => (await db.current.db.select().from(t.payments).where(and(eq(t.payments.instanceId, instanceId), eq(t.payments.reference, reference))))[0]!;
const statusOf = async (orderId: number) => (await db.current.db.select({ status: t.orders.status }).from(t.orders).where(eq(t.orders.id, orderId)))[0]!.status;

it("finds a pending attempt's transaction by its reference with the private key, and settles the order", async () => {
  const { order, reference, listed } = await unnamedAttempt();
  // a declined card, then an approved one, inside the same Web Checkout
  listed("11904-1-declined", "DECLINED", 1);
  listed("11904-2-approved", "APPROVED", 2);
  const gateway = wompiGateway({ ...account, privateKey: WOMPI_STAND_IN_ACCOUNT.private_key });

  expect(await sweepPayments(db.current.db, async () => gateway, new Date(order.createdAt.getTime() + 6 * MINUTE))).toMatchObject({ asked: 1, applied: 1 });
  expect(await statusOf(order.id)).toBe("approved");
  expect(await paymentOf(reference)).toMatchObject({ status: "approved", transactionId: "11904-2-approved", paidWith: "card" });
});

it("cannot ask without the private key, and a key Wompi does not know gets no answer", async () => {
  const { order, listed } = await unnamedAttempt();
  listed("11904-3-approved", "APPROVED", 1);
  const at = new Date(order.createdAt.getTime() + 6 * MINUTE);
  expect(await sweepPayments(db.current.db, async () => wompiGateway(account), at)).toMatchObject({ asked: 0, applied: 0 });
  const stranger = wompiGateway({ ...account, privateKey: "prv_test_OtraCuentaDePrueba99" });
  expect(await sweepPayments(db.current.db, async () => stranger, new Date(at.getTime() + 6 * MINUTE))).toMatchObject({ asked: 0, applied: 0 });
  expect(await statusOf(order.id)).toBe("pending");
});
