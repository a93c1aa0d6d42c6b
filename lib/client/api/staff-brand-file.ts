import { answerOf, callApi } from "./api-failure";

/** What a brand file holds, as the import counts it (branches, products, places…). */
export type BrandFileCounts = Record<string, number>;

/**
 * Sends the brand file's text as the owner chose it: checked only (`dryRun`: written and rolled back, so that what
 * the database would refuse is found too) or imported. A refusal is an ApiCallError whose detail lists the issues.
 */
export async function sendBrandFile(text: string, dryRun: boolean): Promise<BrandFileCounts> {
  const { counts } = await answerOf<{ counts: BrandFileCounts }>(
    await callApi(`/api/staff/brand-file${dryRun ? "?dry_run=1" : ""}`, { method: "POST", headers: { "content-type": "application/json" }, body: text }),
  );
  return counts;
}
