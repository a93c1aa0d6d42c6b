import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/tests/e2e/"],
};

// next-intl and use-intl ship ES modules only: let them through the transform like our own code.
const ESM_PACKAGES = ["next-intl", "use-intl", "@formatjs", "intl-messageformat", "icu-minify"];

async function project(displayName, config) {
  const resolved = await createJestConfig({ ...shared, ...config })();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join("|")})/)`, ...resolved.transformIgnorePatterns.slice(1)];
  return { ...resolved, displayName };
}

/**
 * Tests sit next to their source; e2e lives in tests/e2e (Playwright). Two projects, run by scripts/jest.mjs:
 * `node` (domain, DAL, routes, proxy) needs --experimental-vm-modules, because PGlite loads Node built-ins
 * with import(); `dom` (React components in jsdom) must run without it, or next-intl's ES modules are
 * loaded natively and cannot be required.
 */
export default async function jestConfig() {
  return {
    // a PGlite start-up and its migrations take seconds on a busy 2-core machine, and npm test runs this suite beside
    // the build: a hook or a CLI test on a loaded machine has waited over 30 s for its turn
    testTimeout: 90_000,
    projects: [
      await project("node", {
        testEnvironment: "<rootDir>/tests/environment/worker-database.mjs",
        // jest "soft-deletes" what a file left on its globals by wrapping each property of each object in a getter and
        // setter, once per file: the worker's PGlite, shared by every file, would gather one wrapper per file until a
        // write overflows the stack. A file's globals go with its context anyway.
        testEnvironmentOptions: { globalsCleanup: "off" },
        testMatch: ["<rootDir>/{app,lib,scripts,tests/unit}/**/*.test.ts", "<rootDir>/proxy.db.test.ts"],
      }),
      await project("dom", {
        testEnvironment: "jsdom",
        testMatch: ["<rootDir>/{app,components,lib}/**/*.test.tsx"],
        setupFilesAfterEnv: [...shared.setupFilesAfterEnv, "<rootDir>/tests/setup-dom.ts"],
      }),
    ],
  };
}
