import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/api-errors";
import { checkoutBodySchema } from "@/lib/domain/checkout-body";
import { decideBrandFlags } from "@/lib/flags/definitions";
import { getDb } from "@/lib/server/db/client";
import { brandRoute } from "@/lib/server/http/brand-route";
import { createOrder } from "@/lib/server/orders/create-order";
import { orderJsonWithBranch } from "@/lib/server/orders/order-json";

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** POST /api/v1/orders — a purchase priced by the server; send an Idempotency-Key so a retry cannot order twice. */
export const POST = brandRoute({ rateLimit: "order_create", body: (brand) => checkoutBodySchema(brand.country_code) }, async ({ request, brand, body }) => {
  const key = request.headers.get("idempotency-key");
  if (key !== null && !KEY.test(key)) throw new ApiError("bad_request", "Idempotency-Key must be 8–100 letters, digits, - or _");
  const db = await getDb();
  const { order, replayed } = await createOrder(db, body, {
    brand,
    flags: await decideBrandFlags(brand.flags),
    idempotencyKey: key,
  });
  return NextResponse.json({ order: await orderJsonWithBranch(db, order) }, { status: replayed ? 200 : 201, headers: { "idempotent-replayed": String(replayed) } });
});
