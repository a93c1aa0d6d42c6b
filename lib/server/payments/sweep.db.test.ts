import { and, eq } from "drizzle-orm";
import { brandFileSchema } from "@/lib/domain/brand/brand-file";
import type { Minor } from "@/lib/domain/money/minor";
import { wompiAmountInCents } from "@/lib/domain/payments/wompi-signature";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brandInput } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { reconcilePayment } from "./apply-event";
import { sandboxGateway, type Gateway } from "./gateway";
import { sweepPayments } from "./sweep";

const db = withTestDatabase();
const SLUG = "barrido";
let instanceId: number;
let ids: Record<string, number>;
/** Every brand pays at the deployment's sandbox. */
const sandbox = async () => sandboxGateway();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  const file = brandInput(SLUG);
  file.branches[0]!.pay = { take_away: true };
  file.coupons = [{ code: "bienvenido", kind: "percent", value: 10, max_uses: 50 }];
  ({ instanceId } = await importBrand(db.current.db, brandFileSchema.parse(file)));
  ids = await factoryIds(db.current.db, instanceId);
});

/** A take-away order of two arepas and `quantity` lemonades (stock 5 at the start) paid `payment_method`, with the coupon. */
async function order(payment_method = "card", quantity = 1, email = `d${Math.random()}@example.co`) {
  const lemonades = quantity ? [{ product_supplier_id: ids.limonada, quantity, options: {} }] : [];
  const body = checkoutBody(ids, {
    payment_method,
    lines: [...checkoutBody(ids).lines, ...lemonades],
    coupon_code: "bienvenido",
    contact: { name: "Ana Pérez", phone: "3001234567", email, document_type: "cc", document_number: "1020304050" },
  });
  const placed = await placeOrder(SLUG, body);
  expect(placed).toMatchObject({ status: 201 });
  return orderRow(placed.json.order.id);
}

const orderRow = async (id: number) => (await db.current.db.select().from(t.orders).where(and(eq(t.orders.instanceId, instanceId), eq(t.orders.id, id))))[0]!;
const stock = async () => (await db.current.db.select({ stock: t.productSuppliers.stock }).from(t.productSuppliers).where(eq(t.productSuppliers.id, ids.limonada!)))[0]!.stock;
const couponUses = async () => (await db.current.db.select({ uses: t.coupons.uses }).from(t.coupons).where(eq(t.coupons.instanceId, instanceId)))[0]!.uses;
const redemptions = async (orderId: number) =>
  db.current.db.select().from(t.couponRedemptions).where(and(eq(t.couponRedemptions.instanceId, instanceId), eq(t.couponRedemptions.orderId, orderId)));
const later = (row: { createdAt: Date }, ms: number) => new Date(row.createdAt.getTime() + ms);

async function releaseEverythingStale() {
  await sweepPayments(db.current.db, sandbox, new Date(Date.now() + 25 * HOUR));
}

