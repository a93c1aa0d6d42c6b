import { ensureDependencies } from "./lib/ensure.mjs";
import { runOrExit } from "./lib/run.mjs";

/**
 * npm run test:postgres — the database-backed tests (DAL, import, routes, proxy) against PostgreSQL.
 * Each test file creates and drops its own database on the server at DATABASE_URL. The rate limits' Redis
 * test runs here too, against TEST_REDIS_URL (it skips in the everyday run, where that is unset).
 */
process.env.DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
process.env.TEST_REDIS_URL ??= "redis://127.0.0.1:6379";
await ensureDependencies();
await runOrExit(`Database tests on ${new URL(process.env.DATABASE_URL).host}`, process.execPath, [
  "--experimental-vm-modules",
  "--no-warnings=ExperimentalWarning",
  "node_modules/jest/bin/jest.js",
  "--selectProjects",
  "node",
  "--ci",
  // nothing else runs now, and each file has its own database (and its own Redis keys): both cores
  "--maxWorkers=2",
  "--testPathPatterns",
  "\\.db\\.test\\.ts$",
]);
