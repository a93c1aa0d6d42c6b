import { NextResponse } from "next/server";
import { z } from "zod";
import { ApiError } from "@/lib/domain/http/api-errors";
import { productLookupInput, productLookupParams } from "@/lib/domain/http/api-params";
import { productToWire } from "@/lib/domain/menu/menu-wire";
import { brandMenu } from "@/lib/server/cache/brand-menu";
import { parseOrThrow } from "@/lib/server/http/api-route";
import { branchForCall } from "@/lib/server/http/branch-for-call";
import { brandRoute } from "@/lib/server/http/brand-route";
import { answerLocale } from "@/lib/server/http/request-locale";

/**
 * GET product_supplier_by_product/{id}.json?service= (product §7, also with the `&service=` older clients glue to
 * the path): product {id} as the branch of the supplier_id header (or query) sells it for that service, as
 * the menu answers it; 404 when that branch does not sell it for that service.
 */
export const GET = brandRoute({ params: { ref: z.string() } }, async ({ request, brand, params }) => {
  const input = productLookupInput(params.ref, new URL(request.url).searchParams, request.headers);
  const { id, supplier_id, service, lang } = parseOrThrow(productLookupParams, input);
  const supplier = await branchForCall(brand, supplier_id, service);
  const { menu } = await brandMenu(brand, supplier.id, service, answerLocale(request, lang));
  const product = menu.menu.products.find((p) => p.product_id === id);
  if (!product) throw new ApiError("not_found", `This branch does not sell product ${id} for ${service}`);
  return NextResponse.json(productToWire(product, menu.currency));
});
