import "server-only";
import { and, eq } from "drizzle-orm";
import { normalizeCouponCode, type Coupon } from "@/lib/domain/checkout/coupon";
import type { Db } from "../db/client";
import { couponRedemptions, coupons } from "../db/schema";

export type StoredCoupon = Coupon & { id: number };

/** A brand's coupon by the code a diner typed, in any case; null when the brand has no such code. */
export async function findCoupon(db: Db, instanceId: number, code: string): Promise<StoredCoupon | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.instanceId, instanceId), eq(coupons.code, normalizeCouponCode(code))));
  return row ?? null;
}

/** Who "this diner" is for one-use-per-diner: the e-mail of the contact form, folded. */
export function dinerKey(email: string): string {
  return email.trim().toLowerCase();
}

export async function hasRedeemed(db: Db, instanceId: number, couponId: number, diner: string): Promise<boolean> {
  const rows = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.instanceId, instanceId), eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.diner, diner)));
  return rows.length > 0;
}
