import { NextResponse } from "next/server";
import { operatorTabToWire, staffLinesFromWire } from "@/lib/domain/staff/staff-wire";
import { tabToWire } from "@/lib/domain/tabs/tab-wire";
import { operatorTabBodySchema } from "@/lib/domain/tabs/tab-bodies";
import { getDb } from "@/lib/server/db/client";
import { addStaffLines, listOpenTabs, tabView } from "@/lib/server/dal/tabs";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { branchForStaff, requireBranchAccess } from "@/lib/server/staff/staff-branch";
import { findOrderingPlaceByCode } from "@/lib/server/dal/places";
import { ApiError } from "@/lib/domain/http/api-errors";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { requirePlace } from "@/lib/server/http/place-request";

const noStore = { "cache-control": "private, no-store" };

type Brand = Pick<InstanceConfig, "id" | "slug">;

async function placeByCode(brand: Brand, staff: { branches: readonly number[] } | null, supplier: string, { kind, code }: { kind: "table" | "room"; code: string }) {
  const branch = await branchForStaff(brand, staff, supplier);
  const place = await findOrderingPlaceByCode(brand.id, branch.id, kind, code);
  if (!place) throw new ApiError("not_found", "No table or room with that code at this branch");
  return place;
}

/**
 * GET /api/v1/operator/tabs — staff (the console: their branches' tabs; an integration: the brand's operator key) read
 * the open tabs, oldest first: each place and its branch, its bill, and the parts held for cash, dataphone or a
 * room charge that wait for their confirmation (PATCH /api/v1/operator/tab-parts/{id}).
 */
export const GET = operatorRoute({ permission: "tables.manage" }, async ({ brand, staff }) => {
  const open = await listOpenTabs(await getDb(), brand.id, staff?.branches ?? []);
  return NextResponse.json({ tabs: open.map(operatorTabToWire) }, { headers: noStore });
});

/**
 * POST /api/v1/operator/tabs {place_token | supplier + place:{kind, code}, lines:[{label, quantity, unit_price}]} — a
 * bill staff entered for a place (product §2 solo-pago): it joins the place's open tab, and the diner who scans the
 * QR sees it, splits it and pays it. An integration names the place by its token, the console's form by its branch
 * and code (an unknown one is 404). Prices in major units, as every amount on the wire.
 */
export const POST = operatorRoute({ permission: "tables.manage", body: operatorTabBodySchema }, async ({ brand, body, staff }) => {
  const place = "place_token" in body ? await requirePlace(brand.id, body.place_token) : await placeByCode(brand, staff, body.supplier, body.place);
  requireBranchAccess(staff, place.supplier.id);
  const lines = staffLinesFromWire(body.lines, brand.currency);
  const tab = await addStaffLines(await getDb(), brand.id, { id: place.id, supplierId: place.supplier.id }, brand.currency, lines);
  return NextResponse.json({ tab: tabToWire(tabView(tab)) }, { status: 201, headers: noStore });
});
