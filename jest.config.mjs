import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** Unit and route tests sit next to their source; e2e lives in tests/e2e (Playwright). */
export default createJestConfig({
  testEnvironment: "node",
  testMatch: ["<rootDir>/{app,components,lib,scripts,tests/unit}/**/*.test.{ts,tsx}", "<rootDir>/proxy.db.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/tests/e2e/"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  // A PGlite start-up and its migrations take a few seconds on a busy 2-core machine.
  testTimeout: 30_000,
});
