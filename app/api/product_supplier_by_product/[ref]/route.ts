import { NextResponse } from "next/server";
import { productLookupInput, productLookupParams } from "@/lib/domain/api-params";
import { productToWire } from "@/lib/domain/money-wire";
import { findSupplier } from "@/lib/server/dal/suppliers";
import { apiError } from "@/lib/server/http/api-error";
import { brandFromRequest } from "@/lib/server/http/brand-from-request";
import { cachedMenu } from "@/lib/server/http/menu-response";
import { answerLocale } from "@/lib/server/http/request-locale";
import { badRequest } from "@/lib/server/http/zod-error";

/**
 * GET product_supplier_by_product/{id}.json?service= (spec §7, also with the spec client's `&service=` glued to
 * the path): product {id} as the branch of the supplier_id header (or query) sells it for that service, as
 * the menu answers it; 404 when that branch does not sell it for that service.
 */
export async function GET(request: Request, { params }: { params: Promise<{ ref: string }> }) {
  const brand = await brandFromRequest(request);
  if (brand instanceof Response) return brand;
  const parsed = productLookupParams.safeParse(productLookupInput((await params).ref, new URL(request.url).searchParams, request.headers));
  if (!parsed.success) return badRequest(parsed.error);
  const { id, supplier_id, service, lang } = parsed.data;
  const supplier = await findSupplier(brand.id, supplier_id);
  if (!supplier) return apiError(404, "not_found", `No branch "${supplier_id}"`);
  if (!supplier.services.includes(service)) return apiError(404, "not_found", `This branch does not offer ${service}`);

  const { menu } = await cachedMenu(brand, supplier.id, service, answerLocale(request, lang));
  const product = menu.menu.products.find((p) => p.product_id === id);
  return product ? NextResponse.json(productToWire(product, menu.currency)) : apiError(404, "not_found", `This branch does not sell product ${id} for ${service}`);
}
