import "server-only";
import { ApiError } from "@/lib/domain/api-errors";
import { closeRefusal } from "@/lib/domain/floor";
import type { Tx } from "../db/client";
import { loadTab, lockTab, tabView, touchTab } from "../dal/tabs";

/**
 * Staff close a tab by hand (the floor view) once nothing is owed on it: 409 tab_balance_due while money is
 * owed, tab_payment_held while a part waits for its money, tab_closed when it already closed. Closing bumps the
 * tab's version, so every phone at the table sees it close on its next poll, as after a confirmed payment.
 */
export async function closeTab(tx: Tx, instanceId: number, tabId: number, now = new Date()): Promise<void> {
  const tab = await lockTab(tx, instanceId, tabId);
  if (!tab) throw new ApiError("not_found", "No such tab");
  if (tab.status !== "open") throw new ApiError("tab_closed", "The tab is already closed");
  const refusal = closeRefusal(tabView(await loadTab(tx, instanceId, tab)));
  if (refusal) throw new ApiError(refusal, refusal === "tab_balance_due" ? "The tab still has a balance to pay" : "A part of the tab waits for its payment to be confirmed");
  await touchTab(tx, instanceId, tab.id, { status: "closed", closedAt: now });
}
