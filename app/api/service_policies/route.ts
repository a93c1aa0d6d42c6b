import { NextResponse } from "next/server";
import { policiesQuery } from "@/lib/domain/api-params";
import { brandDefaultLocale } from "@/lib/domain/localize";
import { processCache } from "@/lib/server/cache/process-cache";
import { listServicePolicies, type ServicePolicy } from "@/lib/server/dal/service-policies";
import { findSupplier } from "@/lib/server/dal/suppliers";
import { apiError } from "@/lib/server/http/api-error";
import { brandFromRequest } from "@/lib/server/http/brand-from-request";
import { answerLocale, askedLang } from "@/lib/server/http/request-locale";
import { badRequest } from "@/lib/server/http/zod-error";

const policies = () => processCache<ServicePolicy[]>("policies");

/** GET service_policies?supplier_id= (spec §7): the service policies of one of this brand's branches. */
export async function GET(request: Request) {
  const brand = await brandFromRequest(request);
  if (brand instanceof Response) return brand;
  const query = policiesQuery.safeParse({ supplier_id: new URL(request.url).searchParams.get("supplier_id") ?? undefined, lang: askedLang(request) });
  if (!query.success) return badRequest(query.error);
  const supplier = await findSupplier(brand.id, query.data.supplier_id);
  if (!supplier) return apiError(404, "not_found", `No branch "${query.data.supplier_id}"`);
  const locale = answerLocale(request, query.data.lang);
  const list = await policies().get(`${brand.slug}|${supplier.id}|${locale}`, () =>
    listServicePolicies(brand.id, supplier, locale, brandDefaultLocale(brand)),
  );
  return NextResponse.json(list);
}
