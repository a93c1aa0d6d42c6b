import { ensureDependencies, ensureSystemPackages } from "./lib/ensure.mjs";

/** npm run setup — what the tests need installed: the npm dependencies, Debian's Chromium and nginx (each only when missing). */
await ensureDependencies();
await ensureSystemPackages();
