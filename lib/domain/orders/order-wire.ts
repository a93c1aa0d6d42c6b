import { fromMajor, toMajor } from "../money/major-units";
import type { OrderJson, OrderView } from "./order-view";

/** An order on the wire (the orders API): the app's OrderView with every amount in major units. */

function mapOrder<A, B>(order: OrderView<A>, convert: (amount: A) => B): OrderView<B> {
  return {
    ...order,
    subtotal: convert(order.subtotal),
    delivery_price: convert(order.delivery_price),
    discount: convert(order.discount),
    tip: convert(order.tip),
    consumption_tax: convert(order.consumption_tax),
    total: convert(order.total),
    refunded: convert(order.refunded),
    lines: order.lines.map((line) => ({ ...line, unit_price: convert(line.unit_price), total: convert(line.total) })),
  };
}

/** The order JSON of the orders API: every amount in major units of the order's currency. */
export function orderToWire(order: OrderView): OrderJson {
  return mapOrder(order, (amount) => toMajor(amount, order.currency));
}

export function orderFromWire(json: OrderJson): OrderView {
  return mapOrder(json, (amount) => fromMajor(amount, json.currency));
}
