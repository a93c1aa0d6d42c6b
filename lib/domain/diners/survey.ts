import type { BrandFile } from "../brand/brand-file";
import type { LocalizedText } from "../brand/localized-text";
import { localize } from "../brand/localize";
import type { Locale } from "../routing/locales";
import { netPromoterScore, oneDecimal } from "./purchase-rating";

/*
 * Supplier surveys (product §7 form.json and detail_supplier_surveys.json): the brand file's questions, as
 * a diner reads them in their language, the rules their answers must keep, and what the brand reads of them.
 */

/** The longest words a diner may leave in a text question. */
export const SURVEY_TEXT_MAX = 1000;

/** A question as the brand file states it (defaults filled), as the database keeps it. */
export type SurveyQuestionDefinition = BrandFile["surveys"][number]["questions"][number];

/** A survey as the brand file states it, without its scope. */
export interface SurveyDefinition {
  key: string;
  title: LocalizedText;
  intro: LocalizedText | null;
  questions: SurveyQuestionDefinition[];
}

export type SurveyFormQuestion =
  | { key: string; type: "scale"; label: string; required: boolean; from: 0 | 1; max: 5 | 10 }
  | { key: string; type: "single" | "multiple"; label: string; required: boolean; options: { key: string; label: string }[] }
  | { key: string; type: "text"; label: string; required: boolean };

/** A survey on the wire, in the diner's language; `id` is the brand file's key. */
export interface SurveyForm {
  id: string;
  title: string;
  intro: string | null;
  questions: SurveyFormQuestion[];
}

/** The survey in `locale`, else the brand's default language (lib/domain/brand/localize.ts). */
export function surveyForm(survey: SurveyDefinition, locale: Locale, brandDefault: Locale): SurveyForm {
  const text = (value: LocalizedText) => localize(value, locale, brandDefault);
  const question = (q: SurveyQuestionDefinition): SurveyFormQuestion => {
    const label = text(q.label);
    if (q.type === "scale") return { key: q.key, type: q.type, label, required: q.required, from: q.from, max: q.max };
    if (q.type === "text") return { key: q.key, type: q.type, label, required: q.required };
    return { key: q.key, type: q.type, label, required: q.required, options: q.options.map((o) => ({ key: o.key, label: text(o.label) })) };
  };
  return { id: survey.key, title: text(survey.title), intro: survey.intro ? text(survey.intro) : null, questions: survey.questions.map(question) };
}

/** What checking an answer needs of its question: the brand file's definition and the wire form both fit. */
export type CheckedQuestion =
  | { key: string; type: "scale"; required: boolean; from: number; max: number }
  | { key: string; type: "single" | "multiple"; required: boolean; options: readonly { key: string }[] }
  | { key: string; type: "text"; required: boolean };

export type SurveyAnswer = number | string | string[];

export type SurveyCheck = { ok: true; answers: Record<string, SurveyAnswer> } | { ok: false; fields: Record<string, string> };

type Checked = { answer: SurveyAnswer } | { problem: string } | null;

/** Nothing said: no value, an empty (or blank) text, an empty list. */
export const unanswered = (value: unknown) => value == null || (typeof value === "string" && !value.trim()) || (Array.isArray(value) && !value.length);

const isOption = (question: { options: readonly { key: string }[] }, key: string) => question.options.some((o) => o.key === key);

function checkAnswer(question: CheckedQuestion, value: unknown): Checked {
  if (unanswered(value)) return question.required ? { problem: "an answer is required" } : null;
  switch (question.type) {
    case "scale": {
      const fits = typeof value === "number" && Number.isInteger(value) && value >= question.from && value <= question.max;
      return fits ? { answer: value } : { problem: `a whole number from ${question.from} to ${question.max}` };
    }
    case "text": {
      if (typeof value !== "string") return { problem: "expected text" };
      const words = value.trim();
      return words.length > SURVEY_TEXT_MAX ? { problem: `${SURVEY_TEXT_MAX} characters at most` } : { answer: words };
    }
    case "single":
      if (typeof value !== "string") return { problem: Array.isArray(value) ? "choose one option only" : "expected an option key" };
      return isOption(question, value) ? { answer: value } : { problem: `no option "${value}"` };
    case "multiple": {
      if (!Array.isArray(value) || !value.every((key) => typeof key === "string")) return { problem: "expected a list of option keys" };
      const unknown = value.find((key) => !isOption(question, key));
      if (unknown !== undefined) return { problem: `no option "${unknown}"` };
      return new Set(value).size < value.length ? { problem: "an option is chosen twice" } : { answer: value };
    }
  }
}

/**
 * The diner's answers checked against the survey's questions, by question key: each given answer fits its
 * question, every required one is answered, and no other key is sent. Unanswered optional questions are left
 * out; texts are kept trimmed. A refusal names each bad key with the API's message (the client words its own).
 */
export function checkSurveyAnswers(questions: readonly CheckedQuestion[], answers: Readonly<Record<string, unknown>>): SurveyCheck {
  const known = new Set(questions.map((q) => q.key));
  // entries, not an object: a key such as "__proto__" must be reported like any other
  const fields: [string, string][] = Object.keys(answers)
    .filter((key) => !known.has(key))
    .map((key) => [key, "no such question in this survey"]);
  const checked: [string, SurveyAnswer][] = [];
  for (const question of questions) {
    const result = checkAnswer(question, Object.hasOwn(answers, question.key) ? answers[question.key] : undefined);
    if (result && "problem" in result) fields.push([question.key, result.problem]);
    else if (result) checked.push([question.key, result.answer]);
  }
  return fields.length ? { ok: false, fields: Object.fromEntries(fields) } : { ok: true, answers: Object.fromEntries(checked) };
}

/** What the brand reads of one question: a score's average (and NPS, of a 0–10 question), each option's count, or how many wrote. */
export type QuestionSummary = { average: number | null; nps?: number | null } | { counts: Record<string, number> } | { answered: number };

/** How often each answer was given: a score or option key as text (each option of a multiple choice apart), every text under null. */
export type AnswerTally = readonly { answer: string | null; count: number }[];

/** One question summed up over its tally (lib/server/dal/survey-summary.ts counts it in the database). */
export function summarizeQuestion(question: SurveyQuestionDefinition, tally: AnswerTally): QuestionSummary {
  if (question.type === "text") return { answered: tally.reduce((sum, row) => sum + row.count, 0) };
  if (question.type !== "scale") {
    return { counts: Object.fromEntries(question.options.map((o) => [o.key, tally.find((row) => row.answer === o.key)?.count ?? 0])) };
  }
  // answers given while the question was of another kind (the file changed it) are no scores
  const scores = tally.flatMap((row) => Array<number>(row.count).fill(Number(row.answer))).filter(Number.isFinite);
  const average = scores.length ? oneDecimal(scores.reduce((sum, score) => sum + score, 0) / scores.length) : null;
  return question.from === 0 && question.max === 10 ? { average, nps: netPromoterScore(scores) } : { average };
}
