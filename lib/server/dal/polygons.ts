import "server-only";
import { and, eq } from "drizzle-orm";
import type { CoverageZone } from "@/lib/domain/location/delivery-coverage";
import type { PolygonArea } from "@/lib/domain/location/delivery-zone";
import type { OpeningPeriod } from "@/lib/domain/brand/opening-hours";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { getDb } from "../db/client";
import { polygons, suppliers } from "../db/schema";

export type BrandZone = CoverageZone & { name: string; supplier_name: string; supplier_services: ServiceKey[] };

/** The brand's active delivery zones with the branch each one is served from, its services and its clock. */
export async function listDeliveryZones(instanceId: number): Promise<BrandZone[]> {
  const db = await getDb();
  const rows = await db
    .select({
      zone: polygons,
      supplier: { slug: suppliers.slug, name: suppliers.name, active: suppliers.active, services: suppliers.services, openingHours: suppliers.openingHours, timezone: suppliers.timezone },
    })
    .from(polygons)
    .innerJoin(suppliers, and(eq(suppliers.instanceId, instanceId), eq(suppliers.id, polygons.supplierId)))
    .where(and(eq(polygons.instanceId, instanceId), eq(polygons.active, true)));
  return rows.map(({ zone, supplier }) => ({
    id: zone.id,
    name: zone.name,
    supplier_id: zone.supplierId,
    supplier_slug: supplier.slug,
    supplier_name: supplier.name,
    supplier_services: supplier.services as ServiceKey[],
    delivery_price: zone.deliveryPrice,
    minimum_order_value: zone.minimumOrderValue,
    // A zone of an inactive branch cannot take orders.
    active: supplier.active,
    area: zone.area as PolygonArea,
    opening_hours: supplier.openingHours as OpeningPeriod[],
    timezone: supplier.timezone,
  }));
}
