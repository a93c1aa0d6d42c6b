import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Currency } from "@/lib/domain/money/currency";
import { methodFromGateway, transactionStatusFromGateway } from "@/lib/domain/payments/gateway-status";
import { ApiError } from "@/lib/domain/http/api-errors";
import { canTransition, isFinal } from "@/lib/domain/orders/transaction-status";
import { verifyEvent, wompiAmountInCents, type WompiEvent } from "@/lib/domain/payments/wompi-signature";
import type { Db, Tx } from "../db/client";
import { firstRow } from "../db/rows";
import { orders, paymentEvents, payments } from "../db/schema";
import { settlePart } from "../tabs/settle-part";
import { isGatewayName } from "@/lib/domain/payments/gateway-account";
import { PAID_WITH, paidWithAtWompi } from "@/lib/domain/payments/paid-with";
import { gatewayForBrand, type GatewayOf } from "./brand-gateway";
import { deploymentGateway, type Gateway } from "./gateway";
import { settleBookingCover } from "../dal/bookings";
import { audit } from "../dal/staff-audit";

export const transactionShape = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  reference: z.string().min(1),
  amount_in_cents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  payment_method_type: z.string().optional(),
  paid_with: z.enum(PAID_WITH).optional(),
});
export type GatewayTransaction = z.infer<typeof transactionShape>;

const eventShape = z.object({
  event: z.string(),
  data: z.object({ transaction: transactionShape }),
  signature: z.object({ properties: z.array(z.string()), checksum: z.string() }),
  timestamp: z.number(),
});

/**
 * What an event did. Only "applied" changed anything; every other outcome is answered 200 all the same, so
 * the gateway stops re-delivering an event we have understood and chosen not to apply.
 */
export type EventOutcome = "applied" | "duplicate" | "stale" | "mismatch" | "unknown_payment" | "ignored";

export type EventResult = { ok: true; outcome: EventOutcome } | { ok: false; status: 400 | 401 | 404 };

/**
 * The gateway's events are the source of truth for payments. An event names its payment by reference, and the
 * payment names its brand, so the attempt is found first and the event verified with that brand's events secret
 * (its own account, else the deployment's): an event signed with another brand's secret is a 401 and changes
 * nothing, and one that arrives at the URL of a gateway the payment's brand does not take payments with is a 404.
 * An event for a reference no brand has is verified with the deployment's gateway, as before brands had accounts.
 * Then it is recorded once (a re-delivered event has the same checksum and is dropped by the unique index), applied
 * only along the allowed transitions (a PENDING that arrives after APPROVED is stale), and never allowed to approve
 * an amount or currency other than the attempt's.
 */
export async function applyPaymentEvent(db: Db, gatewayName: string, body: unknown, checksumHeader: string | null, gatewayOf: GatewayOf = gatewayForBrand): Promise<EventResult> {
  const parsed = eventShape.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400 };
  if (!isGatewayName(gatewayName)) return { ok: false, status: 404 };
  const event = parsed.data;
  const transaction = event.data.transaction;
  const [attempt] = await db.select({ instanceId: payments.instanceId, gateway: payments.gateway }).from(payments).where(eq(payments.reference, transaction.reference));
  const gateway = attempt ? await gatewayOf(attempt.instanceId) : deploymentGateway(gatewayName);
  if (attempt && (attempt.gateway !== gatewayName || gateway?.name !== gatewayName)) return { ok: false, status: 404 };
  if (!gateway || !verifyEvent(body as WompiEvent, checksumHeader, gateway.eventsSecret)) return { ok: false, status: 401 };
  if (event.event !== "transaction.updated") return { ok: true, outcome: "ignored" };

  return db.transaction(async (tx) => {
    const record = async (outcome: EventOutcome) => {
      await tx
        .update(paymentEvents)
        .set({ outcome })
        .where(and(eq(paymentEvents.gateway, gateway.name), eq(paymentEvents.checksum, event.signature.checksum.toLowerCase())));
      return { ok: true as const, outcome };
    };
    const inserted = await tx
      .insert(paymentEvents)
      .values({
        gateway: gateway.name,
        checksum: event.signature.checksum.toLowerCase(),
        reference: transaction.reference,
        transactionId: transaction.id,
        status: transaction.status,
        outcome: "ignored",
        payload: body,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!inserted.length) return { ok: true as const, outcome: "duplicate" as const };
    return record(attempt ? await applyTransaction(tx, gateway, transaction, attempt.instanceId) : "unknown_payment");
  });
}

/**
 * One transaction as the gateway reports it, applied to the attempt with its reference: the same rules
 * whether it came in a signed event or from the gateway's API.
 */
