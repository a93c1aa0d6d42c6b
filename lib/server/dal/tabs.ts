import "server-only";
import { and, asc, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Currency } from "@/lib/domain/money/currency";
import { addMinor, timesQuantity, type Minor } from "@/lib/domain/money/minor";
import { billBalance, billFromLines } from "@/lib/domain/tabs/split-bill";
import type { Bill } from "@/lib/domain/tabs/split-bill-types";
import { claimedUnits } from "@/lib/domain/tabs/split-bill-items";
import type { TabView } from "@/lib/domain/tabs/tab-view";
import type { Db, Tx } from "../db/client";
import { firstRow } from "../db/rows";
import { orders, places, tabLines, tabParts, tabs } from "../db/schema";
import { endSeating } from "./seatings";
import { refundedOfParts } from "../payments/refund-sums";

type TabRow = typeof tabs.$inferSelect;
type PartRow = typeof tabParts.$inferSelect;
type LineRow = typeof tabLines.$inferSelect;

/** A tab as stored: its row, its bill lines, its parts (released ones too) and the orders of its rounds. */
export interface StoredTab {
  tab: TabRow;
  lines: LineRow[];
  parts: PartRow[];
  rounds: { id: number; guest: string | null; progress: string; createdAt: Date }[];
  /** what was refunded of its parts paid online */
  refunded: Minor;
}

/** How long every phone at the table still sees a tab after it closed, so each of them sees it close. */
export const CLOSED_TAB_VISIBLE_MS = 15 * 60_000;

/**
 * The bill the split rules work on (lib/domain/tabs/split-bill.ts): the tab's lines and the parts that still
 * count — held and paid; a released part (a failed payment, a withdrawn cash promise) no longer does.
 */
export function billOf({ tab, lines, parts }: Pick<StoredTab, "tab" | "lines" | "parts">): Bill {
  const bill = billFromLines(lines.map((line) => ({ id: String(line.id), label: line.label, quantity: line.quantity, unitPrice: line.unitPrice, total: line.total })));
  return {
    ...bill,
    status: tab.status,
    parts: parts
      .filter((part) => part.state !== "released")
      .map((part) => ({
        way: part.way,
        amount: part.amount,
        state: part.state === "paid" ? "paid" : "held",
        equal: part.equal ?? null,
        claims: part.claims.map((claim) => ({ ...claim, lineId: String(claim.lineId) })),
      })),
  };
}

/** The tab as the phones read it, amounts in minor units. */
export function tabView(stored: StoredTab): TabView {
  const { tab, lines, parts, rounds } = stored;
  const bill = billOf(stored);
  const counted = parts.filter((part) => part.state !== "released");
  const sum = (state: PartRow["state"]): Minor => addMinor(...counted.filter((part) => part.state === state).map((part) => part.amount));
  const roundNumber = new Map(rounds.map((round, index) => [round.id, index + 1]));
  return {
    id: tab.id,
    status: tab.status,
    currency: tab.currency as Currency,
    version: tab.version,
    rounds: rounds.map((round, index) => ({ number: index + 1, order_id: round.id, guest: round.guest, progress: round.progress, sent_at: round.createdAt.toISOString() })),
    lines: lines.map((line) => ({
      id: line.id,
      // a line staff entered belongs to no round: 0
      round: line.orderId === null ? 0 : (roundNumber.get(line.orderId) ?? 0),
      label: line.label,
      options: line.options,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      total: line.total,
      claimed: claimedUnits(bill, String(line.id)) ?? { numerator: 0, denominator: 1 },
    })),
    parts: counted.map((part) => ({
      id: part.id,
      way: part.way,
      amount: part.amount,
      tip: part.tip,
      state: part.state === "paid" ? "paid" : "held",
      method: part.method,
      payer: part.payer,
      equal: part.equal ?? null,
      claims: part.claims.map((claim) => ({ line_id: claim.lineId, numerator: claim.numerator, denominator: claim.denominator, amount: claim.amount })),
      created_at: part.createdAt.toISOString(),
    })),
    total: bill.total,
    paid: sum("paid"),
    held: sum("held"),
    balance: billBalance(bill),
    refunded: stored.refunded,
    opened_at: tab.openedAt.toISOString(),
    closed_at: tab.closedAt?.toISOString() ?? null,
  };
}

