import { NextResponse } from "next/server";
import { zoneQuery } from "@/lib/domain/http/api-bodies";
import { deliveryCoverage } from "@/lib/domain/location/delivery-coverage";
import { toMajor } from "@/lib/domain/money/major-units";
import { processCache } from "@/lib/server/cache/process-cache";
import { listDeliveryZones, type BrandZone } from "@/lib/server/dal/polygons";
import { brandBranch } from "@/lib/server/http/branch-for-call";
import { brandRoute } from "@/lib/server/http/brand-route";

const zones = () => processCache<BrandZone[]>("zones");

/**
 * POST /api/v1/delivery-zone {lat, lng, service?, cart_supplier_id?}: the brand's delivery zone at that point and
 * the branch serving it (product §3 polygon), with the services that branch offers. `reason` is null when that
 * branch takes the order as asked, else product §8's word for why not (lib/domain/location/delivery-coverage.ts):
 * no_coverage and delivery_not_active come without a zone; no_schedule, no_branches_open (with `opens_at`: ISO weekday, "HH:MM" and inDays, 0 for today) and
 * wrong_branch (with the cart's `cart_supplier`) with the zone the diner could still use. None is an error.
 */
export const POST = brandRoute({ body: zoneQuery }, async ({ brand, body: { service, cart_supplier_id, ...point } }) => {
  const all = await zones().get(`${brand.slug}|zones`, () => listDeliveryZones(brand.id));
  // A cart of a branch this brand does not have holds nothing that could be ordered here.
  const cart = cart_supplier_id ? await brandBranch(brand, cart_supplier_id) : null;
  const coverage = deliveryCoverage(point, all, { service, cartBranch: cart?.slug ?? null, now: new Date() });
  if (!coverage.covered) return NextResponse.json({ covered: false, reason: coverage.reason });
  const { zone } = coverage;
  return NextResponse.json({
    covered: true,
    reason: coverage.reason,
    polygon: {
      id: zone.id,
      name: zone.name,
      delivery_price: toMajor(zone.delivery_price, brand.currency),
      minimum_order_value: toMajor(zone.minimum_order_value, brand.currency),
      supplier_id: zone.supplier_id,
      supplier_slug: zone.supplier_slug,
      supplier_name: zone.supplier_name,
      supplier_services: zone.supplier_services,
    },
    ...(coverage.reason === "no_branches_open" && { opens_at: coverage.opensAt }),
    ...(coverage.reason === "wrong_branch" && cart && { cart_supplier: { slug: cart.slug, name: cart.name } }),
  });
});
