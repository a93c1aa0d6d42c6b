import type { OrderBranch, OrderJson } from "@/lib/domain/orders/order-view";

/** An order as the orders API answers it (amounts in major units of its currency); override what a test is about. */
export function orderJson(overrides: Partial<OrderJson> = {}): OrderJson {
  return {
    id: 7,
    access_token: "tok-123",
    supplier: "centro",
    status: "pending",
    payment_state: "pending",
    progress: "received",
    service: "delivery",
    payment_method: "card",
    payable: true,
    unpayable: false,
    receipt: null,
    currency: "COP",
    subtotal: 24000,
    delivery_price: 5000,
    discount: 0,
    refunded: 0,
    tip: 2400,
    consumption_tax: 1778,
    total: 31400,
    coupon_code: null,
    lines: [{ product_supplier_id: 12, label: "Arepa con queso", unit_price: 12000, quantity: 2, total: 24000, options: [] }],
    address: null,
    scheduled_for: null,
    comments: null,
    packed: false,
    cutlery: false,
    pickup_code: null,
    place: null,
    created_at: "2025-03-01T15:00:00.000Z",
    updated_at: "2025-03-01T15:00:00.000Z",
    ...overrides,
  };
}

/** The branch an order page shows: Centro, with its phone and WhatsApp. */
export function orderBranch(overrides: Partial<OrderBranch> = {}): OrderBranch {
  return {
    slug: "centro",
    name: "Casa Centro",
    address: "Calle 10 # 5-20",
    city: "Bogotá",
    phone: "+57 601 555 0101",
    whatsapp: "+57 300 555 0101",
    location: { lat: 4.598, lng: -74.076 },
    wait_minutes: { pickup: 20, delivery: 45 },
    on_table_class: "basic",
    ...overrides,
  };
}
