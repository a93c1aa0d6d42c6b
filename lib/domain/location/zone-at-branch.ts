/** What the device remembers of the zone the diner's address fell in (the polygon store's fields a check reads). */
export interface RememberedZone {
  id: number | null;
  supplier_id: number | null;
  address: unknown;
}

/** Whether the diner's checked address lies in a zone of the branch `branchId`: a delivery from it needs no new address. */
export function addressAtBranch(zone: RememberedZone, branchId: number): boolean {
  return Boolean(zone.id) && zone.supplier_id === branchId && Boolean(zone.address);
}
