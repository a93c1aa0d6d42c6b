import { NextResponse } from "next/server";
import { surveyAnswerBody } from "@/lib/domain/http/api-bodies";
import { ApiError } from "@/lib/domain/http/api-errors";
import { checkSurveyAnswers } from "@/lib/domain/diners/survey";
import { saveSurveyAnswer } from "@/lib/server/dal/surveys";
import { branchForCall } from "@/lib/server/http/branch-for-call";
import { branchSurveys } from "@/lib/server/http/branch-surveys";
import { brandRoute } from "@/lib/server/http/brand-route";
import { provenProfile } from "@/lib/server/http/profile-request";

/**
 * POST /api/v1/supplier_surveys/answers.json {survey, supplier_id, service, table_code?, answers}: a
 * diner's answers to a survey the branch offers for that service — 201 {id}. Answers that do not fit the
 * questions are a 400 naming each (`answers.<question>`); the diner's profile is linked when the headers prove
 * it, and a call whose headers prove nothing is stored all the same, unlinked.
 */
export const POST = brandRoute({ rateLimit: "survey_answer", body: surveyAnswerBody }, async ({ request, brand, body }) => {
  const supplier = await branchForCall(brand, body.supplier_id, body.service);
  const survey = (await branchSurveys(brand, supplier.id, body.service)).find((s) => s.key === body.survey);
  if (!survey) throw new ApiError("not_found", `No survey "${body.survey}" at this branch for ${body.service}`);
  const check = checkSurveyAnswers(survey.questions, body.answers);
  if (!check.ok) {
    const fields = Object.fromEntries(Object.entries(check.fields).map(([key, message]) => [`answers.${key}`, message]));
    throw new ApiError("bad_request", Object.values(check.fields)[0]!, { fields });
  }
  const id = await saveSurveyAnswer(brand.id, {
    surveyKey: survey.key,
    supplierId: supplier.id,
    service: body.service,
    tableCode: body.table_code || null,
    profileId: await provenProfile(request, brand.id),
    answers: check.answers,
  });
  return NextResponse.json({ id }, { status: 201, headers: { "cache-control": "private, no-store" } });
});
