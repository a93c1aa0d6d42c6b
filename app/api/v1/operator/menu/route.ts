import { NextResponse } from "next/server";
import { brandDefaultLocale } from "@/lib/domain/brand/localize";
import { availabilityQuery } from "@/lib/domain/menu/menu-availability-bodies";
import { branchAvailability } from "@/lib/server/dal/sold-out";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { branchForStaff } from "@/lib/server/staff/staff-branch";

/**
 * GET /api/v1/operator/menu?supplier=&lang= — staff (the console, at their branches, or an integration with the
 * brand's operator key) read what a branch sells: every product with its units left and whether it is sold out
 * ("86"), and each option's state there.
 */
export const GET = operatorRoute({ permission: "menu.availability", query: availabilityQuery }, async ({ brand, query, staff }) => {
  const branch = await branchForStaff(brand, staff, query.supplier);
  const fallback = brandDefaultLocale(brand);
  const products = await branchAvailability(brand.id, branch.id, query.lang ?? fallback, fallback);
  return NextResponse.json({ products }, { headers: { "cache-control": "private, no-store" } });
});
