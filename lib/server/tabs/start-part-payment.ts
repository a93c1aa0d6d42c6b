import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Currency } from "@/lib/domain/money/currency";
import { addMinor } from "@/lib/domain/money/minor";
import { isOnlineMethod, type PaymentMethod } from "@/lib/domain/payments/payment-methods";
import { tabPath } from "@/lib/domain/routing/paths";
import type { Db } from "../db/client";
import { payments, places, tabParts, tabs } from "../db/schema";
import { partTab } from "../dal/tabs";
import type { Gateway } from "../payments/gateway";
import { hostedCheckoutUrl } from "../payments/hosted-checkout";
import { returnUrl, type DinerReturn } from "../payments/web-checkout";

export type PartPaymentRefusal = "not_found" | "not_online" | "settled";

interface Where extends DinerReturn {
  supplierSlug: string;
}

/**
 * Sends a payer to the gateway's hosted checkout for their held part of a table's tab: the part plus their
 * own tip, in the tab's currency, coming back to the tab's page. A part has one attempt (a unique index):
 * opening it again (a reload, a prefetch, two at once) signs the same reference again rather than opening a
 * second charge. A refused attempt releases the part (apply-event.ts) and the payer takes a new one.
 */
export async function startPartPayment(db: Db, instanceId: number, partId: number, accessToken: string, gateway: Gateway, where: Where): Promise<{ url: string } | { refused: PartPaymentRefusal }> {
  const [found] = await db
    .select({ part: tabParts, currency: tabs.currency, placeKind: places.kind, placeToken: places.token })
    .from(tabParts)
    .innerJoin(tabs, partTab)
    .innerJoin(places, and(eq(places.instanceId, tabs.instanceId), eq(places.id, tabs.placeId)))
    .where(and(eq(tabParts.instanceId, instanceId), eq(tabParts.id, partId), eq(tabParts.accessToken, accessToken)));
  if (!found) return { refused: "not_found" };
  const { part, currency } = found;
  const method = part.method as PaymentMethod;
  if (!isOnlineMethod(method)) return { refused: "not_online" };
  if (part.state !== "held") return { refused: "settled" };

  const amount = addMinor(part.amount, part.tip);
  await db
    .insert(payments)
    .values({ instanceId, tabPartId: part.id, gateway: gateway.name, reference: `t${part.id}-${randomBytes(9).toString("base64url")}`, method, amount, currency, status: "pending" })
    .onConflictDoNothing();
  const [attempt] = await db.select({ reference: payments.reference }).from(payments).where(and(eq(payments.instanceId, instanceId), eq(payments.tabPartId, part.id)));
  if (!attempt) throw new Error(`tab part ${part.id}: no payment attempt after opening one`);
  const { reference } = attempt;
  const url = await hostedCheckoutUrl(gateway, where, {
    reference,
    amountMinor: amount,
    currency: currency as Currency,
    method,
    redirectUrl: returnUrl(where, tabPath(where.supplierSlug, part.tabId, found.placeKind, found.placeToken)),
    customer: null,
    locale: where.locale,
  });
  return { url };
}
