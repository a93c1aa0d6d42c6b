import { readFileSync } from "node:fs";
import { validateBrandFile, type BrandFile, type FieldIssue } from "@/lib/domain/brand/brand-file";
import { BrandImportError, importBrand } from "@/lib/server/brands/import-brand";
import { connection } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import type { CliIo } from "./cli-io";

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

export function printIssues(io: CliIo, file: string, issues: FieldIssue[]): void {
  io.stderr.write(`${file}: ${issues.length} problem${issues.length === 1 ? "" : "s"}, nothing was written\n`);
  for (const issue of issues) io.stderr.write(`  ${issue.path}: ${issue.message}\n`);
}

/** Reads every file first: one bad file stops the batch before anything is written. */
export function readBrandFiles(io: CliIo, files: string[]): BrandFile[] | null {
  const brands: BrandFile[] = [];
  let failed = false;
  for (const file of files) {
    const result = readBrandFile(file);
    if (result.ok) brands.push(result.brand);
    else {
      printIssues(io, file, result.issues);
      failed = true;
    }
  }
  return failed ? null : brands;
}

/**
 * Migrations, then each brand in its own transaction, into the process's connection (DATABASE_URL or the PGlite
 * folder). The connection stays open for its opener to close: the script's entry, or a test.
 */
export async function importIntoDatabase(io: CliIo, brands: BrandFile[]): Promise<number> {
  const conn = await connection();
  try {
    await migrateDatabase(conn);
    for (const brand of brands) {
      const summary = await importBrand(conn.db, brand);
      io.stdout.write(`Imported ${summary.slug} (${JSON.stringify(summary.counts)})\n`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BrandImportError)) throw error;
    printIssues(io, "import", error.issues);
    return 1;
  }
}
