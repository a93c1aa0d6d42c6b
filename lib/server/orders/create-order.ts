import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import type { CheckoutBody } from "@/lib/domain/checkout/checkout-body";
import { cartSubtotal } from "@/lib/domain/cart/cart-checkout";
import { acceptedPaymentMethods } from "@/lib/domain/checkout/checkout-body";
import { brandOnlineMethods } from "../payments/online-methods";
import { computeCheckoutTotals } from "@/lib/domain/checkout/checkout-totals";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { brandDefaultLocale } from "@/lib/domain/brand/localize";
import { ZERO, type Minor } from "@/lib/domain/money/minor";
import { toMajor } from "@/lib/domain/money/major-units";
import { isDeliveryService } from "@/lib/domain/brand/services";
import { checkCoupon, couponErrorCode, type CouponRejection } from "@/lib/domain/checkout/coupon";
import { isOnlineMethod } from "@/lib/domain/payments/payment-methods";
import type { OpeningPeriod } from "@/lib/domain/brand/opening-hours";
import { branchScheduleInput, isSlotAvailable, scheduleSlots } from "@/lib/domain/orders/schedule-slots";
import { DEFAULT_TIP } from "@/lib/domain/checkout/tip";
import type { Db, Tx } from "../db/client";
import { pgErrorCode, UNIQUE_VIOLATION } from "../db/errors";
import { firstRow } from "../db/rows";
import { couponRedemptions, coupons, orderLines, orders, polygons } from "../db/schema";
import { dinerKey, findCoupon, hasRedeemed, type StoredCoupon } from "../dal/coupons";
import { findSupplier } from "../dal/suppliers";
import { orderPlace, pickupCode } from "./order-place";
import { assertRecordable, orderLineRows, pricedLines, reserveStock } from "./order-lines";
import { refuseClosedBranch, refuseUncoveredAddress, refuseUnderage } from "./order-refusals";
import { brandAcquisition } from "../dal/visits";
import { rememberCheckoutContact } from "../dal/profiles";

export type Order = typeof orders.$inferSelect & { lines: (typeof orderLines.$inferSelect)[] };

interface Context {
  brand: Pick<InstanceConfig, "id" | "currency" | "langs" | "country_code">;
  flags: { "disable-tip": boolean; "enable-minimum-order-value": boolean };
  idempotencyKey: string | null;
  /** the diner's profile, when the call proved one (lib/server/http/profile-request.ts) */
  profileId?: string | null;
  now?: Date;
}

/**
 * Creates an order from ids and choices only. Every price, option, tip, fee and tax is recomputed from the
 * database; stock is reserved in the same transaction with a conditional update, so concurrent checkouts
 * can never sell more than there is. A repeated Idempotency-Key returns the first order (`replayed`).
 */
