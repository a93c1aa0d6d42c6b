import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import { mayPrepare } from "@/lib/domain/tabs/on-table";
import { canTransition, ORDER_PROGRESS } from "@/lib/domain/orders/transaction-status";
import type { Db } from "../db/client";
import { orderLines, orders } from "../db/schema";
import { lockTab, touchTab } from "../dal/tabs";
import { audit } from "../dal/staff-audit";
import { requireBranchAccess } from "../staff/staff-branch";
import { sameSecret } from "../http/same-secret";
import type { Order } from "./create-order";

async function load(db: Db, instanceId: number, id: number): Promise<Order | null> {
  const [order] = await db.select().from(orders).where(and(eq(orders.instanceId, instanceId), eq(orders.id, id)));
  if (!order) return null;
  const lines = await db.select().from(orderLines).where(and(eq(orderLines.instanceId, instanceId), eq(orderLines.orderId, order.id)));
  return { ...order, lines };
}

/**
 * An order is readable only with its access token: a wrong or missing token and an unknown id look the
 * same (null), so ids cannot be probed for other diners' orders.
 */
export async function findOrderWithToken(db: Db, instanceId: number, id: number, token: string | null): Promise<Order | null> {
  const order = await load(db, instanceId, id);
  return order && sameSecret(token, order.accessToken) ? order : null;
}

/** Who moves an order: a staff account scoped to some branches (none: all), or the brand's operator key (null). */
export interface OrderMover {
  staff: { id: number; branches: readonly number[] } | null;
}

/**
 * An operator moves an order: its progress (product §4 labels) and/or its payment status along allowed transitions,
 * at a branch the staff account works at (403 forbidden otherwise), recorded in the audit log with the change.
 */
export async function updateOrder(db: Db, instanceId: number, id: number, change: { status?: string; progress?: string }, { staff }: OrderMover = { staff: null }): Promise<Order> {
  const order = await load(db, instanceId, id);
  if (!order) throw new ApiError("not_found", "No such order");
  requireBranchAccess(staff, order.supplierId);
  if (change.status && change.status !== order.status && !canTransition(order.status, change.status)) {
    throw new ApiError("invalid_transition", "That status change is not allowed");
  }
  const progress = change.progress && (ORDER_PROGRESS as readonly string[]).includes(change.progress) ? change.progress : order.progress;
  // a round its diner withdrew is gone from the tab: it cannot come back to the kitchen
  if (order.tabId !== null && order.progress === "canceled" && order.releasedAt !== null) throw new ApiError("invalid_transition", "The diner withdrew this round");
  if (progress !== order.progress && !mayPrepare({ ...order, status: change.status ?? order.status }, progress)) {
    throw new ApiError("unpaid_order", "This order is paid before it is prepared: confirm its payment first");
  }
  await db.transaction(async (tx) => {
    // a round: the tab row first, in the order a withdrawal (withdraw-round.ts) locks them, so the two queue up
    if (order.tabId !== null) await lockTab(tx, instanceId, order.tabId);
    await tx
      .update(orders)
      .set({ status: change.status ?? order.status, progress, updatedAt: new Date() })
      // from the progress read: a diner's withdrawal of a round in between (withdraw-round.ts) wins, and this refuses
      .where(and(eq(orders.instanceId, instanceId), eq(orders.id, id), eq(orders.progress, order.progress)))
      .returning({ id: orders.id })
      .then((moved) => {
        if (moved.length === 0) throw new ApiError("invalid_transition", "The order changed meanwhile: reload and try again");
      });
    // a table's round: the phones following its tab must see the kitchen's progress
    if (order.tabId !== null) await touchTab(tx, instanceId, order.tabId);
    const moved = { ...(progress !== order.progress && { progress: [order.progress, progress] }), ...(change.status && change.status !== order.status && { status: [order.status, change.status] }) };
    if (Object.keys(moved).length) await audit(instanceId, staff, change.status && change.status !== order.status ? "payment.status_changed" : "order.moved", { type: "order", id }, { ...moved, via: staff ? "console" : "operator_key" }, tx);
  });
  return (await load(db, instanceId, id))!;
}
