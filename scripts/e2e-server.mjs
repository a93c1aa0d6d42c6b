import { rmSync } from "node:fs";
import path from "node:path";
import { startGeocoderStub } from "../tests/helpers/geocoder-stub.mjs";
import { clearPageCache } from "./lib/page-cache.mjs";
import { run } from "./lib/run.mjs";

/**
 * The server the Playwright suite talks to: a fresh PGlite folder with the demo brands, and the production
 * build, so the tests see what a brand would deploy. The server is this process's child; it ends with us, and
 * so does the stub geocoder it is given (tests/helpers/geocoder-stub.mjs).
 */
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".data/e2e");
rmSync(dataDir, { recursive: true, force: true });
clearPageCache();
const port = process.env.E2E_PORT ?? "3100";
// A geocoder that knows one address: the location screen's geocoded path is tested, the rest place the pin.
const env = { DATA_DIR: dataDir, PORT: port, GEOCODER_URL: await startGeocoderStub() };
// Open round the clock: orders for now are refused at a closed branch, and the suite runs at any hour.
const seeded = await run("npm", ["run", "-s", "db:seed", "--", "--open-all-day"], { env });
if (seeded !== 0) process.exit(seeded);
process.exit(await run(process.execPath, ["server/start.mjs", "-p", port], { env }));