describe("unpaid online orders past their payable age", () => {
  beforeEach(releaseEverythingStale);

  it("give their stock and coupon use back once the day is over, exactly once", async () => {
    const before = { stock: await stock(), uses: await couponUses() };
    const unpaid = await order("card", 2);
    expect(await stock()).toBe(before.stock! - 2);
    expect(await couponUses()).toBe(before.uses + 1);

    expect((await sweepPayments(db.current.db, sandbox, later(unpaid, 24 * HOUR))).released).toBe(0);
    expect(await stock()).toBe(before.stock! - 2);

    expect((await sweepPayments(db.current.db, sandbox, later(unpaid, 24 * HOUR + 1))).released).toBe(1);
    expect(await stock()).toBe(before.stock);
    expect(await couponUses()).toBe(before.uses);
    expect(await redemptions(unpaid.id)).toEqual([]);
    expect((await orderRow(unpaid.id)).releasedAt).toEqual(later(unpaid, 24 * HOUR + 1));

    expect((await sweepPayments(db.current.db, sandbox, later(unpaid, 48 * HOUR))).released).toBe(0);
    expect(await stock()).toBe(before.stock);
    expect(await couponUses()).toBe(before.uses);
  });

  it("are released once when two replicas sweep at the same moment", async () => {
    const before = await stock();
    const unpaid = await order("nequi", 3);
    const at = later(unpaid, 25 * HOUR);
    const runs = await Promise.all([sweepPayments(db.current.db, sandbox, at), sweepPayments(db.current.db, sandbox, at)]);
    expect(runs.map((run) => run.released).sort()).toEqual([0, 1]);
    expect(await stock()).toBe(before);
  });

  it("keep what a paid order or one paid in person took", async () => {
    const before = { stock: await stock(), uses: await couponUses() };
    const paid = await order("card");
    await db.current.db.update(t.orders).set({ status: "approved" }).where(eq(t.orders.id, paid.id));
    await order("cash_or_dataphone");
    expect((await sweepPayments(db.current.db, sandbox, later(paid, 30 * HOUR))).released).toBe(0);
    expect(await stock()).toBe(before.stock! - 2);
    expect(await couponUses()).toBe(before.uses + 2);
  });
});

