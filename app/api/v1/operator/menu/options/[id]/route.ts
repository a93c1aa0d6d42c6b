import { NextResponse } from "next/server";
import { availabilityId, optionAvailabilityBody } from "@/lib/domain/menu/menu-availability-bodies";
import { invalidateBrand } from "@/lib/server/cache/invalidate-brand";
import { setOptionSoldOut } from "@/lib/server/dal/sold-out";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { branchForStaff } from "@/lib/server/staff/staff-branch";

/**
 * PATCH /api/v1/operator/menu/options/{id} {supplier, sold_out} — staff mark an option (an add-on) sold out or back
 * at one branch: the menu stops offering it there, an order choosing it is refused (addons_unavailable), and a
 * product left without enough options to choose is sold out with it.
 */
export const PATCH = operatorRoute({ permission: "menu.availability", params: { id: availabilityId }, body: optionAvailabilityBody }, async ({ brand, params, body, staff }) => {
  const branch = await branchForStaff(brand, staff, body.supplier);
  await setOptionSoldOut(brand.id, staff, params.id, branch.id, body.sold_out);
  await invalidateBrand(brand.slug);
  return new NextResponse(null, { status: 204 });
});
