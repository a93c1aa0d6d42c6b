import { NextResponse } from "next/server";
import { freeTableQuery, walkInSchema } from "@/lib/domain/tabs/floor-bodies";
import { freeTable, seatWalkIn } from "@/lib/server/dal/seatings";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { branchForStaff } from "@/lib/server/staff/staff-branch";

/**
 * POST /api/v1/operator/floor/party {supplier, place, persons, name?} — the host sits a walk-in at a free table
 * (409 table_taken while another party or an open tab holds it, 422 table_too_small). Audited ("table.seated").
 */
export const POST = operatorRoute({ permission: "tables.manage", body: walkInSchema }, async ({ brand, body, staff }) => {
  const branch = await branchForStaff(brand, staff, body.supplier);
  await seatWalkIn(brand.id, branch.id, body.place, { persons: body.persons, name: body.name || null, staff });
  return NextResponse.json({ place: body.place, state: "seated" }, { status: 201 });
});

/**
 * DELETE /api/v1/operator/floor/party?supplier=&place= — the party seated there left without a tab, or never came
 * to the table it was called to: the table is free (409 table_has_tab while its tab is open, table_free when
 * nobody sits there). Audited ("table.freed").
 */
export const DELETE = operatorRoute({ permission: "tables.manage", query: freeTableQuery }, async ({ brand, query, staff }) => {
  const branch = await branchForStaff(brand, staff, query.supplier);
  await freeTable(brand.id, branch.id, query.place, { staff });
  return NextResponse.json({ place: query.place, state: "free" });
});
