import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { ServiceKey } from "@/lib/domain/brand/services";
import type { SurveyAnswer, SurveyDefinition } from "@/lib/domain/diners/survey";
import { getDb } from "../db/client";
import { firstRow } from "../db/rows";
import { surveyAnswers, surveys } from "../db/schema";
import { appliesAt } from "./scope";

/** The brand's surveys offered at one branch for one service (unscoped ones everywhere), in the brand file's order. */
export async function listSurveys(instanceId: number, supplierId: number, service: ServiceKey): Promise<SurveyDefinition[]> {
  const db = await getDb();
  return db
    .select({ key: surveys.key, title: surveys.title, intro: surveys.intro, questions: surveys.questions })
    .from(surveys)
    .where(and(eq(surveys.instanceId, instanceId), eq(surveys.active, true), appliesAt(surveys, supplierId, service)))
    .orderBy(asc(surveys.position));
}

/** Every survey the brand has defined, switched off ones too (their answers are still reported), by key. */
export async function brandSurveys(instanceId: number): Promise<Map<string, SurveyDefinition>> {
  const db = await getDb();
  const rows = await db.select({ key: surveys.key, title: surveys.title, intro: surveys.intro, questions: surveys.questions }).from(surveys).where(eq(surveys.instanceId, instanceId));
  return new Map(rows.map((row) => [row.key, row]));
}

export interface NewSurveyAnswer {
  surveyKey: string;
  supplierId: number;
  service: ServiceKey;
  tableCode: string | null;
  profileId: string | null;
  /** checked against the survey's questions (checkSurveyAnswers) */
  answers: Record<string, SurveyAnswer>;
}

/** Stores a diner's answers; returns their id. */
export async function saveSurveyAnswer(instanceId: number, answer: NewSurveyAnswer): Promise<number> {
  const db = await getDb();
  const inserted = await db
    .insert(surveyAnswers)
    .values({ instanceId, ...answer })
    .returning({ id: surveyAnswers.id });
  return firstRow(inserted, "survey answer").id;
}
