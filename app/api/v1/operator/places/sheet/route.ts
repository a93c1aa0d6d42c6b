import { NextResponse } from "next/server";
import { qrSheetQuery } from "@/lib/domain/tabs/floor-bodies";
import { brandDefaultLocale } from "@/lib/domain/brand/localize";
import { brandOrigin } from "@/lib/domain/routing/paths";
import { printablePlaces } from "@/lib/server/dal/places";
import { env, publicPort } from "@/lib/server/env";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { branchForStaff } from "@/lib/server/staff/staff-branch";

/**
 * GET /api/v1/operator/places/sheet?supplier=&lang= — the branch's printable QR sheet (A4 HTML, the one
 * `npm run brand:qr -- <brand> --branch <slug>` writes): one card per table, room and seat of that branch only,
 * each code carrying its place's token. Staff with tables.manage at that branch (403 elsewhere), or the key.
 */
export const GET = operatorRoute({ permission: "tables.manage", query: qrSheetQuery }, async ({ brand, query, staff }) => {
  const branch = await branchForStaff(brand, staff, query.supplier);
  const places = await printablePlaces(brand.id, branch.slug);
  const origin = brandOrigin(brand, env().ROOT_DOMAIN, publicPort());
  // Loaded when a sheet is printed: it brings the QR encoder and use-intl's ES module, which jest's node project
  // (app/api/v1/operator/brand-keys.db.test.ts loads every operator route) cannot require.
  const { qrSheetHtml } = await import("@/lib/server/brands/qr-sheet");
  const html = await qrSheetHtml({ brand, locale: query.lang ?? brandDefaultLocale(brand), origin, places });
  return new NextResponse(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store" } });
});
