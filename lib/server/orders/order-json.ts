import "server-only";
import { and, eq } from "drizzle-orm";
import type { Address } from "@/lib/domain/location/address";
import type { CartLineOption } from "@/lib/domain/cart/cart";
import type { Currency } from "@/lib/domain/money/currency";
import { orderToWire } from "@/lib/domain/orders/order-wire";
import type { OrderJson } from "@/lib/domain/orders/order-view";
import { isOnlineMethod, type PaymentMethod } from "@/lib/domain/payments/payment-methods";
import type { PlaceKind } from "@/lib/domain/tabs/places";
import { displayPaymentState, isUnpayable } from "@/lib/domain/orders/transaction-status";
import { ZERO, type Minor } from "@/lib/domain/money/minor";
import type { Db } from "../db/client";
import { refundedByOrder } from "../payments/refund-sums";
import { places, suppliers } from "../db/schema";
import type { Order } from "./create-order";

interface Context {
  /** the branch's slug, for links back to it; null until every caller passes it (see orderJsonWithBranch) */
  supplier?: string | null;
  /** the clock the one-day payment limit is measured on */
  now?: Date;
  /** the table, room or seat it goes to */
  place?: { kind: PlaceKind; code: string } | null;
  /** what was refunded of it (refund.ts refundedByOrder) */
  refunded?: Minor;
}

/**
 * An order as its diner reads it (OrderView, lib/domain/orders/order-view.ts), written for the wire: money in major
 * units. Dates are ISO strings here, so this function's type is exactly what the browser receives.
 */
export function orderJson(order: Order, { supplier = null, now = new Date(), place = null, refunded = ZERO }: Context = {}): OrderJson {
  const approved = order.status === "approved";
  // Product §5: an order more than a day old cannot be paid, whatever the method, once unpaid for a day.
  const unpayable = !approved && isUnpayable(order.createdAt, now);
  return orderToWire({
    id: order.id,
    access_token: order.accessToken,
    supplier,
    status: order.status,
    payment_state: displayPaymentState(order.status),
    progress: order.progress,
    service: order.service,
    payment_method: order.paymentMethod,
    // The method is stored text; an unknown value simply is not online.
    payable: isOnlineMethod(order.paymentMethod as PaymentMethod) && !approved && !unpayable && refunded === 0 && order.progress !== "canceled",
    unpayable,
    receipt: order.receiptType && order.receiptUploadedAt ? { type: order.receiptType, uploaded_at: order.receiptUploadedAt.toISOString() } : null,
    currency: order.currency as Currency,
    subtotal: order.subtotal,
    delivery_price: order.deliveryPrice,
    discount: order.discount,
    tip: order.tip,
    consumption_tax: order.consumptionTax,
    total: order.total,
    refunded,
    coupon_code: order.couponCode,
    lines: order.lines.map((line) => ({
      product_supplier_id: line.productSupplierId,
      label: line.label,
      unit_price: line.unitPrice,
      quantity: line.quantity,
      total: line.lineTotal,
      options: (line.options as CartLineOption[]).map((option) => option.label),
    })),
    address: order.address as Address | null,
    scheduled_for: order.scheduledFor?.toISOString() ?? null,
    comments: order.comments,
    packed: order.packed,
    cutlery: order.cutlery,
    pickup_code: order.pickupCode,
    place,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  });
}

/** orderJson with the branch's slug (a switched-off branch keeps its slug) and the order's place read from the database. */
export async function orderJsonWithBranch(db: Db, order: Order, now = new Date()): Promise<OrderJson> {
  const [branch] = await db
    .select({ slug: suppliers.slug })
    .from(suppliers)
    .where(and(eq(suppliers.instanceId, order.instanceId), eq(suppliers.id, order.supplierId)));
  const [place] =
    order.placeId === null ? [] : await db.select({ kind: places.kind, code: places.code }).from(places).where(and(eq(places.instanceId, order.instanceId), eq(places.id, order.placeId)));
  const refunded = (await refundedByOrder(db, order.instanceId, [order.id])).get(order.id) ?? ZERO;
  return orderJson(order, { supplier: branch?.slug ?? null, now, place: place ?? null, refunded });
}
