import "server-only";
import { fromMinorUnits, type Currency } from "@/lib/domain/currency";
import { displayPaymentState } from "@/lib/domain/transaction-status";
import type { Order } from "./create-order";

/** An order as its diner reads it: money in major units, the spec §4 display state beside the raw status. */
export function orderJson(order: Order) {
  const money = (minor: number) => fromMinorUnits(minor, order.currency as Currency);
  return {
    id: order.id,
    access_token: order.accessToken,
    status: order.status,
    payment_state: displayPaymentState(order.status),
    progress: order.progress,
    service: order.service,
    payment_method: order.paymentMethod,
    currency: order.currency,
    subtotal: money(order.subtotal),
    delivery_price: money(order.deliveryPrice),
    discount: money(order.discount),
    tip: money(order.tip),
    consumption_tax: money(order.consumptionTax),
    total: money(order.total),
    lines: order.lines.map((line) => ({
      product_supplier_id: line.productSupplierId,
      label: line.label,
      unit_price: money(line.unitPrice),
      quantity: line.quantity,
      total: money(line.lineTotal),
    })),
    created_at: order.createdAt,
  };
}
