import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import { nextCallAction, type OperatorWaiterCall, type WaiterCall, type WaiterCallReason, type WaiterCallStatus } from "@/lib/domain/tabs/waiter-call";
import { getDb } from "../db/client";
import { places, suppliers, waiterCalls } from "../db/schema";
import { placeBranch } from "./places";
import { requireBranchAccess } from "../staff/staff-branch";
import { audit } from "./staff-audit";

export type { OperatorWaiterCall, WaiterCall };


function toCall(row: typeof waiterCalls.$inferSelect): WaiterCall {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
  };
}

async function latestRow(instanceId: number, placeId: number) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(waiterCalls)
    .where(and(eq(waiterCalls.instanceId, instanceId), eq(waiterCalls.placeId, placeId)))
    .orderBy(desc(waiterCalls.createdAt), desc(waiterCalls.id))
    .limit(1);
  return row ?? null;
}

/** The place's latest call (open, or the last one staff took), or null when it never called. */
export async function latestWaiterCall(instanceId: number, placeId: number): Promise<WaiterCall | null> {
  const row = await latestRow(instanceId, placeId);
  return row && toCall(row);
}

export type CallOutcome = { call: WaiterCall; created: boolean; retryAfterSeconds?: number };

/**
 * A tap on "call the waiter": a new open call, or — when one is open, or staff took the last one within the
 * cooldown — that call, unchanged. Two taps at once race on the partial unique index of open calls: one
 * insert wins and the other reads the winner's call.
 */
export async function callWaiter(instanceId: number, placeId: number, reason: WaiterCallReason | null, now = new Date()): Promise<CallOutcome> {
  const latest = await latestRow(instanceId, placeId);
  const next = nextCallAction(latest, now);
  if (latest && next.action === "existing") return { call: toCall(latest), created: false };
  if (latest && next.action === "cooldown") return { call: toCall(latest), created: false, retryAfterSeconds: next.retryAfterSeconds };
  const db = await getDb();
  const [inserted] = await db.insert(waiterCalls).values({ instanceId, placeId, reason, createdAt: now }).onConflictDoNothing().returning();
  if (inserted) return { call: toCall(inserted), created: true };
  const winner = await latestRow(instanceId, placeId);
  if (!winner) throw new Error("A waiter call conflicted but none is stored");
  return { call: toCall(winner), created: false };
}

/** The brand's calls with a status (open: what staff still owe), oldest first, optionally at one branch. */
export async function listWaiterCalls(
  instanceId: number,
  filter: { status: WaiterCallStatus; supplierId?: number },
  now = new Date(),
): Promise<OperatorWaiterCall[]> {
  const db = await getDb();
  const rows = await db
    .select({
      call: waiterCalls,
      place: { kind: places.kind, code: places.code, zone: places.zone, token: places.token },
      supplier: { id: suppliers.id, slug: suppliers.slug, name: suppliers.name },
    })
    .from(waiterCalls)
    .innerJoin(places, and(eq(places.instanceId, waiterCalls.instanceId), eq(places.id, waiterCalls.placeId)))
    .innerJoin(suppliers, placeBranch)
    .where(
      and(
        eq(waiterCalls.instanceId, instanceId),
        eq(waiterCalls.status, filter.status),
        filter.supplierId === undefined ? undefined : eq(suppliers.id, filter.supplierId),
      ),
    )
    .orderBy(asc(waiterCalls.createdAt), asc(waiterCalls.id))
    .limit(500);
  return rows.map(({ call, place, supplier }) => ({
    ...toCall(call),
    age_seconds: Math.max(0, Math.floor((now.getTime() - call.createdAt.getTime()) / 1000)),
    place,
    supplier,
  }));
}

/**
 * Staff take a call: open → acknowledged, once (404 for another brand's or an unknown call, 409 if taken), at a
 * branch the account works at (403 forbidden otherwise; `staff` null: the brand's operator key), recorded in the
 * audit log.
 */
export async function acknowledgeWaiterCall(instanceId: number, id: number, staff: { id: number; branches: readonly number[] } | null = null, now = new Date()): Promise<WaiterCall> {
  const db = await getDb();
  const [found] = await db
    .select({ status: waiterCalls.status, supplierId: places.supplierId })
    .from(waiterCalls)
    .innerJoin(places, and(eq(places.instanceId, waiterCalls.instanceId), eq(places.id, waiterCalls.placeId)))
    .where(and(eq(waiterCalls.instanceId, instanceId), eq(waiterCalls.id, id)));
  if (!found) throw new ApiError("not_found", "No waiter call with that id");
  requireBranchAccess(staff, found.supplierId);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(waiterCalls)
      .set({ status: "acknowledged", acknowledgedAt: now })
      .where(and(eq(waiterCalls.instanceId, instanceId), eq(waiterCalls.id, id), eq(waiterCalls.status, "open")))
      .returning();
    if (row) await audit(instanceId, staff, "waiter_call.acknowledged", { type: "waiter_call", id }, { via: staff ? "console" : "operator_key" }, tx);
    return row;
  });
  if (!updated) throw new ApiError("call_already_acknowledged", "Staff already took this call");
  return toCall(updated);
}
