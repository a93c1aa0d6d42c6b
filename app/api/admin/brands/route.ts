import { NextResponse } from "next/server";
import { validateBrandFile } from "@/lib/domain/brand-file";
import { BrandImportError, importBrand } from "@/lib/server/brands/import-brand";
import { invalidateBrand } from "@/lib/server/cache/invalidate-brand";
import { getDb } from "@/lib/server/db/client";
import { env } from "@/lib/server/env";
import { apiError } from "@/lib/server/http/api-error";
import { bearerMatches } from "@/lib/server/http/bearer";

const MAX_BYTES = 5 * 1024 * 1024;

/**
 * POST a brand file: validated, imported in one transaction, then that brand's cached pages and config
 * are refreshed in this process. `npm run brand:import -- file --server URL` uses this while a server runs.
 */
export async function POST(request: Request) {
  if (!bearerMatches(request, env().ADMIN_API_KEY)) return apiError(401, "unauthorized", "A valid admin key is required");
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BYTES) return apiError(413, "payload_too_large", "Brand files are limited to 5 MB");
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return apiError(400, "bad_request", "The body is not valid JSON");
  }
  const checked = validateBrandFile(json);
  if (!checked.ok) return NextResponse.json({ error: { code: "invalid_brand_file", message: "The brand file has errors", issues: checked.issues } }, { status: 422 });
  try {
    const summary = await importBrand(await getDb(), checked.brand);
    invalidateBrand(summary.slug);
    return NextResponse.json(summary);
  } catch (error) {
    if (error instanceof BrandImportError) {
      return NextResponse.json({ error: { code: "invalid_brand_file", message: "The brand file conflicts with another brand", issues: error.issues } }, { status: 409 });
    }
    throw error;
  }
}
