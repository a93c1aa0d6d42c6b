import { defineConfig, devices } from "@playwright/test";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const ADMIN_API_KEY = process.env.ADMIN_API_KEY ?? "e2e-admin-key-0123456789";
export const OPERATOR_API_KEY = process.env.OPERATOR_API_KEY ?? "e2e-operator-key-0123456789";
/** Seals the brands' own gateway accounts the console's tests set (32 bytes in base64; a test key, like the others). */
export const PAYMENT_SECRETS_KEY = process.env.PAYMENT_SECRETS_KEY ?? "ZTJlLXBheW1lbnQtc2VjcmV0cy1rZXktMDEyMzQ1Njc=";
process.env.ADMIN_API_KEY = ADMIN_API_KEY;

/** End-to-end tests in Debian's Chromium against the production build (npm test builds it first). */
export default defineConfig({
  testDir: "tests/e2e",
  // Two files at a time: each test has its own client address (hydrated.ts) and its own brand or rows where it
  // changes shared state, and a page mostly waits on the server, so a second worker halves the suite on 2 cores
  // (172 tests: 10.6 min with two workers alone on the machine, as npm test runs them). Tests in a file run
  // in order, in one worker.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // CI runs on shared 2-core machines that are at times several times slower than a laptop: generous waits, so a
  // slow moment never fails a test (every wait still ends as soon as what it waits for is true)
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices["Pixel 7"],
    browserName: "chromium",
    locale: "es-CO",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--host-resolver-rules=MAP pedidos.fogonandino.co 127.0.0.1"],
    },
    trace: "retain-on-failure",
  },
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The sandbox's PSE "bank" answers after 8 s, so the pending state is seen even on a slow machine, and the verdict follows soon.
    env: { E2E_PORT: String(E2E_PORT), ADMIN_API_KEY, OPERATOR_API_KEY, PAYMENT_SECRETS_KEY, PAYMENT_SANDBOX_PSE_SETTLE_MS: "8000", NEXT_TELEMETRY_DISABLED: "1" },
  },
});
