import { ensureSystemPackages, ensureDependencies } from "./lib/ensure.mjs";
import { runCaptured, runOrExit, step } from "./lib/run.mjs";

/**
 * npm test — everything a change must pass, from a fresh clone: dependencies and Chromium when missing,
 * then typecheck, lint, unit and route tests (jest), a production build and the Playwright suite.
 */
process.env.NEXT_TELEMETRY_DISABLED = "1";
await ensureDependencies();
await ensureSystemPackages();

const node = process.execPath;
await runOrExit("Typecheck (tsc)", node, ["node_modules/typescript/bin/tsc", "--noEmit"]);
await runOrExit("Lint (eslint)", node, ["node_modules/eslint/bin/eslint.js", "--max-warnings", "0", "."]);

// Jest runs beside the build and the browser suite: Playwright's one worker mostly waits on pages (about a quarter
// of the 2 cores busy), and jest's in-memory databases and port-0 servers share nothing with the e2e server. Its
// report is kept and shown whole once both are done, so the two never interleave.
const UNIT = "Unit, route and component tests (jest)";
console.log(`\n▶ ${UNIT}: running beside the build and the end-to-end tests, its report follows theirs`);
const unit = runCaptured(node, ["scripts/jest.mjs", "--ci"]);
const browser = (async () => {
  const build = await step("Production build (next build)", node, ["node_modules/next/dist/bin/next", "build"]);
  return build || step("End-to-end tests (Playwright, Chromium)", node, ["node_modules/@playwright/test/cli.js", "test"]);
})();
const [{ code: unitCode, output }, browserCode] = await Promise.all([unit, browser]);

console.log(`\n▶ ${UNIT}\n${output}`);
if (unitCode !== 0) console.error(`✖ ${UNIT} failed (exit ${unitCode})`);
if (unitCode || browserCode) process.exit(unitCode || browserCode);
console.log("\n✔ All checks passed");
