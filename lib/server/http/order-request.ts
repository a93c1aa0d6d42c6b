import "server-only";
import { NextResponse } from "next/server";
import { orderId } from "@/lib/domain/api-bodies";
import type { InstanceConfig } from "@/lib/domain/instance-config";
import { getDb, type Db } from "../db/client";
import type { Order } from "../orders/create-order";
import { findOrderWithToken } from "../orders/order-access";
import { orderJsonWithBranch } from "../orders/order-json";
import { apiError } from "./api-error";
import { brandFromRequest } from "./brand-from-request";
import { badRequest } from "./zod-error";

export interface OrderRequest {
  brand: InstanceConfig;
  db: Db;
  order: Order;
  token: string;
}

/**
 * The order a diner's call under /api/v1/orders/{id} is about, read with the `?token=` it carries: a wrong
 * or missing token answers the same 404 as an unknown id.
 */
export async function orderFromRequest(request: Request, params: Promise<{ id: string }>): Promise<OrderRequest | Response> {
  const brand = await brandFromRequest(request);
  if (brand instanceof Response) return brand;
  const id = orderId.safeParse((await params).id);
  if (!id.success) return badRequest(id.error);
  const db = await getDb();
  const token = new URL(request.url).searchParams.get("token");
  const order = await findOrderWithToken(db, brand.id, id.data, token);
  if (!order || !token) return apiError(404, "not_found", "No order with that id and token");
  return { brand, db, order, token };
}

/** An order as its diner reads it; never cached, since only the token's holder may see it. */
export async function orderResponse(db: Db, order: Order) {
  return NextResponse.json({ order: await orderJsonWithBranch(db, order) }, { headers: { "cache-control": "private, no-store" } });
}
