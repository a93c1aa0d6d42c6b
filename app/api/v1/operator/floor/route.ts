import { floorPlaceToWire } from "@/lib/domain/staff/staff-wire";
import { floorQuery } from "@/lib/domain/tabs/floor-bodies";
import { branchFloor } from "@/lib/server/dal/floor";
import { hashedJson } from "@/lib/server/http/etag";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { branchForStaff } from "@/lib/server/staff/staff-branch";

/**
 * GET /api/v1/operator/floor?supplier={id or slug} — the branch's floor (lib/domain/tabs/floor.ts): every
 * table, room and seat, free or with its open tab (owed, paid and by whom, rounds still in the kitchen) and its
 * open waiter call, with an ETag: the floor view polls every few seconds and an unchanged floor answers 304.
 * A staff account sees only its branches (403 forbidden).
 */
export const GET = operatorRoute({ permission: "tables.manage", query: floorQuery }, async ({ request, brand, query, staff }) => {
  const branch = await branchForStaff(brand, staff, query.supplier);
  const places = await branchFloor(brand.id, branch);
  return hashedJson(request, { places: places.map((place) => floorPlaceToWire(place, brand.currency)) });
});
