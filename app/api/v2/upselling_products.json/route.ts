import { NextResponse } from "next/server";
import { upsellingQuery } from "@/lib/domain/http/api-params";
import { productToWire } from "@/lib/domain/menu/menu-wire";
import { upsellingProducts, type UpsellRow } from "@/lib/domain/menu/upselling";
import { brandMenu } from "@/lib/server/cache/brand-menu";
import { processCache } from "@/lib/server/cache/process-cache";
import { listUpselling } from "@/lib/server/dal/upselling";
import { parseOrThrow } from "@/lib/server/http/api-route";
import { branchForCall } from "@/lib/server/http/branch-for-call";
import { brandRoute } from "@/lib/server/http/brand-route";
import { answerLocale, askedLang } from "@/lib/server/http/request-locale";

const upsellRows = () => processCache<UpsellRow[]>("upselling");

/**
 * GET v2/upselling_products.json?supplier_id=&service=&subservice=[&trigger=] (product §7): the products a branch
 * suggests for a service, of one trigger or all, each as the menu answers it plus its trigger.
 */
export const GET = brandRoute({}, async ({ request, brand }) => {
  const query = parseOrThrow(upsellingQuery, { ...Object.fromEntries(new URL(request.url).searchParams), lang: askedLang(request) });
  const { supplier_id, service, trigger, lang } = query;
  const supplier = await branchForCall(brand, supplier_id, service);
  const [{ menu }, rows] = await Promise.all([
    brandMenu(brand, supplier.id, service, answerLocale(request, lang)),
    upsellRows().get(`${brand.slug}|${supplier.id}|${service}|${trigger ?? "all"}`, () => listUpselling(brand.id, supplier.id, service, trigger)),
  ]);
  return NextResponse.json(upsellingProducts(menu.menu.products, rows).map((product) => productToWire(product, menu.currency)));
});
