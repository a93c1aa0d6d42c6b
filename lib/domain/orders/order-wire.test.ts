import { orderJson } from "@/tests/factories/order";
import { minor } from "../money/minor";
import { orderFromWire, orderToWire } from "./order-wire";
import type { OrderView } from "./order-view";

describe("the order JSON", () => {
  const order: OrderView = {
    ...orderJson({ supplier: "polanco", currency: "MXN", coupon_code: "bienvenido" }),
    subtotal: minor(17900),
    delivery_price: minor(2500),
    discount: minor(1790),
    tip: minor(1790),
    consumption_tax: minor(0),
    total: minor(20400),
    refunded: minor(1000),
    lines: [{ product_supplier_id: 62, label: "Hamburguesa", unit_price: minor(8950), quantity: 2, total: minor(17900), options: ["Queso extra"] }],
  };

  it("writes every amount in major units of the order's currency", () => {
    expect(orderToWire(order)).toEqual({
      ...order,
      subtotal: 179,
      delivery_price: 25,
      discount: 17.9,
      tip: 17.9,
      consumption_tax: 0,
      total: 204,
      refunded: 10,
      lines: [{ ...order.lines[0], unit_price: 89.5, total: 179 }],
    });
  });

  it("reads back to the same minor units", () => {
    expect(orderFromWire(JSON.parse(JSON.stringify(orderToWire(order))))).toEqual(order);
  });
});
