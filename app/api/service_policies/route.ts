import { NextResponse } from "next/server";
import { policiesQuery } from "@/lib/domain/http/api-params";
import { brandDefaultLocale } from "@/lib/domain/brand/localize";
import { processCache } from "@/lib/server/cache/process-cache";
import { listServicePolicies, type ServicePolicy } from "@/lib/server/dal/service-policies";
import { parseOrThrow } from "@/lib/server/http/api-route";
import { branchForCall } from "@/lib/server/http/branch-for-call";
import { brandRoute } from "@/lib/server/http/brand-route";
import { answerLocale, askedLang } from "@/lib/server/http/request-locale";

const policies = () => processCache<ServicePolicy[]>("policies");

/** GET service_policies?supplier_id= (product §7): the service policies of one of this brand's branches. */
export const GET = brandRoute({}, async ({ request, brand }) => {
  const query = parseOrThrow(policiesQuery, { supplier_id: new URL(request.url).searchParams.get("supplier_id") ?? undefined, lang: askedLang(request) });
  const supplier = await branchForCall(brand, query.supplier_id);
  const locale = answerLocale(request, query.lang);
  const list = await policies().get(`${brand.slug}|${supplier.id}|${locale}`, () =>
    listServicePolicies(brand.id, supplier, locale, brandDefaultLocale(brand)),
  );
  return NextResponse.json(list);
});