describe("pending attempts whose event never came", () => {
  /** A gateway whose API answers every transaction with `status`, counting the questions. */
  function answering(status: string, reference: () => string, amount: () => Minor) {
    const lookup = jest.fn(async (id: string) => ({ id, reference: reference(), amount_in_cents: wompiAmountInCents(amount(), "COP"), currency: "COP", status }));
    const gateway = { ...sandboxGateway(), lookup } satisfies Gateway;
    return { gateway, everyBrand: async () => gateway, lookup };
  }

  async function pendingAttempt(transactionId: string | null) {
    const row = await order("card", 0);
    const reference = `${row.id}-attempt`;
    await db.current.db.insert(t.payments).values({ instanceId, orderId: row.id, gateway: "sandbox", reference, method: "card", amount: row.total, currency: "COP", status: "pending", transactionId });
    await db.current.db.update(t.orders).set({ status: "pending" }).where(eq(t.orders.id, row.id));
    const attempt = (await db.current.db.select().from(t.payments).where(eq(t.payments.reference, reference)))[0]!;
    return { row, reference, attempt };
  }

  it("are asked about after five minutes and settled under the event rules", async () => {
    const { row, reference, attempt } = await pendingAttempt("tx-late");
    const { everyBrand, lookup } = answering("APPROVED", () => reference, () => row.total);

    expect(await sweepPayments(db.current.db, everyBrand, later(attempt, 4 * MINUTE))).toMatchObject({ asked: 0, applied: 0 });
    expect(lookup).not.toHaveBeenCalled();

    expect(await sweepPayments(db.current.db, everyBrand, later(attempt, 6 * MINUTE))).toMatchObject({ asked: 1, applied: 1 });
    expect(lookup).toHaveBeenCalledWith("tx-late");
    expect((await orderRow(row.id)).status).toBe("approved");
    expect(await sweepPayments(db.current.db, everyBrand, later(attempt, 20 * MINUTE))).toMatchObject({ asked: 0 });
    // Paid: nothing goes back when the day is over.
    expect((await sweepPayments(db.current.db, everyBrand, later(attempt, 30 * HOUR))).released).toBe(0);
  });

  it("are asked by one replica only, and again five minutes after a still-pending answer", async () => {
    const { reference, row, attempt } = await pendingAttempt("tx-slow");
    const { everyBrand, lookup } = answering("PENDING", () => reference, () => row.total);
    const at = later(attempt, 6 * MINUTE);
    await Promise.all([sweepPayments(db.current.db, everyBrand, at), sweepPayments(db.current.db, everyBrand, at)]);
    expect(lookup).toHaveBeenCalledTimes(1);
    await sweepPayments(db.current.db, everyBrand, later(attempt, 8 * MINUTE));
    expect(lookup).toHaveBeenCalledTimes(1);
    await sweepPayments(db.current.db, everyBrand, later(attempt, 12 * MINUTE));
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it("never apply an answer about another reference or another amount", async () => {
    const { row, attempt } = await pendingAttempt("tx-odd");
    const wrongReference = answering("APPROVED", () => "someone-else", () => row.total);
    await sweepPayments(db.current.db, wrongReference.everyBrand, later(attempt, 6 * MINUTE));
    const wrongAmount = answering("APPROVED", () => `${row.id}-attempt`, () => (row.total + 100) as Minor);
    await sweepPayments(db.current.db, wrongAmount.everyBrand, later(attempt, 12 * MINUTE));
    expect(wrongAmount.lookup).toHaveBeenCalled();
    expect((await orderRow(row.id)).status).toBe("pending");
  });

  it("are not asked about without a transaction the gateway named, nor at a gateway without a lookup (the sandbox)", async () => {
    const unnamed = await pendingAttempt(null);
    const { everyBrand, lookup } = answering("APPROVED", () => unnamed.reference, () => unnamed.row.total);
    await sweepPayments(db.current.db, everyBrand, later(unnamed.attempt, 10 * MINUTE));
    expect(lookup).not.toHaveBeenCalled();
    const named = await pendingAttempt("tx-sandbox");
    expect(await sweepPayments(db.current.db, sandbox, later(named.attempt, 10 * MINUTE))).toMatchObject({ asked: 0, applied: 0 });
    expect((await orderRow(named.row.id)).status).toBe("pending");
  });

  it("are asked at their own brand's gateway, and one brand whose gateway cannot be read holds back no other", async () => {
    const file = brandInput("barrido-b");
    file.branches[0]!.pay = { take_away: true };
    const { instanceId: otherId } = await importBrand(db.current.db, brandFileSchema.parse(file));
    const placed = await placeOrder("barrido-b", checkoutBody(await factoryIds(db.current.db, otherId), { payment_method: "card" }));
    const theirs = (await db.current.db.select().from(t.orders).where(eq(t.orders.id, placed.json.order.id)))[0]!;
    const reference = `${theirs.id}-b`;
    await db.current.db.insert(t.payments).values({ instanceId: otherId, orderId: theirs.id, gateway: "wompi", reference, method: "card", amount: theirs.total, currency: "COP", status: "pending", transactionId: "tx-b" });
    const ours = await pendingAttempt("tx-a");
    const lookup = jest.fn(async (id: string) => ({ id, reference, amount_in_cents: wompiAmountInCents(theirs.total, "COP"), currency: "COP", status: "APPROVED" }));
    const theirGateway: Gateway = { ...sandboxGateway(), name: "wompi", lookup };

    // this brand pays at the sandbox (nothing to ask), the other at its own Wompi account, which this one cannot read
    const failing = async (id: number) => {
      if (id === instanceId) throw new Error("its box does not open");
      return theirGateway;
    };
    expect(await sweepPayments(db.current.db, failing, later(ours.attempt, 6 * MINUTE))).toMatchObject({ asked: 1, applied: 1 });
    expect(lookup.mock.calls).toEqual([["tx-b"]]);
    expect((await db.current.db.select().from(t.orders).where(eq(t.orders.id, theirs.id)))[0]!.status).toBe("approved");
    expect((await orderRow(ours.row.id)).status).toBe("pending");
  });

  it("learn their transaction from a pending report, so a later sweep can ask", async () => {
    const { row, reference } = await pendingAttempt(null);
    const { gateway } = answering("PENDING", () => reference, () => row.total);
    expect(await reconcilePayment(db.current.db, gateway, row, "tx-named")).toBe("ignored");
    expect((await db.current.db.select().from(t.payments).where(eq(t.payments.reference, reference)))[0]!.transactionId).toBe("tx-named");
  });
});
