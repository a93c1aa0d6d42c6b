import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import { closeRefusal } from "@/lib/domain/tabs/floor";
import type { Tx } from "../db/client";
import { tabParts } from "../db/schema";
import { loadTab, lockTab, tabView, touchTab } from "../dal/tabs";

/** What a close left unpaid: the balance nobody paid and the held parts let go, in minor units. */
export interface TabClosing {
  unpaid: number;
  released: number[];
}

/**
 * Staff close a tab by hand (the floor view). Without a reason only once nothing is owed: 409 tab_balance_due while
 * money is owed, tab_payment_held while a part waits for its money. With a reason — the party left without paying,
 * a dispute, a tab opened by mistake — always: the held parts still waiting are let go and what was left unpaid is
 * answered for the activity log; an online part among them should have had its gateway asked first (the route
 * does). tab_closed when it already closed. Closing bumps the tab's version, so every phone at the table sees it.
 */
export async function closeTab(tx: Tx, instanceId: number, tabId: number, { reason, now = new Date() }: { reason?: string; now?: Date } = {}): Promise<TabClosing> {
  const tab = await lockTab(tx, instanceId, tabId);
  if (!tab) throw new ApiError("not_found", "No such tab");
  if (tab.status !== "open") throw new ApiError("tab_closed", "The tab is already closed");
  const view = tabView(await loadTab(tx, instanceId, tab));
  const refusal = closeRefusal(view);
  if (refusal && !reason) throw new ApiError(refusal, refusal === "tab_balance_due" ? "The tab still has a balance to pay" : "A part of the tab waits for its payment to be confirmed");
  const held = view.parts.filter((part) => part.state === "held");
  for (const part of held) {
    await tx.update(tabParts).set({ state: "released", updatedAt: now }).where(and(eq(tabParts.instanceId, instanceId), eq(tabParts.id, part.id)));
  }
  await touchTab(tx, instanceId, tab.id, { status: "closed", closedAt: now });
  return { unpaid: view.balance + view.held, released: held.map((part) => part.id) };
}
