import { NextResponse } from "next/server";
import { z } from "zod";
import { ApiError } from "@/lib/domain/http/api-errors";
import { BRAND_FILE_MAX_BYTES, validateBrandFile } from "@/lib/domain/brand/brand-file";
import { BrandImportError, importBrand } from "@/lib/server/brands/import-brand";
import { invalidateBrand } from "@/lib/server/cache/invalidate-brand";
import { getDb } from "@/lib/server/db/client";
import { audit } from "@/lib/server/dal/staff-audit";
import { readJson } from "@/lib/server/http/api-route";
import { staffRoute } from "@/lib/server/http/staff-route";

const query = z.object({ dry_run: z.enum(["1", "0"]).optional() }).strict();

/**
 * POST /api/staff/brand-file[?dry_run=1] {brand file} — the brand's owner replaces its brand file from the console,
 * checked as the CLI checks it: 422 invalid_brand_file with every problem and its path; a file of
 * another brand (its instance.slug) is one of them; 409 brand_conflict for what the database would refuse (a domain
 * another brand has, a branch with orders removed), found by writing the file and rolling it back. A dry run stops
 * there and answers what would be written; otherwise it is imported, audited, and the brand's caches dropped on every
 * replica.
 */
export const POST = staffRoute({ permission: "brand.file", rateLimit: "staff_brand_file", query }, async ({ request, brand, staff, query }) => {
  if (Number(request.headers.get("content-length") ?? 0) > BRAND_FILE_MAX_BYTES) throw new ApiError("payload_too_large", "Brand files are limited to 5 MB");
  const checked = validateBrandFile(await readJson(request));
  if (!checked.ok) throw new ApiError("invalid_brand_file", "The brand file has errors", { issues: checked.issues });
  if (checked.brand.instance.slug !== brand.slug) {
    throw new ApiError("invalid_brand_file", "The brand file is another brand's", { issues: [{ path: "instance.slug", message: `this console is "${brand.slug}"'s; the file is "${checked.brand.instance.slug}"'s` }] });
  }
  const dryRun = query.dry_run === "1";
  const summary = await importBrand(await getDb(), checked.brand, { dryRun }).catch((error: unknown) => {
    if (error instanceof BrandImportError) throw new ApiError("brand_conflict", "The brand file conflicts with the database", { issues: error.issues });
    throw error;
  });
  if (!dryRun) {
    await audit(brand.id, staff, "brand.imported", { type: "instance", id: brand.id }, { counts: summary.counts });
    await invalidateBrand(brand.slug);
  }
  return NextResponse.json({ dry_run: dryRun, counts: summary.counts }, { headers: { "cache-control": "private, no-store" } });
});
