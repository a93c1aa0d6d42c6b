import { NextResponse } from "next/server";
import { jsonId } from "@/lib/domain/api-params";
import { findSupplier } from "@/lib/server/dal/suppliers";
import { apiError } from "@/lib/server/http/api-error";
import { brandFromRequest } from "@/lib/server/http/brand-from-request";
import { badRequest } from "@/lib/server/http/zod-error";

/** GET branches/{id}.json (spec §7): a branch of this brand by id. */
export async function GET(request: Request, { params }: { params: Promise<{ ref: string }> }) {
  const brand = await brandFromRequest(request);
  if (brand instanceof Response) return brand;
  const id = jsonId.safeParse((await params).ref);
  if (!id.success) return badRequest(id.error);
  const branch = await findSupplier(brand.id, String(id.data));
  return branch ? NextResponse.json(branch) : apiError(404, "not_found", `No branch ${id.data}`);
}
