import "server-only";
import { and, asc, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { localize } from "@/lib/domain/brand/localize";
import type { Locale } from "@/lib/domain/routing/locales";
import { summarizeQuestion, type AnswerTally, type QuestionSummary } from "@/lib/domain/diners/survey";
import { getDb } from "../db/client";
import { suppliers, surveyAnswers, surveys } from "../db/schema";

/** One survey's answers at one branch and service over a period, as the brand reads them. */
export interface SurveySummary {
  survey: string;
  /** in the brand's language; null only for a survey whose definition went with a removed branch */
  title: string | null;
  branch: string;
  service: string;
  answers: number;
  /** each question the survey asks now, by key (answers to questions it no longer asks are not read) */
  questions: Record<string, QuestionSummary>;
}

/**
 * The brand's survey answers over [from, to), by survey, branch and service: how many, and per question the
 * average score (and NPS of a 0–10 one), each option's count, or how many wrote — never the words themselves.
 * Surveys the file dropped are summed up too: their definitions are kept, switched off. Only `branches`' answers, when given.
 */
export async function surveysSummary(instanceId: number, from: Date, to: Date, locale: Locale, branches: readonly number[] | null = null): Promise<SurveySummary[]> {
  const db = await getDb();
  const definitions = await db.select({ key: surveys.key, title: surveys.title, questions: surveys.questions }).from(surveys).where(eq(surveys.instanceId, instanceId));
  const textQuestions = definitions.flatMap((s) => s.questions.filter((q) => q.type === "text").map((q) => `${s.key}:${q.key}`));

  const period = and(
    eq(surveyAnswers.instanceId, instanceId),
    gte(surveyAnswers.createdAt, from),
    lt(surveyAnswers.createdAt, to),
    branches ? inArray(surveyAnswers.supplierId, [...branches]) : undefined,
  );
  const atBranch = and(eq(suppliers.instanceId, surveyAnswers.instanceId), eq(suppliers.id, surveyAnswers.supplierId));
  const group = { survey: surveyAnswers.surveyKey, branch: suppliers.slug, service: surveyAnswers.service };
  const question = sql<string>`q.key`;
  // Every answer is one row per question (a multiple choice one per option chosen). A text counts under null:
  // one row for all of them rather than one per distinct comment, and no words leave the database.
  const answer = sql<string | null>`CASE WHEN ${inArray(sql`${surveyAnswers.surveyKey} || ':' || q.key`, textQuestions)} THEN NULL ELSE o.value END`.as("answer");
  const [groups, tallies] = await Promise.all([
    db
      .select({ ...group, answers: count() })
      .from(surveyAnswers)
      .innerJoin(suppliers, atBranch)
      .where(period)
      .groupBy(surveyAnswers.surveyKey, suppliers.slug, surveyAnswers.service)
      .orderBy(asc(surveyAnswers.surveyKey), asc(suppliers.slug), asc(surveyAnswers.service)),
    db
      .select({ ...group, question, answer, count: count() })
      .from(surveyAnswers)
      .innerJoin(suppliers, atBranch)
      .innerJoin(sql`jsonb_each(${surveyAnswers.answers}) AS q(key, value)`, sql`true`)
      .innerJoin(sql`jsonb_array_elements_text(CASE WHEN jsonb_typeof(q.value) = 'array' THEN q.value ELSE jsonb_build_array(q.value) END) AS o(value)`, sql`true`)
      .where(period)
      .groupBy(surveyAnswers.surveyKey, suppliers.slug, surveyAnswers.service, question, sql`answer`),
  ]);

  const tallyKey = (row: { survey: string; branch: string; service: string }, questionKey: string) => [row.survey, row.branch, row.service, questionKey].join("|");
  const byQuestion = new Map<string, { answer: string | null; count: number }[]>();
  for (const row of tallies) {
    const key = tallyKey(row, row.question);
    if (!byQuestion.has(key)) byQuestion.set(key, []);
    byQuestion.get(key)!.push({ answer: row.answer, count: row.count });
  }
  const byKey = new Map(definitions.map((s) => [s.key, s]));
  return groups.map((row) => {
    const survey = byKey.get(row.survey);
    const tally = (questionKey: string): AnswerTally => byQuestion.get(tallyKey(row, questionKey)) ?? [];
    return {
      survey: row.survey,
      title: survey ? localize(survey.title, locale, locale) : null,
      branch: row.branch,
      service: row.service,
      answers: row.answers,
      questions: Object.fromEntries((survey?.questions ?? []).map((q) => [q.key, summarizeQuestion(q, tally(q.key))])),
    };
  });
}
