import { NextResponse } from "next/server";
import { checkoutBodySchema } from "@/lib/domain/checkout-body";
import { decideBrandFlags } from "@/lib/flags/definitions";
import { getDb } from "@/lib/server/db/client";
import { apiError } from "@/lib/server/http/api-error";
import { brandFromRequest } from "@/lib/server/http/brand-from-request";
import { badRequest } from "@/lib/server/http/zod-error";
import { CheckoutError, createOrder } from "@/lib/server/orders/create-order";
import { orderJsonWithBranch } from "@/lib/server/orders/order-json";

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** POST /api/v1/orders — a purchase priced by the server; send an Idempotency-Key so a retry cannot order twice. */
export async function POST(request: Request) {
  const brand = await brandFromRequest(request);
  if (brand instanceof Response) return brand;
  const key = request.headers.get("idempotency-key");
  if (key !== null && !KEY.test(key)) return apiError(400, "bad_request", "Idempotency-Key must be 8–100 letters, digits, - or _");
  const json = await request.json().catch(() => undefined);
  if (json === undefined) return apiError(400, "bad_request", "The body is not valid JSON");
  const body = checkoutBodySchema(brand.country_code).safeParse(json);
  if (!body.success) return badRequest(body.error);
  try {
    const db = await getDb();
    const { order, replayed } = await createOrder(db, body.data, {
      brand,
      flags: await decideBrandFlags(brand.flags),
      idempotencyKey: key,
    });
    return NextResponse.json({ order: await orderJsonWithBranch(db, order) }, { status: replayed ? 200 : 201, headers: { "idempotent-replayed": String(replayed) } });
  } catch (error) {
    if (error instanceof CheckoutError) {
      return NextResponse.json({ error: { code: error.code, message: error.message, ...error.detail } }, { status: error.status });
    }
    throw error;
  }
}