export async function createOrder(db: Db, body: CheckoutBody, context: Context): Promise<{ order: Order; replayed: boolean; tookLimitedStock: boolean }> {
  const { brand, idempotencyKey } = context;
  const now = context.now ?? new Date();
  if (idempotencyKey) {
    const existing = await findByKey(db, brand.id, idempotencyKey);
    if (existing) return { order: existing, replayed: true, tookLimitedStock: false };
  }
  const supplier = await findSupplier(brand.id, body.supplier);
  if (!supplier || !supplier.active || !supplier.services.includes(body.service)) {
    throw new ApiError("not_found", `Branch "${body.supplier}" does not take ${body.service} orders`);
  }
  if (!acceptedPaymentMethods(supplier.pay, body.service, await brandOnlineMethods(brand.id)).includes(body.payment_method)) {
    throw new ApiError("method_unavailable", `${body.payment_method} is not accepted here`);
  }
  refuseClosedBranch(supplier, body.service, now);

  const { currency } = brand;
  const place = await orderPlace(brand.id, supplier, body.service, body.place_token);
  // Order lines are labelled in the brand's own language, whatever language the diner used.
  const lines = await pricedLines(brand.id, supplier.id, body.service, body.lines, brandDefaultLocale(brand));
  refuseUnderage(lines, body.birth_date, supplier.timezone, now);

  const zone = isDeliveryService(body.service) ? await deliveryZone(db, brand.id, supplier.id, body.polygon_id) : null;
  if (zone) refuseUncoveredAddress(zone, body.address);
  const scheduledFor = body.service === "schedule" ? checkSchedule(body.schedule, supplier, zone?.hours ?? null, now) : null;
  const diner = dinerKey(body.contact.email);
  // The coupon is worth a share of the food: checked on the subtotal before the totals it then lowers.
  const coupon = body.coupon_code ? await couponFor(db, brand.id, body.coupon_code, cartSubtotal(lines), diner, now) : null;
  const totals = computeCheckoutTotals({
    lines,
    deliveryPrice: zone?.deliveryPrice ?? ZERO,
    country: brand.country_code,
    minimumOrder: { enabled: context.flags["enable-minimum-order-value"], zoneMinimum: zone?.minimumOrderValue ?? ZERO },
    currency,
    paymentMethod: body.payment_method,
    disableTipFlag: context.flags["disable-tip"],
    tip: body.tip ?? DEFAULT_TIP,
    couponDiscount: coupon?.discount ?? ZERO,
  });
  // A refusal's figures travel in major units, as every amount on the wire.
  if (!totals.meetsMinimum) {
    const detail = { minimum: toMajor(totals.minimumOrderValue, currency), missing: toMajor(totals.missingForMinimum, currency) };
    throw new ApiError("minimum_order", "The order is below the minimum", detail);
  }
  if (!totals.meetsMinimumOnlinePayment) {
    throw new ApiError("minimum_online_payment", "The amount is below the gateway's minimum", { minimum: toMajor(totals.minimumOnlinePayment, currency) });
  }

  assertRecordable(lines, totals.subtotal, totals.tip, totals.total);
  const acquisitionId = await brandAcquisition(brand.id, body.acquisition_id);

  let tookLimitedStock = false;
  try {
    const order = await db.transaction(async (tx) => {
      ({ tookLimitedStock } = await reserveStock(tx, brand.id, supplier.id, lines));
      const inserted = await tx
        .insert(orders)
        .values({
          instanceId: brand.id,
          supplierId: supplier.id,
          accessToken: randomBytes(24).toString("base64url"),
          idempotencyKey,
          // An online order waits for its payment attempt (product §4 precheckout → pending); one paid in person
          // is pending payment from the start.
          status: isOnlineMethod(body.payment_method) ? "precheckout" : "pending",
          progress: "received",
          service: body.service,
          paymentMethod: body.payment_method,
          currency,
          subtotal: totals.subtotal,
          deliveryPrice: totals.deliveryPrice,
          discount: totals.discount,
          tip: totals.tip,
          consumptionTax: totals.consumptionTax,
          total: totals.total,
          contact: body.contact,
          address: body.address ?? null,
          polygonId: zone?.id ?? null,
          tipChoice: totals.tipOffered ? (body.tip ?? DEFAULT_TIP) : null,
          couponCode: coupon?.coupon.code ?? null,
          scheduledFor,
          comments: body.comments || null,
          packed: body.packed,
          cutlery: body.cutlery,
          placeId: place?.id ?? null,
          pickupCode: body.service === "grab_and_go" ? pickupCode() : null,
          acquisitionId,
          profileId: context.profileId ?? null,
        })
        .returning();
      const created = firstRow(inserted, "order");
      if (context.profileId) await rememberCheckoutContact(tx, brand.id, context.profileId, body.contact, body.birth_date);
      if (coupon) await redeem(tx, brand.id, coupon.coupon, created.id, diner);
      const createdLines = await tx.insert(orderLines).values(orderLineRows(brand.id, created.id, lines)).returning();
      return { ...created, lines: createdLines };
    });
    return { order, replayed: false, tookLimitedStock };
  } catch (error) {
    // Two submits with one key at once: the second loses the unique index and answers with the first order.
    if (idempotencyKey && pgErrorCode(error) === UNIQUE_VIOLATION) {
      const existing = await findByKey(db, brand.id, idempotencyKey);
      if (existing) return { order: existing, replayed: true, tookLimitedStock: false };
    }
    // The same diner redeeming one code in two orders at once: the redemption index lets one through.
    if (coupon && pgErrorCode(error) === UNIQUE_VIOLATION) throw couponError("used");
    throw error;
  }
}

