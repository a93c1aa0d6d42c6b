import { readdirSync } from "node:fs";
import path from "node:path";
import { importIntoDatabase, readBrandFiles } from "./lib/brand-files";
import { runMain } from "./lib/run-main";

const DEMO_BRANDS_DIR = path.resolve("demo/brands");

/** npm run db:seed — migrations, then every demo brand in demo/brands (idempotent: run it as often as you like). */
async function main() {
  const files = readdirSync(DEMO_BRANDS_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => path.join(DEMO_BRANDS_DIR, f));
  const brands = readBrandFiles(files);
  return brands ? importIntoDatabase(brands) : 1;
}

runMain(main);
