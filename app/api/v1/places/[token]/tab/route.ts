import { NextResponse } from "next/server";
import { tabQuery } from "@/lib/domain/http/api-bodies";
import { placeToken } from "@/lib/domain/http/api-params";
import { tabToWire } from "@/lib/domain/tabs/tab-wire";
import { getDb } from "@/lib/server/db/client";
import { currentTabRow, loadTab, tabView } from "@/lib/server/dal/tabs";
import { brandRoute } from "@/lib/server/http/brand-route";
import { holdsVersion } from "@/lib/server/http/etag";
import { requirePlace } from "@/lib/server/http/place-request";

/**
 * GET /api/v1/places/{token}/tab[?tab={id}] — the table's tab as every phone at the table reads it: rounds,
 * who sent them, the bill, the parts paid or held and the balance; `{ tab: null }` before the first round.
 * Phones poll it with If-None-Match: the ETag is the tab's version, read from one row, so an unchanged tab
 * costs a 304 and no bill is built. Polling works across replicas with nothing but the database.
 */
export const GET = brandRoute({ params: { token: placeToken }, query: tabQuery }, async ({ request, brand, params, query }) => {
  const place = await requirePlace(brand.id, params.token, { settling: true });
  const db = await getDb();
  const row = await currentTabRow(db, brand.id, place.id, query.tab ?? null);
  const headers = { "cache-control": "private, no-store", etag: row ? `"tab-${row.id}-${row.version}"` : `"tab-none"` };
  if (holdsVersion(request, headers.etag)) return new NextResponse(null, { status: 304, headers });
  const tab = row && tabToWire(tabView(await loadTab(db, brand.id, row)));
  return NextResponse.json({ tab }, { headers });
});