function couponError(rejection: CouponRejection): ApiError {
  return new ApiError(couponErrorCode(rejection), `The coupon cannot be applied: ${rejection}`);
}

async function couponFor(db: Db, instanceId: number, code: string, subtotal: Minor, diner: string, now: Date) {
  const coupon = await findCoupon(db, instanceId, code);
  const used = coupon ? await hasRedeemed(db, instanceId, coupon.id, diner) : false;
  const check = checkCoupon(coupon, { subtotal, now, usedByThisDiner: used });
  if (!check.ok) throw couponError(check.code);
  return { coupon: coupon!, discount: check.discount };
}

/** Counts the use only while uses remain, in the order's transaction: the last use cannot be taken twice. */
async function redeem(tx: Tx, instanceId: number, coupon: StoredCoupon, orderId: number, diner: string) {
  const taken = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(and(eq(coupons.instanceId, instanceId), eq(coupons.id, coupon.id), or(isNull(coupons.maxUses), lt(coupons.uses, coupons.maxUses))))
    .returning({ id: coupons.id });
  if (!taken.length) throw couponError("used");
  await tx.insert(couponRedemptions).values({ instanceId, couponId: coupon.id, orderId, diner });
}

/**
 * A scheduled order's slot must be one the branch offers now (its hours, lead time, no past slot) and, for
 * a zone with its own hours, one that zone is delivered to (product §8 "zone not available at the chosen time").
 */
function checkSchedule(
  schedule: CheckoutBody["schedule"],
  supplier: { opening_hours: OpeningPeriod[]; timezone: string },
  zoneHours: OpeningPeriod[] | null,
  now: Date,
): Date {
  if (!schedule) throw new ApiError("schedule_required", "A scheduled order needs a date and a time");
  const input = { ...branchScheduleInput(supplier, now), ...schedule };
  const slot = scheduleSlots(input).find((s) => s.date === schedule.date && s.time === schedule.time);
  if (!slot) throw new ApiError("slot_unavailable", "That time is no longer available");
  if (zoneHours && zoneHours.length && !isSlotAvailable({ ...input, hours: zoneHours })) {
    throw new ApiError("zone_unavailable_at_time", "The delivery zone is not served at that time");
  }
  return slot.startsAt;
}

async function deliveryZone(db: Db, instanceId: number, supplierId: number, polygonId: number | undefined) {
  if (!polygonId) throw new ApiError("zone_required", "A delivery order needs the delivery zone of its address");
  const [zone] = await db
    .select()
    .from(polygons)
    .where(and(eq(polygons.instanceId, instanceId), eq(polygons.id, polygonId), eq(polygons.supplierId, supplierId), eq(polygons.active, true)));
  if (!zone) throw new ApiError("zone_required", "That delivery zone is not served by this branch");
  return zone;
}

async function findByKey(db: Db, instanceId: number, key: string): Promise<Order | null> {
  const [order] = await db.select().from(orders).where(and(eq(orders.instanceId, instanceId), eq(orders.idempotencyKey, key)));
  if (!order) return null;
  const lines = await db.select().from(orderLines).where(and(eq(orderLines.instanceId, instanceId), eq(orderLines.orderId, order.id)));
  return { ...order, lines };
}
