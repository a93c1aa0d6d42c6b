import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { BRAND_FILE_MAX_BYTES, validateBrandFile } from "@/lib/domain/brand/brand-file";
import { BrandImportError, importBrand } from "@/lib/server/brands/import-brand";
import { invalidateBrand } from "@/lib/server/cache/invalidate-brand";
import { getDb } from "@/lib/server/db/client";
import { env } from "@/lib/server/env";
import { apiRoute, readJson } from "@/lib/server/http/api-route";
import { requireBearer } from "@/lib/server/http/bearer";
import { limitRate } from "@/lib/server/rate-limit/limit-rate";

/**
 * POST a brand file: validated, imported in one transaction, then that brand's cached pages and config
 * are refreshed in this process. `npm run brand:import -- file --server URL` uses this while a server runs.
 */
export const POST = apiRoute(async (request: Request) => {
  await limitRate(request, "admin_import", "admin");
  requireBearer(request, env().ADMIN_API_KEY, "A valid admin key is required");
  if (Number(request.headers.get("content-length") ?? 0) > BRAND_FILE_MAX_BYTES) throw new ApiError("payload_too_large", "Brand files are limited to 5 MB");
  const checked = validateBrandFile(await readJson(request));
  if (!checked.ok) throw new ApiError("invalid_brand_file", "The brand file has errors", { issues: checked.issues });
  const summary = await importBrand(await getDb(), checked.brand).catch((error: unknown) => {
    if (error instanceof BrandImportError) throw new ApiError("brand_conflict", "The brand file conflicts with another brand", { issues: error.issues });
    throw error;
  });
  await invalidateBrand(summary.slug);
  return NextResponse.json(summary);
});
