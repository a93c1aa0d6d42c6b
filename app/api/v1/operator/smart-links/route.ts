import { NextResponse } from "next/server";
import { z } from "zod";
import { ApiError } from "@/lib/domain/http/api-errors";
import { smartLinkPath } from "@/lib/domain/diners/smart-link";
import { createSmartLinkToken } from "@/lib/server/dal/profiles";
import { findSupplier } from "@/lib/server/dal/suppliers";
import { requireOperator } from "@/lib/server/http/bearer";
import { brandRoute } from "@/lib/server/http/brand-route";
import { publicOrigin } from "@/lib/server/http/public-origin";

const body = z.object({ profile_id: z.uuid(), supplier: z.string().min(1).max(64), purchase_id: z.number().int().positive().optional() });

/**
 * POST /api/v1/operator/smart-links {profile_id, supplier, purchase_id?} — a smart link for a diner (product §2),
 * to send them by WhatsApp or SMS: opening it signs any browser in to their profile and opens the purchase.
 * 201 {url}. A profile, branch or purchase that is not the brand's (or not that profile's): 404.
 */
export const POST = brandRoute({ authorize: requireOperator, body }, async ({ request, brand, body }) => {
  const branch = await findSupplier(brand.id, body.supplier);
  if (!branch) throw new ApiError("not_found", `No branch "${body.supplier}"`);
  const token = await createSmartLinkToken(brand.id, body.profile_id, body.purchase_id ?? null);
  if (!token) throw new ApiError("not_found", "No such profile (or purchase of it) at this brand");
  const url = new URL(smartLinkPath(branch.slug, body.profile_id, token, body.purchase_id), publicOrigin(request)).toString();
  return NextResponse.json({ url }, { status: 201, headers: { "cache-control": "private, no-store" } });
});