export async function applyTransaction(tx: Tx, gateway: Gateway, transaction: GatewayTransaction, instanceId: number): Promise<EventOutcome> {
  // Locked, so two reports of one payment applied at once cannot both read "pending".
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.instanceId, instanceId), eq(payments.reference, transaction.reference), eq(payments.gateway, gateway.name)))
    .for("update");
  if (!payment) return "unknown_payment";
  if (transaction.currency !== payment.currency || transaction.amount_in_cents !== wompiAmountInCents(payment.amount, payment.currency as Currency)) {
    console.warn(`payment ${payment.reference}: ${transaction.amount_in_cents} ${transaction.currency} ignored, the attempt is for ${payment.amount} ${payment.currency}`);
    return "mismatch";
  }
  const status = transactionStatusFromGateway(transaction.status);
  // how the diner really paid on the gateway's page: a cash voucher stays pending for days, and staff must see it is one
  const paidWith = transaction.paid_with ?? paidWithAtWompi(transaction.payment_method_type) ?? payment.paidWith;
  if (!status || status === payment.status) {
    // A pending report names the gateway's transaction: kept, so the sweep can ask about it later.
    if (status && (!payment.transactionId || paidWith !== payment.paidWith)) {
      await tx.update(payments).set({ transactionId: transaction.id, paidWith }).where(eq(payments.id, payment.id));
    }
    return "ignored";
  }
  if (!canTransition(payment.status, status)) return "stale";

  const now = new Date();
  // The method the diner really paid with on the gateway's page: a refusal's message depends on it (payment-failure.ts).
  const method = methodFromGateway(transaction.payment_method_type) ?? payment.method;
  await tx.update(payments).set({ status, method, paidWith, transactionId: transaction.id, updatedAt: now }).where(eq(payments.id, payment.id));
  if (payment.tabPartId !== null) await settleTabPartPayment(tx, payment.instanceId, payment.tabPartId, status, now);
  else if (payment.bookingId !== null) await settleBookingCover(tx, payment.instanceId, payment.bookingId, status, now);
  else if (payment.orderId !== null) await settleOrder(tx, payment.instanceId, payment.orderId, now);
  return "applied";
}

/**
 * When the diner is back from the gateway (which names its transaction in the redirect) and the order is
 * still unpaid, the gateway's own record is asked: a lost or late event then cannot leave a paid order
 * pending. Only a transaction of one of this order's attempts is applied; null when nothing was asked.
 */
export async function reconcilePayment(db: Db, gateway: Gateway, order: { instanceId: number; id: number }, transactionId: string): Promise<EventOutcome | null> {
  if (!gateway.lookup) return null;
  const found = transactionShape.safeParse(await gateway.lookup(transactionId).catch(() => null));
  if (!found.success) return null;
  const [attempt] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.instanceId, order.instanceId), eq(payments.orderId, order.id), eq(payments.reference, found.data.reference)));
  if (!attempt) return "unknown_payment";
  return db.transaction((tx) => applyTransaction(tx, gateway, found.data, order.instanceId));
}

/**
 * The sweep's question about one attempt still pending (lib/server/payments/sweep.ts): the gateway's record of
 * its transaction, applied under the same rules as an event. Only a gateway with a lookup can be asked, and
 * only about an attempt whose transaction it has named (in an event or the diner's redirect) unless it can search by
 * reference (Mercado Pago; Wompi with the private key); null otherwise, or when the gateway does not answer.
 */
export async function askGatewayAbout(db: Db, gateway: Gateway, attempt: { instanceId: number; reference: string; transactionId: string | null }): Promise<EventOutcome | null> {
  const ask = attempt.transactionId ? gateway.lookup?.bind(null, attempt.transactionId) : gateway.lookupByReference?.bind(null, attempt.reference);
  if (!ask) return null;
  const found = transactionShape.safeParse(await ask().catch(() => null));
  if (!found.success || found.data.reference !== attempt.reference) return null;
  return db.transaction((tx) => applyTransaction(tx, gateway, found.data, attempt.instanceId));
}

/**
 * A part of a table's tab has one attempt: approved pays the part, a refusal releases it so its share counts as
 * unpaid again (the payer takes a new part to try again). An approval for a part already released (withdrawn, let
 * go by staff, or past its hold) pays it again when the bill still has room; when it has not, the money is on the
 * attempt with no part to pay, and the activity log says so for staff to give it back.
 */
async function settleTabPartPayment(tx: Tx, instanceId: number, partId: number, status: string, now: Date) {
  const state = status === "approved" ? "paid" : isFinal(status) ? "released" : null;
  if (!state) return;
  try {
    const settled = await settlePart(tx, instanceId, partId, state, "gateway", now);
    if (settled.retaken === false) await audit(instanceId, null, "payment.unmatched", { type: "tab_part", id: partId }, { tab: settled.tabId, via: "gateway" }, tx);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "part_settled")) throw error;
    console.warn(`tab part ${partId}: ${status} arrived after the part was settled`);
  }
}

/**
 * The order shows its latest attempt, with the method it was paid with, except that an approved attempt always
 * wins: money taken by an older attempt that was answered late is still money taken.
 */
async function settleOrder(tx: Tx, instanceId: number, orderId: number, now: Date) {
  const attempts = await tx
    .select({ status: payments.status, method: payments.method })
    .from(payments)
    .where(and(eq(payments.instanceId, instanceId), eq(payments.orderId, orderId)))
    .orderBy(desc(payments.id));
  const shown = attempts.find((a) => a.status === "approved") ?? firstRow(attempts, "payment attempt");
  const [order] = await tx.select({ status: orders.status, method: orders.paymentMethod }).from(orders).where(and(eq(orders.instanceId, instanceId), eq(orders.id, orderId)));
  if (order && order.status !== "approved" && (order.status !== shown.status || order.method !== shown.method)) {
    await tx.update(orders).set({ status: shown.status, paymentMethod: shown.method, updatedAt: now }).where(and(eq(orders.instanceId, instanceId), eq(orders.id, orderId)));
  }
}
