import { NextResponse } from "next/server";
import { orderPath } from "@/lib/domain/routing/paths";
import { configForSlug } from "@/lib/server/config/config-source";
import { dinerReturn, returnUrl } from "@/lib/server/payments/web-checkout";

type Params = { instance: string; locale: string; supplier_id: string; order_id: string };

/**
 * GET /{supplier_id}/checkout/{id}?token= (product §2): an order's checkout is its order page, where it is paid and
 * followed — links and bookmarks of that address land there, with the token and the language they carried.
 */
export async function GET(request: Request, { params }: { params: Promise<Params> }) {
  const { instance, locale, supplier_id, order_id } = await params;
  const brand = await configForSlug(instance);
  const token = new URL(request.url).searchParams.get("token");
  const target = returnUrl(dinerReturn(request, brand, locale), orderPath(supplier_id, order_id, token));
  return NextResponse.redirect(target, 308);
}