/** Everything of one tab. Pass a transaction that locked the tab row to read it consistently. */
export async function loadTab(db: Db | Tx, instanceId: number, tab: TabRow): Promise<StoredTab> {
  const [lines, parts, rounds] = await Promise.all([
    db.select().from(tabLines).where(and(eq(tabLines.instanceId, instanceId), eq(tabLines.tabId, tab.id))).orderBy(asc(tabLines.id)),
    db.select().from(tabParts).where(and(eq(tabParts.instanceId, instanceId), eq(tabParts.tabId, tab.id))).orderBy(asc(tabParts.id)),
    db
      .select({ id: orders.id, guest: orders.guest, progress: orders.progress, createdAt: orders.createdAt })
      .from(orders)
      .where(and(eq(orders.instanceId, instanceId), eq(orders.tabId, tab.id)))
      .orderBy(asc(orders.id)),
  ]);
  return { tab, lines, parts, rounds, refunded: await refundedOfParts(db, instanceId, parts.map((part) => part.id)) };
}

/**
 * The tab a place's phones see: the one named (when it is this place's), else the open one, else the one
 * that closed in the last minutes — so every phone sees its tab close — else none.
 */
export async function currentTabRow(db: Db, instanceId: number, placeId: number, tabId: number | null, now = new Date()): Promise<TabRow | null> {
  const here = and(eq(tabs.instanceId, instanceId), eq(tabs.placeId, placeId));
  if (tabId !== null) {
    const [named] = await db.select().from(tabs).where(and(here, eq(tabs.id, tabId)));
    if (named) return named;
  }
  const [latest] = await db
    .select()
    .from(tabs)
    .where(and(here, or(eq(tabs.status, "open"), gt(tabs.closedAt, new Date(now.getTime() - CLOSED_TAB_VISIBLE_MS)))))
    .orderBy(desc(sql`${tabs.status} = 'open'`), desc(tabs.id))
    .limit(1);
  return latest ?? null;
}

/** Locks a tab row for the rest of the transaction: changes to one tab (rounds, parts, settling) queue up. */
export async function lockTab(tx: Tx, instanceId: number, tabId: number): Promise<TabRow | null> {
  const [row] = await tx.select().from(tabs).where(and(eq(tabs.instanceId, instanceId), eq(tabs.id, tabId))).for("update");
  return row ?? null;
}

/**
 * The place's open tab, opened now if it has none, locked for the transaction. Two first rounds at once
 * race on the partial unique index of open tabs: one insert wins, the other finds the winner's tab.
 */
export async function openTabFor(tx: Tx, instanceId: number, place: { id: number; supplierId: number }, currency: Currency): Promise<TabRow> {
  await tx
    .insert(tabs)
    .values({ instanceId, supplierId: place.supplierId, placeId: place.id, currency })
    .onConflictDoNothing({ target: [tabs.instanceId, tabs.placeId], where: sql`${tabs.status} = 'open'` });
  const open = await tx
    .select()
    .from(tabs)
    .where(and(eq(tabs.instanceId, instanceId), eq(tabs.placeId, place.id), eq(tabs.status, "open")))
    .for("update");
  return firstRow(open, "open tab");
}

