import "server-only";
import { and, eq } from "drizzle-orm";
import { checkSignature } from "@/lib/domain/payments/mercadopago";
import type { Db } from "../db/client";
import { paymentEvents, payments } from "../db/schema";
import { applyTransaction, type EventOutcome, type EventResult, type GatewayTransaction } from "./apply-event";
import { gatewayForBrand, type GatewayOf } from "./brand-gateway";

/** A Mercado Pago webhook as it reaches us: our notification URL's query, its two headers, and its body. */
export interface MercadoPagoNotification {
  /** the attempt our notification_url names (hosted-checkout.ts) */
  reference: string | null;
  /** `data.id` of the query (what Mercado Pago signs), else of the body */
  dataId: string | null;
  /** `type` of the query or the body: only `payment` is read */
  type: string | null;
  signature: string | null;
  requestId: string | null;
  body: unknown;
}

/** The notification's fields, the query first as Mercado Pago signs it, the body as a fallback. */
export function readNotification(url: URL, headers: Headers, body: unknown): MercadoPagoNotification {
  const sent = (body ?? {}) as { type?: unknown; data?: { id?: unknown } };
  const bodyId = typeof sent.data?.id === "string" || typeof sent.data?.id === "number" ? String(sent.data.id) : null;
  return {
    reference: url.searchParams.get("reference"),
    dataId: url.searchParams.get("data.id") ?? bodyId,
    type: url.searchParams.get("type") ?? (typeof sent.type === "string" ? sent.type : null),
    signature: headers.get("x-signature"),
    requestId: headers.get("x-request-id"),
    body,
  };
}

/**
 * A Mercado Pago webhook. Its body is never trusted: the attempt its URL names gives the brand, whose webhook secret
 * must verify the x-signature (401 otherwise, also when too old to be anything but a replay); then the payment is read
 * from Mercado Pago with the brand's access token, and applied through the same rules as every gateway's events
 * (apply-event.ts applyTransaction) only when its external_reference is that attempt. A notification whose payment
 * Mercado Pago cannot give now throws, so it is answered 5xx and sent again.
 */
export async function applyMercadoPagoNotification(db: Db, notification: MercadoPagoNotification, gatewayOf: GatewayOf = gatewayForBrand, now = new Date()): Promise<EventResult> {
  if (!notification.reference) return { ok: false, status: 404 };
  const [attempt] = await db.select({ instanceId: payments.instanceId, gateway: payments.gateway }).from(payments).where(eq(payments.reference, notification.reference));
  if (!attempt || attempt.gateway !== "mercadopago") return { ok: false, status: 404 };
  if (!notification.dataId) return { ok: false, status: 400 };
  const gateway = await gatewayOf(attempt.instanceId);
  if (gateway.name !== "mercadopago" || !gateway.lookup) return { ok: false, status: 404 };
  const verified = checkSignature({ header: notification.signature, requestId: notification.requestId, dataId: notification.dataId, secret: gateway.eventsSecret, now });
  if (!verified.ok) return { ok: false, status: 401 };
  if (notification.type !== "payment") return { ok: true, outcome: "ignored" };

  const report = (await gateway.lookup(notification.dataId)) as GatewayTransaction | null;
  const reference = notification.reference;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ gateway: gateway.name, checksum: verified.v1, reference, transactionId: notification.dataId, status: report?.status ?? "UNKNOWN", outcome: "ignored", payload: notification.body ?? {} })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!inserted.length) return { ok: true as const, outcome: "duplicate" as const };
    const outcome: EventOutcome = !report ? "ignored" : report.reference !== reference ? "unknown_payment" : await applyTransaction(tx, gateway, report, attempt.instanceId);
    await tx.update(paymentEvents).set({ outcome }).where(and(eq(paymentEvents.gateway, gateway.name), eq(paymentEvents.checksum, verified.v1)));
    return { ok: true as const, outcome };
  });
}
