import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { isBrandSlug } from "@/lib/domain/routing/host";
import { brandOwnerBody } from "@/lib/domain/staff/staff-bodies";
import { findInstanceConfigBySlug } from "@/lib/server/dal/instances";
import { env } from "@/lib/server/env";
import { apiRoute, parseOrThrow, readJson } from "@/lib/server/http/api-route";
import { requireBearer } from "@/lib/server/http/bearer";
import { limitRate } from "@/lib/server/rate-limit/limit-rate";
import { ensureOwner } from "@/lib/server/staff/ensure-owner";

/**
 * POST /api/admin/brands/{slug}/owners {email, name, password} — a brand's owner of the staff console, made (201) or
 * given back as an enabled owner with this password (200), through the running server: `npm run brand:staff --
 * --server URL` for a brand imported into a server that holds its embedded database. The admin key is required; the
 * password is the caller's (the command makes one when none is given) and is never sent back.
 */
export const POST = apiRoute(async (request: Request, { params }: { params: Promise<{ slug: string }> }) => {
  await limitRate(request, "admin_import", "admin");
  requireBearer(request, env().ADMIN_API_KEY, "A valid admin key is required");
  const { slug } = await params;
  // a slug is words and hyphens: anything else (a NUL byte, a path) names no brand and never reaches the database
  const brand = isBrandSlug(slug) ? await findInstanceConfigBySlug(slug) : null;
  if (!brand) throw new ApiError("not_found", `No brand "${slug}"`);
  const body = parseOrThrow(brandOwnerBody, await readJson(request));
  const { account, outcome } = await ensureOwner(brand.id, body, "admin_api");
  return NextResponse.json({ account, outcome }, { status: outcome === "created" ? 201 : 200, headers: { "cache-control": "no-store" } });
});
