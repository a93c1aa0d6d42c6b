import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { configForSlug } from "@/lib/server/config/config-source";
import { findSupplier } from "@/lib/server/dal/suppliers";
import { getDb } from "@/lib/server/db/client";
import { findOrderWithToken } from "@/lib/server/orders/order-access";
import { gatewayForBrand } from "@/lib/server/payments/brand-gateway";
import { startPayment } from "@/lib/server/payments/start-payment";
import { orderPath } from "@/lib/domain/routing/paths";
import { rateLimitedPage } from "@/lib/server/http/rate-limited-page";
import { limitRate } from "@/lib/server/rate-limit/limit-rate";
import { dinerReturn, returnUrl } from "@/lib/server/payments/web-checkout";

type Params = { instance: string; locale: string; supplier_id: string; order_id: string };

/**
 * GET /{supplier_id}/webcheckout/{order_id}?token= (product §2): opens a payment attempt and sends the diner to
 * the gateway's hosted checkout. Whatever stops it (paid already, older than a day, paid in person, wrong
 * token) sends the diner to the order page instead, which says why from the order itself. Past the
 * client's webcheckout budget it answers a translated 429 page that links back to the order.
 */
export async function GET(request: Request, { params }: { params: Promise<Params> }) {
  const { instance, locale, supplier_id, order_id } = await params;
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const brand = await configForSlug(instance);
  // back in the language the diner asked in
  const where = dinerReturn(request, brand, locale);
  const orderPage = new URL(returnUrl(where, orderPath(supplier_id, order_id, token)));
  const back = (notice: string) => {
    orderPage.searchParams.set("notice", notice);
    return NextResponse.redirect(orderPage, 303);
  };

  const id = Number(order_id);
  if (!brand || !Number.isSafeInteger(id) || id <= 0) return back("not_found");
  try {
    await limitRate(request, "webcheckout", String(brand.id));
  } catch (error) {
    if (error instanceof ApiError && error.code === "rate_limited") return rateLimitedPage(brand, locale, error, orderPage);
    throw error;
  }
  const db = await getDb();
  const [order, supplier] = await Promise.all([findOrderWithToken(db, brand.id, id, token), findSupplier(brand.id, supplier_id)]);
  if (!order || !supplier || order.supplierId !== supplier.id) return back("not_found");

  const result = await startPayment(db, brand.id, order, await gatewayForBrand(brand.id), { ...where, supplierSlug: supplier.slug });
  if ("refused" in result) return back(result.refused);
  return NextResponse.redirect(result.url, 303);
}
