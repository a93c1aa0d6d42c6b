import "server-only";
import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { ContactForm } from "@/lib/domain/checkout/contact-form";
import type { Currency } from "@/lib/domain/money/currency";
import { isOnlineMethod, type PaymentMethod } from "@/lib/domain/payments/payment-methods";
import { canTransition, isUnpayable } from "@/lib/domain/orders/transaction-status";
import type { Db, Tx } from "../db/client";
import { orders, payments } from "../db/schema";
import type { Order } from "../orders/create-order";
import { orderPath } from "@/lib/domain/routing/paths";
import type { Gateway } from "./gateway";
import { hostedCheckoutUrl } from "./hosted-checkout";
import { returnUrl, type DinerReturn } from "./web-checkout";

export type PaymentRefusal = "already_paid" | "not_online" | "unpayable";

interface Where extends DinerReturn {
  supplierSlug: string;
}

/**
 * Sends the diner to pay `order` at `gateway` and answers the hosted checkout to send them to. Every attempt
 * has its own reference, so a declined attempt followed by "try a new payment" (product §8) is a second
 * transaction at the gateway, and a late event of the first one is still recognised. An attempt still open
 * is reused, so prefetchers and reloads do not pile up attempts.
 */
export async function startPayment(db: Db, instanceId: number, order: Order, gateway: Gateway, where: Where, now = new Date()): Promise<{ url: string } | { refused: PaymentRefusal }> {
  const method = order.paymentMethod as PaymentMethod;
  if (order.status === "approved") return { refused: "already_paid" };
  if (!isOnlineMethod(method)) return { refused: "not_online" };
  // a canceled order (a full refund cancels one the kitchen had not taken up) is not paid again
  if (isUnpayable(order.createdAt, now) || order.progress === "canceled") return { refused: "unpayable" };

  const reference = await db.transaction(async (tx) => {
    // Two requests for one order at once (a prefetch and the click) must agree on one attempt.
    await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.instanceId, instanceId), eq(orders.id, order.id))).for("update");
    const open = await openAttempt(tx, instanceId, order, gateway);
    if (open) return open;
    const fresh = `${order.id}-${randomBytes(9).toString("base64url")}`;
    await tx.insert(payments).values({
      instanceId,
      orderId: order.id,
      gateway: gateway.name,
      reference: fresh,
      method,
      amount: order.total,
      currency: order.currency,
      status: "pending",
    });
    if (canTransition(order.status, "pending")) {
      await tx.update(orders).set({ status: "pending", updatedAt: now }).where(and(eq(orders.instanceId, instanceId), eq(orders.id, order.id)));
    }
    return fresh;
  });

  const contact = order.contact as ContactForm;
  const url = await hostedCheckoutUrl(gateway, where, {
    reference,
    amountMinor: order.total,
    currency: order.currency as Currency,
    method,
    redirectUrl: returnUrl(where, orderPath(where.supplierSlug, order.id, order.accessToken)),
    customer: { email: contact.email, fullName: contact.name, phone: contact.phone, legalId: contact.document_number, legalIdType: contact.document_type },
    locale: where.locale,
  });
  return { url };
}

/**
 * The reference of the order's attempt that has not ended: pending at this gateway for the order's amount.
 * Any verdict (declined, error, voided, not found) ends it, and the next visit opens a new one.
 */
async function openAttempt(tx: Tx, instanceId: number, order: Order, gateway: Gateway): Promise<string | null> {
  const [open] = await tx
    .select({ reference: payments.reference })
    .from(payments)
    .where(
      and(
        eq(payments.instanceId, instanceId),
        eq(payments.orderId, order.id),
        eq(payments.gateway, gateway.name),
        eq(payments.status, "pending"),
        eq(payments.amount, order.total),
        eq(payments.currency, order.currency),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return open?.reference ?? null;
}
