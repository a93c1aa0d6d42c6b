import { readdirSync } from "node:fs";
import path from "node:path";
import { importIntoDatabase, readBrandFiles } from "./lib/brand-files";
import type { CliIo } from "./lib/cli-io";
import { seedDemoOwners } from "./lib/demo-owners";
import { openAllDay } from "./lib/open-all-day";
import { runCommand } from "./lib/run-command";

const DEMO_BRANDS_DIR = path.resolve("demo/brands");

/**
 * npm run db:seed — migrations, then every demo brand in demo/brands and its demo owner of the staff console
 * (lib/demo-owners.ts) (idempotent: run it as often as you like).
 * `-- --open-all-day` opens every branch round the clock, as the Playwright server seeds (lib/open-all-day.ts).
 */
async function seed(args: string[], io: CliIo) {
  const files = readdirSync(DEMO_BRANDS_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => path.join(DEMO_BRANDS_DIR, f));
  const brands = readBrandFiles(io, files);
  if (!brands) return 1;
  const imported = await importIntoDatabase(io, args.includes("--open-all-day") ? brands.map(openAllDay) : brands);
  return imported === 0 ? seedDemoOwners(brands) : imported;
}

runCommand(seed);
