import { NextResponse } from "next/server";
import { operatorTabToWire, staffLinesFromWire } from "@/lib/domain/staff/staff-wire";
import { tabToWire } from "@/lib/domain/tabs/tab-wire";
import { operatorTabBodySchema } from "@/lib/domain/tabs/tab-bodies";
import { getDb } from "@/lib/server/db/client";
import { addStaffLines, listOpenTabs, tabView } from "@/lib/server/dal/tabs";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { requireBranchAccess } from "@/lib/server/staff/staff-branch";
import { requirePlace } from "@/lib/server/http/place-request";

const noStore = { "cache-control": "private, no-store" };

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
 * POST /api/v1/operator/tabs {place_token, lines:[{label, quantity, unit_price}]} — a bill staff entered for a
 * place (product §2 solo-pago): it joins the place's open tab, and the diner who scans the QR sees it, splits it
 * and pays it. Prices in major units, as every amount on the wire.
 */
export const POST = operatorRoute({ permission: "tables.manage", body: operatorTabBodySchema }, async ({ brand, body, staff }) => {
  const place = await requirePlace(brand.id, body.place_token);
  requireBranchAccess(staff, place.supplier.id);
  const lines = staffLinesFromWire(body.lines, brand.currency);
  const tab = await addStaffLines(await getDb(), brand.id, { id: place.id, supplierId: place.supplier.id }, brand.currency, lines);
  return NextResponse.json({ tab: tabToWire(tabView(tab)) }, { status: 201, headers: noStore });
});
