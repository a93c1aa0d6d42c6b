import { NextResponse } from "next/server";
import { upsellingQuery } from "@/lib/domain/api-params";
import { productToWire } from "@/lib/domain/money-wire";
import { upsellingProducts, type UpsellRow } from "@/lib/domain/upselling";
import { processCache } from "@/lib/server/cache/process-cache";
import { findSupplier } from "@/lib/server/dal/suppliers";
import { listUpselling } from "@/lib/server/dal/upselling";
import { apiError } from "@/lib/server/http/api-error";
import { brandFromRequest } from "@/lib/server/http/brand-from-request";
import { cachedMenu } from "@/lib/server/http/menu-response";
import { answerLocale, askedLang } from "@/lib/server/http/request-locale";
import { badRequest } from "@/lib/server/http/zod-error";

const upsellRows = () => processCache<UpsellRow[]>("upselling");

/**
 * GET v2/upselling_products.json?supplier_id=&service=&subservice=[&trigger=] (spec §7): the products a branch
 * suggests for a service, of one trigger or all, each as the menu answers it plus its trigger.
 */
export async function GET(request: Request) {
  const brand = await brandFromRequest(request);
  if (brand instanceof Response) return brand;
  const query = upsellingQuery.safeParse({ ...Object.fromEntries(new URL(request.url).searchParams), lang: askedLang(request) });
  if (!query.success) return badRequest(query.error);
  const { supplier_id, service, trigger, lang } = query.data;
  const supplier = await findSupplier(brand.id, supplier_id);
  if (!supplier) return apiError(404, "not_found", `No branch "${supplier_id}"`);
  if (!supplier.services.includes(service)) return apiError(404, "not_found", `This branch does not offer ${service}`);

  const [{ menu }, rows] = await Promise.all([
    cachedMenu(brand, supplier.id, service, answerLocale(request, lang)),
    upsellRows().get(`${brand.slug}|${supplier.id}|${service}|${trigger ?? "all"}`, () => listUpselling(brand.id, supplier.id, service, trigger)),
  ]);
  return NextResponse.json(upsellingProducts(menu.menu.products, rows).map((product) => productToWire(product, menu.currency)));
}
