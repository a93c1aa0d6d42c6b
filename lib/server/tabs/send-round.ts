import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import { cartSubtotal } from "@/lib/domain/cart/cart-checkout";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { brandDefaultLocale } from "@/lib/domain/brand/localize";
import { ZERO } from "@/lib/domain/money/minor";
import { placeContext, roundsJoinTab } from "@/lib/domain/tabs/on-table";
import type { RoundBody } from "@/lib/domain/tabs/tab-bodies";
import { includedConsumptionTax } from "@/lib/domain/cart/totals";
import type { Db } from "../db/client";
import { pgErrorCode, UNIQUE_VIOLATION } from "../db/errors";
import { firstRow } from "../db/rows";
import { orderLines, orders, tabLines, tabs } from "../db/schema";
import type { OrderingPlace } from "../dal/places";
import { loadTab, openTabFor, touchTab, type StoredTab } from "../dal/tabs";
import { findSupplier } from "../dal/suppliers";
import { assertRecordable, orderLineRows, pricedLines, reserveStock } from "../orders/order-lines";
import { refuseClosedBranch, refuseUnderage } from "../orders/order-refusals";

type Brand = Pick<InstanceConfig, "id" | "currency" | "langs" | "country_code">;

/**
 * Checkout mode (product §4): a round from a phone at the table is sent to prepare at once and joins
 * the table's one open tab, paid at the end. It is priced and its stock taken exactly as a delivery order's
 * (order-lines.ts); the kitchen reads it as an order of its own, the tab bills a copy of its lines. A
 * repeated Idempotency-Key answers the round it already sent.
 */
export async function sendRound(db: Db, brand: Brand, place: OrderingPlace, body: RoundBody, idempotencyKey: string | null): Promise<{ roundId: number; accessToken: string; tab: StoredTab; replayed: boolean; tookLimitedStock: boolean }> {
  if (place.kind !== "table" || !roundsJoinTab(placeContext(place.kind, place.onTableClass))) {
    throw new ApiError("ordering_unavailable", "Rounds join a tab only at a table of a branch in checkout mode");
  }
  if (idempotencyKey) {
    const sent = await roundByKey(db, brand.id, idempotencyKey);
    if (sent) return { ...sent, replayed: true, tookLimitedStock: false };
  }
  // The checkout's rules hold at the table too: an open branch, and the diner's age for alcohol.
  const supplier = await findSupplier(brand.id, place.supplier.slug);
  if (!supplier) throw new ApiError("not_found", "No such branch");
  const now = new Date();
  refuseClosedBranch(supplier, "on_table", now);
  const lines = await pricedLines(brand.id, place.supplier.id, "on_table", body.lines, brandDefaultLocale(brand));
  refuseUnderage(lines, body.birth_date, supplier.timezone, now);
  const subtotal = cartSubtotal(lines);
  assertRecordable(lines, subtotal);

  try {
    return await db.transaction(async (tx) => {
      const tab = await openTabFor(tx, brand.id, { id: place.id, supplierId: place.supplier.id }, brand.currency);
      const { tookLimitedStock } = await reserveStock(tx, brand.id, place.supplier.id, lines);
      const inserted = await tx
        .insert(orders)
        .values({
          instanceId: brand.id,
          supplierId: place.supplier.id,
          accessToken: randomBytes(24).toString("base64url"),
          idempotencyKey,
          // sent to prepare now, paid with the tab: pending payment from the start
          status: "pending",
          progress: "received",
          service: "on_table",
          paymentMethod: "tab",
          currency: brand.currency,
          subtotal,
          deliveryPrice: ZERO,
          discount: ZERO,
          tip: ZERO,
          consumptionTax: includedConsumptionTax(subtotal, brand.country_code),
          total: subtotal,
          contact: {},
          placeId: place.id,
          tabId: tab.id,
          guest: body.guest,
        })
        .returning({ id: orders.id, accessToken: orders.accessToken });
      const round = firstRow(inserted, "round");
      const rows = orderLineRows(brand.id, round.id, lines);
      await tx.insert(orderLines).values(rows);
      await tx.insert(tabLines).values(rows.map((row) => ({ instanceId: brand.id, tabId: tab.id, orderId: round.id, label: row.label, options: row.options.map((option) => option.label), quantity: row.quantity, unitPrice: row.unitPrice, total: row.lineTotal })));
      return { roundId: round.id, accessToken: round.accessToken, tab: await loadTab(tx, brand.id, await touchTab(tx, brand.id, tab.id)), replayed: false, tookLimitedStock };
    });
  } catch (error) {
    // The same round sent twice at once: the idempotency index lets one through; answer with it.
    if (idempotencyKey && pgErrorCode(error) === UNIQUE_VIOLATION) {
      const sent = await roundByKey(db, brand.id, idempotencyKey);
      if (sent) return { ...sent, replayed: true, tookLimitedStock: false };
    }
    throw error;
  }
}

async function roundByKey(db: Db, instanceId: number, key: string): Promise<{ roundId: number; accessToken: string; tab: StoredTab } | null> {
  const [row] = await db
    .select({ id: orders.id, accessToken: orders.accessToken, tab: tabs })
    .from(orders)
    .innerJoin(tabs, and(eq(tabs.instanceId, orders.instanceId), eq(tabs.id, orders.tabId)))
    .where(and(eq(orders.instanceId, instanceId), eq(orders.idempotencyKey, key)));
  return row ? { roundId: row.id, accessToken: row.accessToken, tab: await loadTab(db, instanceId, row.tab) } : null;
}
