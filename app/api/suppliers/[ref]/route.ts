import { NextResponse } from "next/server";
import { jsonRef } from "@/lib/domain/api-params";
import { findSupplier } from "@/lib/server/dal/suppliers";
import { apiError } from "@/lib/server/http/api-error";
import { brandFromRequest } from "@/lib/server/http/brand-from-request";
import { badRequest } from "@/lib/server/http/zod-error";

/** GET suppliers/{slug}.json (spec §7): a branch of this brand by slug or id. */
export async function GET(request: Request, { params }: { params: Promise<{ ref: string }> }) {
  const brand = await brandFromRequest(request);
  if (brand instanceof Response) return brand;
  const ref = jsonRef.safeParse((await params).ref);
  if (!ref.success) return badRequest(ref.error);
  const supplier = await findSupplier(brand.id, ref.data);
  return supplier ? NextResponse.json(supplier) : apiError(404, "not_found", `No branch "${ref.data}"`);
}
