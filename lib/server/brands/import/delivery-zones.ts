import "server-only";
import * as t from "../../db/schema";
import { syncRows } from "../sync-rows";
import { fileMoney, type BranchIds, type BrandWrite } from "./brand-write";

/** The delivery zones (polygons), each with its branch, delivery price and minimum order, matched on their key. */
export async function syncDeliveryZones({ tx, instanceId, brand }: BrandWrite, branchIds: BranchIds): Promise<void> {
  const money = fileMoney(brand);
  await syncRows(
    tx,
    t.polygons,
    instanceId,
    brand.polygons.map((p) => ({
      instanceId,
      key: p.key,
      name: p.name,
      supplierId: branchIds.get(p.branch)!,
      deliveryPrice: money(p.delivery_price),
      minimumOrderValue: money(p.minimum_order_value),
      area: p.area,
      hours: p.hours ?? null,
      active: p.active,
    })),
    [t.polygons.instanceId, t.polygons.key],
  );
}
