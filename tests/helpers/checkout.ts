import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { POST as postOrder } from "@/app/api/v1/orders/route";
import { brandRequest } from "./requests";

/** The ids a checkout body needs for the factory brand (tests/factories/brand.ts), read from its database. */
export async function factoryIds(db: Db, instanceId: number) {
  const sold = await db
    .select({ id: t.productSuppliers.id, key: t.products.key })
    .from(t.productSuppliers)
    .innerJoin(t.products, eq(t.products.id, t.productSuppliers.productId))
    .where(eq(t.productSuppliers.instanceId, instanceId));
  const ids: Record<string, number> = Object.fromEntries(sold.map((row) => [row.key, row.id]));
  const [group] = await db.select().from(t.optionGroups).where(eq(t.optionGroups.instanceId, instanceId));
  const options = await db.select().from(t.options).where(eq(t.options.groupId, group!.id));
  const [zone] = await db.select({ id: t.polygons.id }).from(t.polygons).where(eq(t.polygons.instanceId, instanceId));
  // Product keys (arepa-queso, limonada, …) as well as the ids a line's options and a delivery need.
  return { ...ids, group: group!.id, pina: options.find((o) => o.key === "pina")!.id, zone: zone!.id } as Record<string, number>;
}

/** An address whose point lies in the factory brand's delivery zone (tests/factories/brand.ts). */
export const testAddress = { address: "Carrera 7 # 12-34", reference: "Portería", neighbourhood: "Centro", city: "Bogotá", lat: 4.6, lng: -74.07 };

export const testContact = { name: "Ana Pérez", phone: "3001234567", email: "ana@example.co", document_type: "cc", document_number: "1020304050" };

/** A take-away checkout body for two arepas with piña (2 × 13.000), with any field overridden. */
export function checkoutBody(ids: Record<string, number>, over: Record<string, unknown> = {}) {
  return {
    supplier: "centro",
    service: "take_away",
    lines: [{ product_supplier_id: ids["arepa-queso"], quantity: 2, options: { [ids.group!]: [ids.pina] } }],
    contact: testContact,
    payment_method: "cash_or_dataphone",
    terms_accepted: true,
    ...over,
  };
}

/** Places an order through the real API, as the precheckout does. */
export async function placeOrder(slug: string, body: unknown, key?: string) {
  const response = await postOrder(
    brandRequest(slug, "/api/v1/orders", { method: "POST", body: JSON.stringify(body), headers: key ? { "idempotency-key": key } : {} }),
  );
  return { status: response.status, json: await response.json() };
}

/** Marks an order paid, as staff confirming its cash would (the operator route's own tests cover that path). */
export async function markPaid(db: Db, orderId: number) {
  await db.update(t.orders).set({ status: "approved" }).where(eq(t.orders.id, orderId));
}
