import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { jsonRef } from "@/lib/domain/http/api-params";
import { findSupplier } from "@/lib/server/dal/suppliers";
import { brandRoute } from "@/lib/server/http/brand-route";

/** GET suppliers/{slug}.json (product §7): a branch of this brand by slug or id. */
export const GET = brandRoute({ params: { ref: jsonRef } }, async ({ brand, params }) => {
  const supplier = await findSupplier(brand.id, params.ref);
  if (!supplier) throw new ApiError("not_found", `No branch "${params.ref}"`);
  return NextResponse.json(supplier);
});
