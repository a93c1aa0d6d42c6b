import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import { roundTabRefusal, roundWithdrawal } from "@/lib/domain/tabs/round-withdrawal";
import type { Db } from "../db/client";
import { orders, tabLines } from "../db/schema";
import { billOf, loadTab, lockTab, touchTab } from "../dal/tabs";
import { releaseOrder } from "../orders/release-order";

/**
 * A diner takes back a round they sent (lib/domain/tabs/round-withdrawal.ts) while the kitchen has not accepted it:
 * the round's order is canceled and voided, its units go back to stock, its lines leave the tab (the total follows)
 * and the tab's version moves, so every phone and the staff board drop it. The round is named with the token its
 * POST answered, which only the phone that sent it holds. The tab row is locked first, then the order row, so the
 * kitchen's move (order-access.ts updateOrder, which changes a round only from the progress it read) and this
 * withdrawal never both win. Answers false when the round was already withdrawn (a retry), true when it was now.
 */
export async function withdrawRound(db: Db, instanceId: number, placeId: number, roundId: number, accessToken: string, now = new Date()): Promise<boolean> {
  const mine = and(eq(orders.instanceId, instanceId), eq(orders.id, roundId), eq(orders.accessToken, accessToken), eq(orders.placeId, placeId));
  const [found] = await db.select({ tabId: orders.tabId }).from(orders).where(mine);
  if (!found || found.tabId === null) throw new ApiError("not_found", "No such round at this place");
  const tabId = found.tabId;
  return db.transaction(async (tx) => {
    const tabRow = await lockTab(tx, instanceId, tabId);
    const [round] = await tx.select({ progress: orders.progress }).from(orders).where(mine).for("update");
    if (!tabRow || !round) throw new ApiError("not_found", "No such round at this place");
    const state = roundWithdrawal(round.progress);
    if (state === "withdrawn") return false;
    if (state === "accepted") throw new ApiError("round_accepted", "The kitchen has accepted this round: ask the waiter to change it");
    const stored = await loadTab(tx, instanceId, tabRow);
    const lineIds = stored.lines.filter((line) => line.orderId === roundId).map((line) => line.id);
    const refusal = roundTabRefusal(billOf(stored), lineIds.map(String));
    if (refusal === "tab_closed") throw new ApiError("tab_closed", "The tab is closed");
    if (refusal) throw new ApiError("round_in_part", "A part paid or held counts on this round: withdraw that part first");
    await tx.update(orders).set({ progress: "canceled", status: "voided", updatedAt: now }).where(mine);
    if (lineIds.length) await tx.delete(tabLines).where(and(eq(tabLines.instanceId, instanceId), inArray(tabLines.id, lineIds)));
    await releaseOrder(tx, { instanceId, id: roundId }, now);
    await touchTab(tx, instanceId, tabId);
    return true;
  });
}
