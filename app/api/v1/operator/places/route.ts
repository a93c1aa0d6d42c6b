import { NextResponse } from "next/server";
import { z } from "zod";
import { supplierRef } from "@/lib/domain/http/api-params";
import { brandOrigin, placeQrUrl } from "@/lib/domain/routing/paths";
import { printablePlaces } from "@/lib/server/dal/places";
import { env, publicPort } from "@/lib/server/env";
import { requireOperator } from "@/lib/server/http/bearer";
import { branchForCall } from "@/lib/server/http/branch-for-call";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * GET /api/v1/operator/places?supplier_id= — until the staff console exists, staff (the brand's operator key) read
 * the brand's tables, rooms and seats with the token and URL each QR code carries (what `npm run brand:qr`
 * prints), e.g. to reprint one card or to match a waiter call to its table.
 */
export const GET = brandRoute(
  {
    authorize: requireOperator,
    query: z.object({ supplier_id: supplierRef.optional() }).strict(),
  },
  async ({ brand, query }) => {
    const branch = query.supplier_id === undefined ? undefined : (await branchForCall(brand, query.supplier_id)).slug;
    const origin = brandOrigin(brand, env().ROOT_DOMAIN, publicPort());
    const places = (await printablePlaces(brand.id, branch)).map((place) => ({ ...place, qr_url: placeQrUrl(origin, place.supplier.slug, place.kind, place.token) }));
    return NextResponse.json({ places }, { headers: { "cache-control": "private, no-store" } });
  },
);
