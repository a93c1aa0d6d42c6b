import "server-only";
import { and, desc, eq, gte, inArray, or } from "drizzle-orm";
import type { Currency } from "@/lib/domain/money/currency";
import type { CartLineOption } from "@/lib/domain/cart/cart";
import { paysBeforePreparing } from "@/lib/domain/tabs/on-table";
import { awaitsPaymentConfirmation, onBoard } from "@/lib/domain/orders/order-board";
import { orderJourney } from "@/lib/domain/orders/order-journey";
import type { BoardOrderView } from "@/lib/domain/orders/order-board-wire";
import { getDb } from "../db/client";
import { orderLines, orders, places, tabs } from "../db/schema";

/** How far back the board looks: an order not done after a day is a mistake to settle, not the pass's work. */
const BOARD_WINDOW_MS = 24 * 60 * 60 * 1000;
/** More than a kitchen can have on its pass: the newest are shown. */
const BOARD_LIMIT = 200;

interface Contact {
  name?: string;
}

/**
 * The live orders of one branch for the staff board (lib/domain/orders/order-board.ts onBoard): placed in the last day,
 * or scheduled for a slot not yet an hour past, with their lines and options, the place they go to and what their
 * payment waits for, and the steps each follows at this branch; oldest first. Rounds of a tab that closed are done.
 */
export async function boardOrders(instanceId: number, branch: { id: number; on_table_class: string }, now = new Date()): Promise<BoardOrderView[]> {
  const supplierId = branch.id;
  const db = await getDb();
  const since = new Date(now.getTime() - BOARD_WINDOW_MS);
  const rows = await db
    .select({ order: orders, placeCode: places.code, placeKind: places.kind, tabStatus: tabs.status })
    .from(orders)
    .leftJoin(places, and(eq(places.instanceId, orders.instanceId), eq(places.id, orders.placeId)))
    .leftJoin(tabs, and(eq(tabs.instanceId, orders.instanceId), eq(tabs.id, orders.tabId)))
    .where(
      and(
        eq(orders.instanceId, instanceId),
        eq(orders.supplierId, supplierId),
        or(gte(orders.createdAt, since), gte(orders.scheduledFor, new Date(now.getTime() - 60 * 60 * 1000))),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(BOARD_LIMIT);
  const placed = rows.map((row) => ({ ...row, placing: { ...row.order, tabOpen: row.tabStatus === null ? null : row.tabStatus === "open" } }));
  const live = placed.filter(({ placing }) => onBoard(placing));
  const lines = live.length
    ? await db
        .select({ orderId: orderLines.orderId, label: orderLines.label, quantity: orderLines.quantity, options: orderLines.options })
        .from(orderLines)
        .where(
          and(
            eq(orderLines.instanceId, instanceId),
            inArray(
              orderLines.orderId,
              live.map(({ order }) => order.id),
            ),
          ),
        )
        .orderBy(orderLines.id)
    : [];
  return live.reverse().map(({ order, placeCode, placeKind, placing }) => ({
    id: order.id,
    service: order.service,
    journey: orderJourney(order.service, branch.on_table_class),
    progress: order.progress,
    status: order.status,
    payment_method: order.paymentMethod,
    total: order.total,
    currency: order.currency as Currency,
    name: ((order.contact as Contact | null)?.name ?? "").trim() || null,
    place: placeCode && placeKind ? { kind: placeKind, code: placeCode } : null,
    guest: order.guest,
    pickup_code: order.pickupCode,
    scheduled_for: order.scheduledFor?.toISOString() ?? null,
    comments: order.comments,
    lines: lines
      .filter((line) => line.orderId === order.id)
      .map(({ label, quantity, options }) => ({ label, quantity, options: (options as CartLineOption[]).map((option) => option.label) })),
    round: order.tabId !== null,
    pays_first: paysBeforePreparing(order),
    awaits_payment: awaitsPaymentConfirmation(placing),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  }));
}
