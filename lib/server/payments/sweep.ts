import "server-only";
import { and, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import { ONLINE_METHODS } from "@/lib/domain/payments/payment-methods";
import { sweepCutoffs } from "@/lib/domain/payments/payment-sweep";
import type { Db } from "../db/client";
import { orders, payments, suppliers, tabParts, tabs } from "../db/schema";
import { audit } from "../dal/staff-audit";
import { partTab } from "../dal/tabs";
import { releaseOrder } from "../orders/release-order";
import { releaseHeldPart } from "../tabs/release-part";
import { askGatewayAbout } from "./apply-event";
import type { GatewayOf } from "./brand-gateway";
import type { Gateway } from "./gateway";

/** Rows one sweep handles at most, so a backlog is worked off over several runs instead of one long one. */
const BATCH = 50;

export interface SweepResult {
  /** pending attempts the gateway was asked about, and how many of its answers changed an attempt */
  asked: number;
  applied: number;
  /** unpaid online orders past their payable age whose stock and coupon use went back */
  released: number;
  /** held online parts of tabs past their branch's payment hold whose share went back to the balance */
  expired: number;
}

/**
 * The periodic payment sweep, safe on any number of replicas at once: (a) pending attempts whose event is late
 * are claimed (an atomic update of swept_at, so one replica asks about each) and the brand's gateway's record is
 * applied under the event rules; (b) unpaid online orders past their payable age give their stock and coupon use back,
 * exactly once (released_at is set in the same transaction, and a second sweep finds nothing); (c) held online
 * parts of tables' tabs past their branch's payment hold are released, their brand's gateway asked first. Each brand's
 * gateway is its own account or the deployment's (`gatewayOf`); a brand whose gateway cannot be read is left for the
 * next run, the others swept.
 */
export async function sweepPayments(db: Db, gatewayOf: GatewayOf, now = new Date()): Promise<SweepResult> {
  const result: SweepResult = { asked: 0, applied: 0, released: 0, expired: 0 };
  const gateways = new Map<number, Promise<Gateway | null>>();
  const gatewayFor = (instanceId: number) => {
    let found = gateways.get(instanceId);
    if (!found) {
      found = gatewayOf(instanceId).catch((error: unknown) => {
        console.warn(`[payment sweep] brand ${instanceId}: its gateway cannot be read (${error instanceof Error ? error.message : error}); skipped`);
        return null;
      });
      gateways.set(instanceId, found);
    }
    return found;
  };
  for (const instanceId of await brandsWithLatePending(db, now)) {
    const gateway = await gatewayFor(instanceId);
    if (!gateway) continue;
    for (const attempt of await claimLatePending(db, instanceId, gateway, now)) {
      const outcome = await askGatewayAbout(db, gateway, { ...attempt, instanceId });
      if (outcome !== null) result.asked += 1;
      if (outcome === "applied") result.applied += 1;
    }
  }
  for (const order of await unpaidPastPayableAge(db, now)) {
    if (await db.transaction((tx) => releaseOrder(tx, order, now))) result.released += 1;
  }
  for (const part of await partsPastTheirHold(db, now)) {
    const gateway = await gatewayFor(part.instanceId);
    if (gateway && (await expirePart(db, gateway, part, now))) result.expired += 1;
  }
  return result;
}

/** Held online parts whose branch's payment hold ran out (tab-part-settlement.ts holdExpired, in SQL), oldest first. */
function partsPastTheirHold(db: Db, now: Date) {
  return db
    .select({ instanceId: tabParts.instanceId, id: tabParts.id })
    .from(tabParts)
    .innerJoin(tabs, partTab)
    .innerJoin(suppliers, and(eq(suppliers.instanceId, tabs.instanceId), eq(suppliers.id, tabs.supplierId)))
    .where(
      and(
        eq(tabParts.state, "held"),
        inArray(tabParts.method, [...ONLINE_METHODS]),
        sql`${tabParts.createdAt} < ${now.toISOString()}::timestamptz - ${suppliers.paymentHoldMinutes} * interval '1 minute'`,
      ),
    )
    .orderBy(tabParts.createdAt)
    .limit(BATCH);
}

/**
 * Releases one expired part once its gateway was asked (release-part.ts), on record in the activity log. A part
 * paid after all, or settled meanwhile by a payer, staff or another replica, is left as it is.
 */
async function expirePart(db: Db, gateway: Gateway, part: { instanceId: number; id: number }, now: Date): Promise<boolean> {
  try {
    await releaseHeldPart(db, gateway, part.instanceId, part.id, "sweep", {
      now,
      record: (tx, settled) => audit(part.instanceId, null, "payment.expired", { type: "tab_part", id: part.id }, { tab: settled.tabId, via: "sweep" }, tx),
    });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === "part_settled") return false;
    throw error;
  }
}

/** A pending attempt whose event is late: old enough to ask about, young enough to still matter, not asked just now. */
function latePending(now: Date) {
  const { askBefore, giveUpBefore } = sweepCutoffs(now);
  return and(
    eq(payments.status, "pending"),
    lt(payments.createdAt, askBefore),
    gte(payments.createdAt, giveUpBefore),
    or(isNull(payments.sweptAt), lt(payments.sweptAt, askBefore)),
  );
}

/**
 * The brands with late pending attempts, each asked about at its own gateway. All of them, not a batch: a brand whose
 * gateway cannot be asked (the sandbox) claims nothing and would stay first in line, holding the others back.
 */
async function brandsWithLatePending(db: Db, now: Date): Promise<number[]> {
  const rows = await db.selectDistinct({ instanceId: payments.instanceId }).from(payments).where(latePending(now)).orderBy(payments.instanceId);
  return rows.map((row) => row.instanceId);
}

/**
 * The brand's late pending attempts this replica asks about: the WHERE is re-checked on each row after its lock, so
 * an attempt another replica claimed a moment ago (swept_at now recent) is skipped. Nothing is claimed when the
 * brand's gateway cannot be asked (the sandbox: its events are all there is), nor attempts made at another gateway
 * than the brand's now.
 */
async function claimLatePending(db: Db, instanceId: number, gateway: Gateway, now: Date) {
  if (!gateway.lookup) return [];
  // without a transaction named to us, only a gateway that searches by reference can be asked
  const named = gateway.lookupByReference ? undefined : isNotNull(payments.transactionId);
  const late = and(eq(payments.instanceId, instanceId), eq(payments.gateway, gateway.name), latePending(now), named);
  const batch = db.select({ id: payments.id }).from(payments).where(late).orderBy(payments.createdAt).limit(BATCH);
  return db
    .update(payments)
    .set({ sweptAt: now })
    .where(and(late, inArray(payments.id, batch)))
    .returning({ reference: payments.reference, transactionId: payments.transactionId });
}

function unpaidPastPayableAge(db: Db, now: Date) {
  return db
    .select({ instanceId: orders.instanceId, id: orders.id })
    .from(orders)
    .where(and(isNull(orders.releasedAt), ne(orders.status, "approved"), inArray(orders.paymentMethod, [...ONLINE_METHODS]), lt(orders.createdAt, sweepCutoffs(now).releaseBefore)))
    .orderBy(orders.createdAt)
    .limit(BATCH);
}
