import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { jsonId } from "@/lib/domain/http/api-params";
import { findSupplier } from "@/lib/server/dal/suppliers";
import { brandRoute } from "@/lib/server/http/brand-route";

/** GET branches/{id}.json (product §7): a branch of this brand by id. */
export const GET = brandRoute({ params: { ref: jsonId } }, async ({ brand, params }) => {
  const branch = await findSupplier(brand.id, String(params.ref));
  if (!branch) throw new ApiError("not_found", `No branch ${params.ref}`);
  return NextResponse.json(branch);
});
