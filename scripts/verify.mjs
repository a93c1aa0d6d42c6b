import { ensureDependencies } from "./lib/ensure.mjs";
import { UNIT_TESTS, staticChecks } from "./lib/checks.mjs";
import { step } from "./lib/run.mjs";

/**
 * npm run verify — the quick check before a commit: typecheck, lint, then the unit, route and component tests
 * (jest). No build and no browser: `npm test` runs those too.
 */
process.env.NEXT_TELEMETRY_DISABLED = "1";
await ensureDependencies();
const code = (await staticChecks()) || (await step("Unit, route and component tests (jest)", ...UNIT_TESTS));
process.exit(code);
