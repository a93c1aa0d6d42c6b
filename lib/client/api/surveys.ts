import type { SurveyAnswer, SurveyForm } from "@/lib/domain/diners/survey";
import { answerOf, callApi, jsonBody } from "./api-failure";

/** GET supplier_surveys/form.json (product §7): the survey a branch offers for a service now, in the diner's language; null when none. */
export async function fetchSurveyForm(supplier: string, service: string): Promise<SurveyForm | null> {
  const query = `supplier_id=${encodeURIComponent(supplier)}&service=${encodeURIComponent(service)}`;
  return (await answerOf<{ survey: SurveyForm | null }>(await callApi(`/api/v1/supplier_surveys/form.json?${query}`))).survey;
}

export interface SurveyAnswers {
  survey: string;
  supplier_id: string;
  service: string;
  table_code?: string;
  answers: Record<string, SurveyAnswer>;
}

/** POST supplier_surveys/answers.json: the diner's answers, refused per question (`answers.<key>`) when they do not fit. */
export async function sendSurveyAnswers(body: SurveyAnswers): Promise<void> {
  await answerOf(await callApi("/api/v1/supplier_surveys/answers.json", jsonBody("POST", body)));
}
