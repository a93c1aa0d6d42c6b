import "server-only";
import { surveysQuery } from "@/lib/domain/http/api-params";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { brandDefaultLocale } from "@/lib/domain/brand/localize";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { surveyForm, type SurveyDefinition, type SurveyForm } from "@/lib/domain/diners/survey";
import { processCache } from "../cache/process-cache";
import { listSurveys } from "../dal/surveys";
import { parseOrThrow } from "./api-route";
import { branchForCall } from "./branch-for-call";
import { answerLocale, askedLang } from "./request-locale";

// Only a brand import changes surveys, and it forgets the brand's entries: the forms and the answers' checks
// read this process's copy. Keys are real branches and services only (branchForCall comes first).
const surveys = () => processCache<SurveyDefinition[]>("surveys");

/** The surveys offered at a branch of the brand for a service, in the brand file's order. */
export function branchSurveys(brand: Pick<InstanceConfig, "id" | "slug">, supplierId: number, service: ServiceKey): Promise<SurveyDefinition[]> {
  return surveys().get(`${brand.slug}|${supplierId}|${service}`, () => listSurveys(brand.id, supplierId, service));
}

/**
 * The surveys a GET of product §7 asks for (`?supplier_id=&service=&lang=`, or the `lang` header), in the diner's
 * language: 404 for a branch that is not this brand's or does not offer the service.
 */
export async function surveysOfCall(request: Request, brand: InstanceConfig): Promise<SurveyForm[]> {
  const query = parseOrThrow(surveysQuery, { ...Object.fromEntries(new URL(request.url).searchParams), lang: askedLang(request) });
  const supplier = await branchForCall(brand, query.supplier_id, query.service);
  const locale = answerLocale(request, query.lang);
  return (await branchSurveys(brand, supplier.id, query.service)).map((survey) => surveyForm(survey, locale, brandDefaultLocale(brand)));
}
