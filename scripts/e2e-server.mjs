import { rmSync } from "node:fs";
import path from "node:path";
import { clearPageCache } from "./lib/page-cache.mjs";
import { run } from "./lib/run.mjs";

/**
 * The server the Playwright suite talks to: a fresh PGlite folder with the demo brands, and the production
 * build, so the tests see what a brand would deploy. The server is this process's child; it ends with us.
 */
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".data/e2e");
rmSync(dataDir, { recursive: true, force: true });
clearPageCache();
const port = process.env.E2E_PORT ?? "3100";
const env = { DATA_DIR: dataDir, PORT: port };
// Open round the clock: orders for now are refused at a closed branch, and the suite runs at any hour.
const seeded = await run("npm", ["run", "-s", "db:seed", "--", "--open-all-day"], { env });
if (seeded !== 0) process.exit(seeded);
process.exit(await run(process.execPath, ["server/start.mjs", "-p", port], { env }));
