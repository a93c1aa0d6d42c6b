import { ensureSystemPackages, ensureDependencies } from "./lib/ensure.mjs";
import { closeStep, runCaptured, step } from "./lib/run.mjs";

/**
 * npm test — everything a change must pass, from a fresh clone: dependencies and Chromium when missing,
 * then typecheck, lint, unit and route tests (jest), a production build and the Playwright suite.
 */
process.env.NEXT_TELEMETRY_DISABLED = "1";
await ensureDependencies();
await ensureSystemPackages();

const node = process.execPath;
// The typecheck and the lint each keep one core busy: they run side by side, the lint's report after the typecheck's.
const LINT = "Lint (eslint)";
const lint = runCaptured(node, ["node_modules/eslint/bin/eslint.js", "--max-warnings", "0", "."]);
const typecheck = await step("Typecheck (tsc)", node, ["node_modules/typescript/bin/tsc", "--noEmit"]);
const { code: lintCode, output: lintOutput, ms: lintMs } = await lint;
console.log(`\n▶ ${LINT}\n${lintOutput.trim()}`);
closeStep(LINT, lintCode, lintMs);
if (typecheck || lintCode) process.exit(typecheck || lintCode);

// Jest runs beside the build and the browser suite: jest's in-memory databases and port-0 servers share nothing
// with the e2e server. The browser suite is the longer of the two and its pages are timed by their waits, so jest
// runs at a lower CPU priority: it takes what the build, the server and Chromium leave. Its report is kept and
// shown whole once both are done, so the two never interleave.
const UNIT = "Unit, route and component tests (jest)";
console.log(`\n▶ ${UNIT}: running beside the build and the end-to-end tests, its report follows theirs`);
// two workers: while Playwright waits on its pages, jest can take both cores
const unit = runCaptured(node, ["scripts/jest.mjs", "--ci", "--maxWorkers=2"], { niceness: 10 });
const browser = (async () => {
  const build = await step("Production build (next build)", node, ["node_modules/next/dist/bin/next", "build"]);
  return build || step("End-to-end tests (Playwright, Chromium)", node, ["node_modules/@playwright/test/cli.js", "test"]);
})();
const [{ code: unitCode, output, ms: unitMs }, browserCode] = await Promise.all([unit, browser]);

console.log(`\n▶ ${UNIT}\n${output}`);
closeStep(UNIT, unitCode, unitMs);
if (unitCode || browserCode) process.exit(unitCode || browserCode);
console.log("\n✔ All checks passed");