/** Every change to a tab bumps its version (its ETag), in the transaction that made the change; answers the tab as it now is. */
export async function touchTab(tx: Tx, instanceId: number, tabId: number, changes: Partial<Pick<TabRow, "status" | "closedAt">> = {}): Promise<TabRow> {
  const touched = await tx
    .update(tabs)
    .set({ ...changes, version: sql`${tabs.version} + 1` })
    .where(and(eq(tabs.instanceId, instanceId), eq(tabs.id, tabId)))
    .returning();
  const tab = firstRow(touched, "tab");
  // the party leaves with its tab: the table is free for the next one
  if (changes.status === "closed") await endSeating(tx, instanceId, { placeId: tab.placeId }, "tab_closed", changes.closedAt ?? new Date());
  return tab;
}

/** Parts joined to their tab (what a part's place and currency are read through). */
export const partTab = and(eq(tabs.instanceId, tabParts.instanceId), eq(tabs.id, tabParts.tabId));

/** A part of this place's tabs, found with its payer's token: null for anything else. */
export async function findPayersPart(db: Db, instanceId: number, placeId: number, partId: number, accessToken: string) {
  const [part] = await db
    .select({ id: tabParts.id })
    .from(tabParts)
    .innerJoin(tabs, partTab)
    .where(and(eq(tabParts.instanceId, instanceId), eq(tabParts.id, partId), eq(tabParts.accessToken, accessToken), eq(tabs.placeId, placeId)));
  return part ?? null;
}

/** The brand's open tabs, oldest first, each with its place and branch, at `branches` when given: what staff work through (operator API). */
export async function listOpenTabs(db: Db, instanceId: number, branches: readonly number[] = []) {
  const rows = await db
    .select({ tab: tabs, place: { kind: places.kind, code: places.code, zone: places.zone, token: places.token, supplier_id: tabs.supplierId } })
    .from(tabs)
    .innerJoin(places, and(eq(places.instanceId, tabs.instanceId), eq(places.id, tabs.placeId)))
    .where(and(eq(tabs.instanceId, instanceId), eq(tabs.status, "open"), branches.length ? inArray(tabs.supplierId, [...branches]) : undefined))
    .orderBy(asc(tabs.openedAt));
  return Promise.all(rows.map(async ({ tab, place }) => ({ place, view: tabView(await loadTab(db, instanceId, tab)) })));
}

/**
 * A bill staff entered for a place (solo-pago): its lines join the place's open tab, opened now if it has
 * none, and the diner scans, sees the bill, splits and pays it. Prices are staff's, in minor units.
 */
export async function addStaffLines(db: Db, instanceId: number, place: { id: number; supplierId: number }, currency: Currency, lines: { label: string; quantity: number; unitPrice: Minor }[]): Promise<StoredTab> {
  return db.transaction(async (tx) => {
    const tab = await openTabFor(tx, instanceId, place, currency);
    await tx.insert(tabLines).values(lines.map((line) => ({ instanceId, tabId: tab.id, orderId: null, label: line.label, quantity: line.quantity, unitPrice: line.unitPrice, total: timesQuantity(line.unitPrice, line.quantity) })));
    return loadTab(tx, instanceId, await touchTab(tx, instanceId, tab.id));
  });
}

/** The branch of a tab's part (its tab's), or null for no such part at the brand: a staff account's scope is checked on it. */
export async function partBranch(db: Db, instanceId: number, partId: number): Promise<number | null> {
  const [row] = await db
    .select({ supplierId: tabs.supplierId })
    .from(tabParts)
    .innerJoin(tabs, and(eq(tabs.instanceId, tabParts.instanceId), eq(tabs.id, tabParts.tabId)))
    .where(and(eq(tabParts.instanceId, instanceId), eq(tabParts.id, partId)));
  return row?.supplierId ?? null;
}

/** The branch of a tab, or null for no such tab at the brand: a staff account's scope is checked on it. */
export async function tabBranch(db: Db, instanceId: number, tabId: number): Promise<number | null> {
  const [row] = await db.select({ supplierId: tabs.supplierId }).from(tabs).where(and(eq(tabs.instanceId, instanceId), eq(tabs.id, tabId)));
  return row?.supplierId ?? null;
}
