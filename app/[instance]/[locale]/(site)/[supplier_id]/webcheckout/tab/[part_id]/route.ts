import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { branchPath } from "@/lib/domain/routing/paths";
import { configForSlug } from "@/lib/server/config/config-source";
import { findSupplier } from "@/lib/server/dal/suppliers";
import { getDb } from "@/lib/server/db/client";
import { rateLimitedPage } from "@/lib/server/http/rate-limited-page";
import { gatewayForBrand } from "@/lib/server/payments/brand-gateway";
import { limitRate } from "@/lib/server/rate-limit/limit-rate";
import { startPartPayment } from "@/lib/server/tabs/start-part-payment";
import { dinerReturn, returnUrl } from "@/lib/server/payments/web-checkout";

type Params = { instance: string; locale: string; supplier_id: string; part_id: string };

/**
 * GET /{supplier_id}/webcheckout/tab/{part_id}?token= — sends a payer to the gateway's hosted checkout for
 * their part of a table's tab; the gateway sends them back to the tab. A part that cannot be paid
 * online (unknown, settled, in person) sends them to the branch instead: the tab page says why.
 */
export async function GET(request: Request, { params }: { params: Promise<Params> }) {
  const { instance, locale, supplier_id, part_id } = await params;
  const url = new URL(request.url);
  const brand = await configForSlug(instance);
  // back in the language the diner asked in
  const where = dinerReturn(request, brand, locale);
  const branchPage = new URL(returnUrl(where, branchPath(supplier_id)));
  const back = () => NextResponse.redirect(branchPage, 303);

  const id = Number(part_id);
  const token = url.searchParams.get("token");
  if (!brand || !token || !Number.isSafeInteger(id) || id <= 0) return back();
  try {
    await limitRate(request, "webcheckout", String(brand.id));
  } catch (error) {
    if (error instanceof ApiError && error.code === "rate_limited") return rateLimitedPage(brand, locale, error, branchPage);
    throw error;
  }
  const supplier = await findSupplier(brand.id, supplier_id);
  if (!supplier) return back();
  const result = await startPartPayment(await getDb(), brand.id, id, token, await gatewayForBrand(brand.id), { ...where, supplierSlug: supplier.slug });
  if ("refused" in result) return back();
  return NextResponse.redirect(result.url, 303);
}
