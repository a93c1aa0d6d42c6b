import { readdirSync } from "node:fs";
import path from "node:path";
import { importIntoDatabase, readBrandFiles } from "./lib/brand-files";
import { runMain } from "./lib/run-main";

const DEMO_BRANDS_DIR = path.resolve("demo/brands");

/** Every day, all day: the branches' hours under `--open-all-day`. */
const ALL_DAY = [{ days: [1, 2, 3, 4, 5, 6, 7], open: "00:00", close: "24:00" }];

/**
 * npm run db:seed — migrations, then every demo brand in demo/brands (idempotent: run it as often as you like).
 * `-- --open-all-day` opens every branch round the clock: the Playwright server seeds so, because orders for
 * now are refused at a closed branch and the suite must not depend on the hour it runs at.
 */
async function main() {
  const files = readdirSync(DEMO_BRANDS_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => path.join(DEMO_BRANDS_DIR, f));
  const brands = readBrandFiles(files);
  if (!brands) return 1;
  if (process.argv.includes("--open-all-day")) for (const branch of brands.flatMap((b) => b.branches)) branch.opening_hours = ALL_DAY;
  return importIntoDatabase(brands);
}

runMain(main);
