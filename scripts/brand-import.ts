import type { BrandFile } from "@/lib/domain/brand-file";
import { BrandImportError, importBrand } from "@/lib/server/brands/import-brand";
import { closeConnection, connection } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { printIssues, readBrandFile } from "./lib/brand-files";

const USAGE = "usage: npm run brand:import -- <brand.json> [more.json …] [--server http://host:port]";

/**
 * npm run brand:import -- file.json — validates every file first (nothing is written if one is bad), then
 * imports each in its own transaction: straight into the database, or, with --server (or COMANDA_SERVER_URL),
 * through a running server's admin API so its caches refresh too (and its PGlite folder is not opened twice).
 */
async function main() {
  const args = process.argv.slice(2);
  const files: string[] = [];
  let server = process.env.COMANDA_SERVER_URL;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--server") server = args[++i] ?? "";
    else files.push(args[i]);
  }
  if (!files.length || server === "") {
    console.error(USAGE);
    return 2;
  }

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
  if (failed) return 1;
  return server ? sendToServer(server, brands) : writeToDatabase(brands);
}

async function sendToServer(server: string, brands: BrandFile[]): Promise<number> {
  const key = process.env.ADMIN_API_KEY;
  if (!key) {
    console.error("ADMIN_API_KEY must be set to import through a server");
    return 2;
  }
  for (const brand of brands) {
    const response = await fetch(new URL("/api/admin/brands", server), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      body: JSON.stringify(brand),
    });
    const body = await response.json().catch(() => ({}));
    if (!response.ok) {
      console.error(`${brand.instance.slug}: the server answered ${response.status}`);
      for (const issue of body?.error?.issues ?? []) console.error(`  ${issue.path}: ${issue.message}`);
      if (!body?.error?.issues) console.error(`  ${body?.error?.message ?? "no details"}`);
      return 1;
    }
    console.log(`Imported ${body.slug} through ${server} (${JSON.stringify(body.counts)})`);
  }
  return 0;
}

async function writeToDatabase(brands: BrandFile[]): Promise<number> {
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

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
