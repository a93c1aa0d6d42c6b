import { readFileSync } from "node:fs";
import { validateBrandFile, type BrandFile, type FieldIssue } from "@/lib/domain/brand/brand-file";
import { BrandImportError, importBrand } from "@/lib/server/brands/import-brand";
import { closeConnection, connection } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";

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

/** Reads every file first: one bad file stops the batch before anything is written. */
export function readBrandFiles(files: string[]): BrandFile[] | null {
  const brands: BrandFile[] = [];
  let failed = false;
  for (const file of files) {
    const result = readBrandFile(file);
    if (result.ok) brands.push(result.brand);
    else {
      printIssues(file, result.issues);
      failed = true;
    }
  }
  return failed ? null : brands;
}

/** Migrations, then each brand in its own transaction, straight into DATABASE_URL or the PGlite folder. */
export async function importIntoDatabase(brands: BrandFile[]): Promise<number> {
  const conn = await connection();
  try {
    await migrateDatabase(conn);
    for (const brand of brands) {
      const summary = await importBrand(conn.db, brand);
      console.log(`Imported ${summary.slug} (${JSON.stringify(summary.counts)})`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BrandImportError)) throw error;
    printIssues("import", error.issues);
    return 1;
  } finally {
    await closeConnection();
  }
}
