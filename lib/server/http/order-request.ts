import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { ApiError } from "@/lib/domain/http/api-errors";
import { orderId } from "@/lib/domain/http/api-bodies";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { getDb, type Db } from "../db/client";
import type { Order } from "../orders/create-order";
import { findOrderWithToken } from "../orders/order-access";
import { orderJsonWithBranch } from "../orders/order-json";

/** What every diner's call under /api/v1/orders/{id}?token= parses (brandRoute options). */
export const orderCall = {
  params: { id: orderId },
  query: z.object({ token: z.string().optional() }),
};

/**
 * The order a diner's call is about, read with the `?token=` it carries: a wrong or missing token throws
 * the same 404 as an unknown id.
 */
export async function orderWithToken(brand: InstanceConfig, id: number, token: string | undefined): Promise<{ db: Db; order: Order; token: string }> {
  const db = await getDb();
  const order = token ? await findOrderWithToken(db, brand.id, id, token) : null;
  if (!order || !token) throw new ApiError("not_found", "No order with that id and token");
  return { db, order, token };
}

/** An order as its diner reads it; never cached, since only the token's holder may see it. */
export async function orderResponse(db: Db, order: Order) {
  return NextResponse.json({ order: await orderJsonWithBranch(db, order) }, { headers: { "cache-control": "private, no-store" } });
}
