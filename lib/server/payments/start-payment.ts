import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { ContactForm } from "@/lib/domain/contact-form";
import type { Currency } from "@/lib/domain/currency";
import { isOnlineMethod, type PaymentMethod } from "@/lib/domain/payment-forms";
import { canTransition, isUnpayable } from "@/lib/domain/transaction-status";
import type { Db } from "../db/client";
import { orders, payments } from "../db/schema";
import type { Order } from "../orders/create-order";
import { orderPath } from "@/lib/domain/paths";
import type { Gateway } from "./gateway";
import { webCheckoutUrl } from "./web-checkout";

export type PaymentRefusal = "already_paid" | "not_online" | "unpayable";

interface Where {
  /** the host and protocol the diner used: the gateway sends them back there */
  host: string;
  protocol: string;
  supplierSlug: string;
  locale: string;
}

/**
 * Opens a new attempt to pay `order` at `gateway` and answers the hosted checkout to send the diner to.
 * Every attempt has its own reference, so a declined attempt followed by "try a new payment" (spec §8) is a
 * second transaction at the gateway, and a late event of the first one is still recognised.
 */
export async function startPayment(db: Db, instanceId: number, order: Order, gateway: Gateway, where: Where, now = new Date()): Promise<{ url: string } | { refused: PaymentRefusal }> {
  const method = order.paymentMethod as PaymentMethod;
  if (order.status === "approved") return { refused: "already_paid" };
  if (!isOnlineMethod(method)) return { refused: "not_online" };
  if (isUnpayable(order.createdAt, now)) return { refused: "unpayable" };

  const reference = `${order.id}-${randomBytes(9).toString("base64url")}`;
  await db.transaction(async (tx) => {
    await tx.insert(payments).values({
      instanceId,
      orderId: order.id,
      gateway: gateway.name,
      reference,
      method,
      amount: order.total,
      currency: order.currency,
      status: "pending",
    });
    if (canTransition(order.status, "pending")) {
      await tx.update(orders).set({ status: "pending", updatedAt: now }).where(and(eq(orders.instanceId, instanceId), eq(orders.id, order.id)));
    }
  });

  const contact = order.contact as ContactForm;
  const orderPage = new URL(orderPath(where.supplierSlug, order.id, order.accessToken), `${where.protocol}//${where.host}`);
  const url = webCheckoutUrl(gateway.checkoutBase(where.host, where.protocol), gateway.publicKey, gateway.integritySecret, {
    reference,
    amountMinor: order.total,
    currency: order.currency as Currency,
    method,
    redirectUrl: orderPage.toString(),
    customer: { email: contact.email, fullName: contact.name, phone: contact.phone, legalId: contact.document_number, legalIdType: contact.document_type },
    locale: where.locale,
  });
  return { url };
}
