import { ensureSystemPackages, ensureDependencies } from "./lib/ensure.mjs";
import { UNIT_TESTS, staticChecks } from "./lib/checks.mjs";
import { closeStep, runCaptured, step } from "./lib/run.mjs";

/**
 * npm test — everything a change must pass, from a fresh clone: dependencies and Chromium when missing,
 * then typecheck, lint, unit and route tests (jest), a production build and the Playwright suite.
 */
process.env.NEXT_TELEMETRY_DISABLED = "1";
await ensureDependencies();
await ensureSystemPackages();

const node = process.execPath;
const checks = await staticChecks();
if (checks) process.exit(checks);

// Jest runs beside the build, at the same priority (its in-memory databases and port-0 servers share nothing with
// the build); the browser suite waits for both. Beside Chromium and the e2e server, even at a lower priority, jest
// took ten times as long: on two cores, the browser suite is best left alone. Jest's report is kept and shown
// whole after the build's, so the two never interleave.
const UNIT = "Unit, route and component tests (jest)";
console.log(`\n▶ ${UNIT}: running beside the build, its report follows the build's`);
const [{ code: unitCode, output, ms: unitMs }, buildCode] = await Promise.all([
  runCaptured(...UNIT_TESTS),
  step("Production build (next build)", node, ["node_modules/next/dist/bin/next", "build"]),
]);
console.log(`\n▶ ${UNIT}\n${output}`);
closeStep(UNIT, unitCode, unitMs);
if (unitCode || buildCode) process.exit(unitCode || buildCode);

const browserCode = await step("End-to-end tests (Playwright, Chromium)", node, ["node_modules/@playwright/test/cli.js", "test"]);
if (browserCode) process.exit(browserCode);
console.log("\n✔ All checks passed");
