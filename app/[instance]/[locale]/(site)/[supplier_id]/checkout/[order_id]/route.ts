import { NextResponse } from "next/server";
import { orderPath } from "@/lib/domain/paths";
import { pageLinkLang } from "@/lib/domain/url-choices";
import { configForSlug } from "@/lib/server/config/config-source";
import { dinerAddress } from "@/lib/server/http/public-origin";
import { returnUrl } from "@/lib/server/payments/web-checkout";

type Params = { instance: string; locale: string; supplier_id: string; order_id: string };

/**
 * GET /{supplier_id}/checkout/{id}?token= (spec §2): an order's checkout is its order page, where it is paid and
 * followed — links and bookmarks of that address land there, with the token and the language they carried.
 */
export async function GET(request: Request, { params }: { params: Promise<Params> }) {
  const { instance, locale, supplier_id, order_id } = await params;
  const brand = await configForSlug(instance);
  const { host, protocol } = dinerAddress(request);
  const token = new URL(request.url).searchParams.get("token");
  const target = returnUrl({ host, protocol, locale, lang: brand ? pageLinkLang(brand, locale) : null }, orderPath(supplier_id, order_id, token));
  return NextResponse.redirect(target, 308);
}
