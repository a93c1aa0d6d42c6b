import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/api-errors";
import { tabToWire } from "@/lib/domain/tab-wire";
import { fitsCurrencyDecimals, fromMajor } from "@/lib/domain/major-units";
import { operatorTabBodySchema } from "@/lib/domain/tab-bodies";
import { getDb } from "@/lib/server/db/client";
import { addStaffLines, listOpenTabs, tabView } from "@/lib/server/dal/tabs";
import { requireOperator } from "@/lib/server/http/bearer";
import { brandRoute } from "@/lib/server/http/brand-route";
import { requirePlace } from "@/lib/server/http/place-request";

const noStore = { "cache-control": "private, no-store" };

/**
 * GET /api/v1/operator/tabs — until the staff console exists, staff (the brand's operator key) read the brand's open
 * tabs, oldest first: each place, its bill, and the parts held for cash, dataphone or a room charge that
 * wait for their confirmation (PATCH /api/v1/operator/tab-parts/{id}).
 */
export const GET = brandRoute({ authorize: requireOperator }, async ({ brand }) => {
  const open = await listOpenTabs(await getDb(), brand.id);
  return NextResponse.json({ tabs: open.map(({ place, view }) => ({ place, ...tabToWire(view) })) }, { headers: noStore });
});

/**
 * POST /api/v1/operator/tabs {place_token, lines:[{label, quantity, unit_price}]} — a bill staff entered for a
 * place (spec §2 solo-pago): it joins the place's open tab, and the diner who scans the QR sees it, splits it
 * and pays it. Prices in major units, as every amount on the wire.
 */
export const POST = brandRoute({ authorize: requireOperator, body: operatorTabBodySchema }, async ({ brand, body }) => {
  const place = await requirePlace(brand.id, body.place_token);
  const lines = body.lines.map((line, index) => {
    if (!fitsCurrencyDecimals(line.unit_price, brand.currency)) {
      throw new ApiError("bad_request", `unit_price has more decimals than ${brand.currency} allows`, { fields: { [`lines.${index}.unit_price`]: "too many decimals" } });
    }
    return { label: line.label, quantity: line.quantity, unitPrice: fromMajor(line.unit_price, brand.currency) };
  });
  const tab = await addStaffLines(await getDb(), brand.id, { id: place.id, supplierId: place.supplier.id }, brand.currency, lines);
  return NextResponse.json({ tab: tabToWire(tabView(tab)) }, { status: 201, headers: noStore });
});
