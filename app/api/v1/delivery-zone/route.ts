import { NextResponse } from "next/server";
import { zoneQuery } from "@/lib/domain/api-bodies";
import { findDeliveryZone, findZoneForService } from "@/lib/domain/delivery-zone";
import { toMajor } from "@/lib/domain/major-units";
import { processCache } from "@/lib/server/cache/process-cache";
import { listDeliveryZones, type BrandZone } from "@/lib/server/dal/polygons";
import { brandRoute } from "@/lib/server/http/brand-route";

const zones = () => processCache<BrandZone[]>("zones");

/**
 * POST /api/v1/delivery-zone {lat, lng, service?}: the brand's delivery zone at that point and the branch
 * serving it (spec §3 polygon), with the services that branch offers; for a `service`, a covering zone of a
 * branch that offers it comes first. A point no zone covers is an answer, not an error: `{covered: false}`.
 */
export const POST = brandRoute({ body: zoneQuery }, async ({ brand, body: { service, ...point } }) => {
  const all = await zones().get(`${brand.slug}|zones`, () => listDeliveryZones(brand.id));
  const zone = service ? findZoneForService(point, all, service) : findDeliveryZone(point, all);
  if (!zone) return NextResponse.json({ covered: false });
  return NextResponse.json({
    covered: true,
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
  });
});
