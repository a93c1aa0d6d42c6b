import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/domain/api-errors";
import { isOnlineMethod } from "@/lib/domain/payment-methods";
import { billSettled } from "@/lib/domain/split-bill";
import type { Tx } from "../db/client";
import { tabParts } from "../db/schema";
import { billOf, loadTab, lockTab, touchTab } from "../dal/tabs";

/**
 * A held part settles: paid (the gateway approved it, or staff confirmed the cash, dataphone or room
 * charge) or released (its payment failed, or its payer withdrew it), when it no longer counts against the
 * balance. Mixed tender ends here: the tab closes when the balance is 0 and every part is paid, and every
 * phone sees it close. The tab is locked first, as when a part is taken, so settling and taking queue up.
 */
export async function settlePart(tx: Tx, instanceId: number, partId: number, state: "paid" | "released", by: "gateway" | "staff" | "payer", now = new Date()): Promise<{ tabId: number; closed: boolean }> {
  const [found] = await tx.select({ tabId: tabParts.tabId }).from(tabParts).where(and(eq(tabParts.instanceId, instanceId), eq(tabParts.id, partId)));
  if (!found) throw new ApiError("not_found", "No such part");
  const tab = await lockTab(tx, instanceId, found.tabId);
  const [part] = await tx.select().from(tabParts).where(and(eq(tabParts.instanceId, instanceId), eq(tabParts.id, partId)));
  if (!tab || !part) throw new ApiError("not_found", "No such part");
  if (part.state !== "held") throw new ApiError("part_settled", `The part is already ${part.state}`);
  // Money that went through the gateway is settled by its events alone; staff and payers settle what is paid in person.
  if (isOnlineMethod(part.method) !== (by === "gateway")) throw new ApiError("part_settled", `A ${part.method} part is not settled by ${by}`);

  await tx.update(tabParts).set({ state, updatedAt: now }).where(eq(tabParts.id, part.id));
  const stored = await loadTab(tx, instanceId, tab);
  const closed = tab.status === "open" && billSettled(billOf(stored));
  await touchTab(tx, instanceId, tab.id, closed ? { status: "closed", closedAt: now } : {});
  return { tabId: tab.id, closed };
}
