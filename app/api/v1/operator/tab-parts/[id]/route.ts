import { NextResponse } from "next/server";
import { tabPartId } from "@/lib/domain/api-bodies";
import { operatorPartBodySchema } from "@/lib/domain/tab-bodies";
import { getDb } from "@/lib/server/db/client";
import { requireOperator } from "@/lib/server/http/bearer";
import { brandRoute } from "@/lib/server/http/brand-route";
import { settlePart } from "@/lib/server/tabs/settle-part";

/**
 * PATCH /api/v1/operator/tab-parts/{id} {state: "paid" | "released"} — staff confirm a part paid in cash, by
 * dataphone or charged to the room, or let it go when the payer did not pay; the tab closes on every phone
 * when its balance is 0 and every part is paid. 409 part_settled for a part already settled or paid online
 * (the gateway's events settle those).
 */
export const PATCH = brandRoute({ authorize: requireOperator, params: { id: tabPartId }, body: operatorPartBodySchema }, async ({ brand, params, body }) => {
  const db = await getDb();
  const settled = await db.transaction((tx) => settlePart(tx, brand.id, params.id, body.state, "staff"));
  return NextResponse.json({ part: { id: params.id, state: body.state }, tab: { id: settled.tabId, closed: settled.closed } });
});
