import { NextResponse } from "next/server";
import { availabilityId, productAvailabilityBody } from "@/lib/domain/menu/menu-availability-bodies";
import { invalidateBrand } from "@/lib/server/cache/invalidate-brand";
import { setProductAvailability } from "@/lib/server/dal/sold-out";
import { operatorRoute } from "@/lib/server/http/operator-route";

/**
 * PATCH /api/v1/operator/menu/products/{id} {sold_out?, stock?} — staff mark a product (as sold at a branch: its
 * product_supplier id) sold out ("86") or back, and/or set its units left (null: unlimited). The brand's menus,
 * pages and every replica's copies are dropped before the answer, so diners see it at their next read and the
 * orders API refuses it at once.
 */
export const PATCH = operatorRoute({ permission: "menu.availability", params: { id: availabilityId }, body: productAvailabilityBody }, async ({ brand, params, body, staff }) => {
  await setProductAvailability(brand.id, staff, params.id, body);
  await invalidateBrand(brand.slug);
  return new NextResponse(null, { status: 204 });
});
