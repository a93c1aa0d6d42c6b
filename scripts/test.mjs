import { ensureChromium, ensureDependencies } from "./lib/ensure.mjs";
import { runOrExit } from "./lib/run.mjs";

/**
 * npm test — everything a change must pass, from a fresh clone: dependencies and Chromium when missing,
 * then typecheck, lint, unit and route tests (jest), a production build and the Playwright suite.
 */
process.env.NEXT_TELEMETRY_DISABLED = "1";
await ensureDependencies();
await ensureChromium();

const node = process.execPath;
await runOrExit("Typecheck (tsc)", node, ["node_modules/typescript/bin/tsc", "--noEmit"]);
await runOrExit("Lint (eslint)", node, ["node_modules/eslint/bin/eslint.js", "--max-warnings", "0", "."]);
await runOrExit("Unit, route and component tests (jest)", node, ["scripts/jest.mjs", "--ci"]);
await runOrExit("Production build (next build)", node, ["node_modules/next/dist/bin/next", "build"]);
await runOrExit("End-to-end tests (Playwright, Chromium)", node, ["node_modules/@playwright/test/cli.js", "test"]);
console.log("\n✔ All checks passed");
