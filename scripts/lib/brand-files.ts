import { readFileSync } from "node:fs";
import { validateBrandFile, type BrandFile, type FieldIssue } from "@/lib/domain/brand-file";

/** Reads and validates one brand file; a JSON syntax error is reported like any other bad field. */
export function readBrandFile(file: string): { ok: true; brand: BrandFile } | { ok: false; issues: FieldIssue[] } {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    return { ok: false, issues: [{ path: "(file)", message: error instanceof Error ? error.message : String(error) }] };
  }
  return validateBrandFile(json);
}

export function printIssues(file: string, issues: FieldIssue[]): void {
  console.error(`${file}: ${issues.length} problem${issues.length === 1 ? "" : "s"}, nothing was written`);
  for (const issue of issues) console.error(`  ${issue.path}: ${issue.message}`);
}
