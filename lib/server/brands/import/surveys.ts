import "server-only";
import * as t from "../../db/schema";
import { staleRows, upsertRows } from "../sync-rows";
import { scopeOf, type BranchIds, type BrandWrite } from "./brand-write";

/**
 * The surveys, matched on their key. A survey the file no longer lists is switched off, not deleted (as a booking
 * zone): the brand's summary still reads its questions beside its answers, and listing it again revives it.
 */
export async function syncSurveys({ tx, instanceId, brand }: BrandWrite, branchIds: BranchIds): Promise<void> {
  const ids = await upsertRows(
    tx,
    t.surveys,
    brand.surveys.map((s, position) => ({ instanceId, key: s.key, title: s.title, intro: s.intro ?? null, questions: s.questions, active: true, position, ...scopeOf(branchIds, s) })),
    [t.surveys.instanceId, t.surveys.key],
  );
  await tx.update(t.surveys).set({ active: false }).where(staleRows(t.surveys, instanceId, ids));
}
