import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import { acceptedPaymentMethods } from "@/lib/domain/checkout/checkout-body";
import { brandOnlineMethods } from "../payments/online-methods";
import type { Currency } from "@/lib/domain/money/currency";
import { fitsDbInt } from "@/lib/domain/http/db-int";
import { fitsCurrencyDecimals, fromMajor, toMajor } from "@/lib/domain/money/major-units";
import { meetsMinimumOnlinePayment, MINIMUM_ONLINE_PAYMENT } from "@/lib/domain/payments/payment-methods";
import { placeService } from "@/lib/domain/tabs/places";
import { allocatePart } from "@/lib/domain/tabs/split-bill";
import type { PartRequest } from "@/lib/domain/tabs/split-bill-types";
import { partCharge } from "@/lib/domain/tabs/split-bill-tip";
import type { PartBody } from "@/lib/domain/tabs/tab-bodies";
import type { Db } from "../db/client";
import { pgErrorCode, UNIQUE_VIOLATION } from "../db/errors";
import { firstRow } from "../db/rows";
import { tabParts, tabs } from "../db/schema";
import type { OrderingPlace } from "../dal/places";
import { billOf, currentTabRow, loadTab, lockTab, partTab, touchTab, type StoredTab } from "../dal/tabs";

export type TabPart = typeof tabParts.$inferSelect;

/**
 * One payer's part of the table's open tab. The tab row is locked while the part is allocated
 * against the bill as it stands (lib/domain/tabs/split-bill.ts), so payments from several phones at once queue
 * up: none can overpay the balance or claim an item another already took. The part is held until its
 * payment settles (the gateway's event, or staff confirming cash, dataphone or a room charge).
 */
export async function takePart(db: Db, instanceId: number, place: OrderingPlace, body: PartBody, flags: { "disable-tip": boolean }, idempotencyKey: string | null): Promise<{ part: TabPart; tab: StoredTab; replayed: boolean }> {
  if (!acceptedPaymentMethods(place.pay, placeService(place.kind), await brandOnlineMethods(instanceId)).includes(body.method)) {
    throw new ApiError("method_unavailable", `${body.method} is not accepted at this place`);
  }
  if (idempotencyKey) {
    const taken = await partByKey(db, instanceId, idempotencyKey);
    if (taken) return { ...taken, replayed: true };
  }
  const current = await currentTabRow(db, instanceId, place.id, null);
  if (!current) throw new ApiError("nothing_due", "This place has no open tab");

  try {
    return await db.transaction(async (tx) => {
      const tab = await lockTab(tx, instanceId, current.id);
      if (!tab || tab.status !== "open") throw new ApiError("tab_closed", "The tab is closed");
      const stored = await loadTab(tx, instanceId, tab);
      const allocation = allocatePart(billOf(stored), partRequest(body.request, tab.currency as Currency));
      if (!allocation.ok) throw new ApiError(allocation.code, `The part cannot be taken: ${allocation.code}`);
      const { part } = allocation;
      const charge = partCharge(part.amount, { tip: body.tip, disableTipFlag: flags["disable-tip"] });
      if (!fitsDbInt(charge.charge)) throw new ApiError("order_too_large", "The tip is beyond what a payment can record");
      const currency = tab.currency as Currency;
      if (!meetsMinimumOnlinePayment(charge.charge, currency, body.method)) {
        throw new ApiError("minimum_online_payment", "The amount is not over the gateway's minimum", { minimum: toMajor(MINIMUM_ONLINE_PAYMENT[currency], currency) });
      }
      const inserted = await tx
        .insert(tabParts)
        .values({
          instanceId,
          tabId: tab.id,
          way: part.way,
          amount: part.amount,
          tip: charge.tip,
          method: body.method,
          payer: body.payer,
          equal: part.equal,
          claims: part.claims.map((claim) => ({ ...claim, lineId: Number(claim.lineId) })),
          accessToken: randomBytes(18).toString("base64url"),
          idempotencyKey,
        })
        .returning();
      const taken = firstRow(inserted, "tab part");
      return { part: taken, tab: { ...stored, tab: await touchTab(tx, instanceId, tab.id), parts: [...stored.parts, taken] }, replayed: false };
    });
  } catch (error) {
    if (idempotencyKey && pgErrorCode(error) === UNIQUE_VIOLATION) {
      const taken = await partByKey(db, instanceId, idempotencyKey);
      if (taken) return { ...taken, replayed: true };
    }
    throw error;
  }
}

/** The wire's ask in the tab's currency: a custom amount arrives in major units and may not carry extra decimals. */
function partRequest(request: PartBody["request"], currency: Currency): PartRequest {
  switch (request.way) {
    case "custom":
      if (!fitsCurrencyDecimals(request.amount, currency)) throw new ApiError("bad_request", `The amount has more decimals than ${currency} allows`, { fields: { "request.amount": `more decimals than ${currency} allows` } });
      return { way: "custom", amount: fromMajor(request.amount, currency) };
    case "items":
      return { way: "items", claims: request.claims.map(({ line_id, numerator, denominator }) => ({ lineId: String(line_id), numerator, denominator })) };
    default:
      return request;
  }
}

async function partByKey(db: Db, instanceId: number, key: string): Promise<{ part: TabPart; tab: StoredTab } | null> {
  const [row] = await db
    .select({ part: tabParts, tab: tabs })
    .from(tabParts)
    .innerJoin(tabs, partTab)
    .where(and(eq(tabParts.instanceId, instanceId), eq(tabParts.idempotencyKey, key)));
  return row ? { part: row.part, tab: await loadTab(db, instanceId, row.tab) } : null;
}
