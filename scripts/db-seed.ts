import { readdirSync } from "node:fs";
import path from "node:path";
import { importBrand } from "@/lib/server/brands/import-brand";
import { closeConnection, connection } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { printIssues, readBrandFile } from "./lib/brand-files";

const DEMO_BRANDS_DIR = path.resolve("demo/brands");

/** npm run db:seed — migrations, then every demo brand in demo/brands (idempotent: run it as often as you like). */
async function main() {
  const files = readdirSync(DEMO_BRANDS_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => path.join(DEMO_BRANDS_DIR, f));
  const conn = await connection();
  try {
    await migrateDatabase(conn);
    for (const file of files) {
      const result = readBrandFile(file);
      if (!result.ok) {
        printIssues(file, result.issues);
        return 1;
      }
      const summary = await importBrand(conn.db, result.brand);
      console.log(`Seeded ${summary.slug} (${JSON.stringify(summary.counts)})`);
    }
    return 0;
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
