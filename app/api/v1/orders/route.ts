import { NextResponse } from "next/server";
import { checkoutBodySchema } from "@/lib/domain/checkout/checkout-body";
import { decideBrandFlags } from "@/lib/flags/definitions";
import { refreshStockAfterSale } from "@/lib/server/cache/stock-refresh";
import { getDb } from "@/lib/server/db/client";
import { brandRoute } from "@/lib/server/http/brand-route";
import { idempotencyKeyOf } from "@/lib/server/http/idempotency-key";
import { provenProfile } from "@/lib/server/http/profile-request";
import { createOrder } from "@/lib/server/orders/create-order";
import { orderJsonWithBranch } from "@/lib/server/orders/order-json";

/** POST /api/v1/orders — a purchase priced by the server; send an Idempotency-Key so a retry cannot order twice. */
export const POST = brandRoute({ rateLimit: "order_create", body: (brand) => checkoutBodySchema(brand.country_code) }, async ({ request, brand, body }) => {
  const key = idempotencyKeyOf(request);
  const db = await getDb();
  const { order, replayed, tookLimitedStock } = await createOrder(db, body, {
    brand,
    flags: await decideBrandFlags(brand.flags),
    idempotencyKey: key,
    profileId: await provenProfile(request, brand.id),
  });
  if (tookLimitedStock) refreshStockAfterSale(brand, order.supplierId);
  return NextResponse.json({ order: await orderJsonWithBranch(db, order) }, { status: replayed ? 200 : 201, headers: { "idempotent-replayed": String(replayed) } });
});
