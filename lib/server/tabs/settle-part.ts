import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import { billSettled } from "@/lib/domain/tabs/split-bill";
import { partFitsAgain, partSettlement, type PartSettler } from "@/lib/domain/tabs/tab-part-settlement";
import type { Tx } from "../db/client";
import { tabParts } from "../db/schema";
import { billOf, loadTab, lockTab, touchTab } from "../dal/tabs";

/**
 * A held part settles: paid (the gateway approved it, or staff confirmed the cash, dataphone or room
 * charge) or released (its payment failed, its payer withdrew it, staff let it go, or its hold ran out), when it
 * no longer counts against the balance (lib/domain/tabs/tab-part-settlement.ts says who may do which). Mixed tender
 * ends here: the tab closes when the balance is 0 and every part is paid, and every phone sees it close. The tab
 * is locked first, as when a part is taken, so settling and taking queue up.
 *
 * A gateway approval of a part already released retakes it when the bill still has room for it; otherwise the
 * money stays recorded on its attempt, and `retaken: false` says the part could not be paid again.
 */
export async function settlePart(
  tx: Tx,
  instanceId: number,
  partId: number,
  state: "paid" | "released",
  by: PartSettler,
  now = new Date(),
): Promise<{ tabId: number; closed: boolean; retaken?: boolean }> {
  const [found] = await tx.select({ tabId: tabParts.tabId }).from(tabParts).where(and(eq(tabParts.instanceId, instanceId), eq(tabParts.id, partId)));
  if (!found) throw new ApiError("not_found", "No such part");
  const tab = await lockTab(tx, instanceId, found.tabId);
  const [part] = await tx.select().from(tabParts).where(and(eq(tabParts.instanceId, instanceId), eq(tabParts.id, partId)));
  if (!tab || !part) throw new ApiError("not_found", "No such part");
  const rule = partSettlement(part, state, by);
  if (rule === "part_settled") throw new ApiError("part_settled", `The part is already ${part.state}`);
  if (rule === "not_settler") throw new ApiError("part_settled", `A ${part.method} part is not settled ${state} by ${by}`);
  if (rule === "retake") {
    const stored = await loadTab(tx, instanceId, tab);
    const bill = billOf(stored);
    const again = billOf({ ...stored, parts: [{ ...part, state: "held" }] }).parts[0]!;
    if (!partFitsAgain(bill, again)) return { tabId: tab.id, closed: false, retaken: false };
  }

  await tx.update(tabParts).set({ state, updatedAt: now }).where(eq(tabParts.id, part.id));
  const stored = await loadTab(tx, instanceId, tab);
  const closed = tab.status === "open" && billSettled(billOf(stored));
  await touchTab(tx, instanceId, tab.id, closed ? { status: "closed", closedAt: now } : {});
  return { tabId: tab.id, closed, ...(rule === "retake" && { retaken: true }) };
}
