import { NextResponse } from "next/server";
import { zoneQuery } from "@/lib/domain/api-bodies";
import { fromMinorUnits } from "@/lib/domain/currency";
import { findDeliveryZone } from "@/lib/domain/delivery-zone";
import { processCache } from "@/lib/server/cache/process-cache";
import { listDeliveryZones, type BrandZone } from "@/lib/server/dal/polygons";
import { brandRoute } from "@/lib/server/http/brand-route";

const zones = () => processCache<BrandZone[]>("zones");

/**
 * POST /api/v1/delivery-zone {lat, lng}: the brand's delivery zone at that point and the branch serving it
 * (spec §3 polygon). A point no zone covers is an answer, not an error: `{covered: false}`.
 */
export const POST = brandRoute({ body: zoneQuery }, async ({ brand, body: point }) => {
  const zone = findDeliveryZone(point, await zones().get(`${brand.slug}|zones`, () => listDeliveryZones(brand.id)));
  if (!zone) return NextResponse.json({ covered: false });
  const money = (minor: number) => fromMinorUnits(minor, brand.currency);
  return NextResponse.json({
    covered: true,
    polygon: {
      id: zone.id,
      name: zone.name,
      delivery_price: money(zone.delivery_price),
      minimum_order_value: money(zone.minimum_order_value),
      supplier_id: zone.supplier_id,
      supplier_slug: zone.supplier_slug,
      supplier_name: zone.supplier_name,
    },
  });
});
