import { renameSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * Bundles the service worker (lib/client/sw/worker.ts, with Dexie and the menu cache) into public/sw.js.
 * Called by next.config.mjs when `next build` starts, so every path to a production build (npm run build,
 * npm test, npm run demo, the bench) serves the worker of the code it built. Written beside the target and
 * renamed, so a server already running never serves half a file.
 */
export async function buildServiceWorker() {
  const target = root("public/sw.js");
  await build({
    absWorkingDir: root(""),
    entryPoints: ["lib/client/sw/worker.ts"],
    outfile: `${target}.tmp`,
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    platform: "browser",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  renameSync(`${target}.tmp`, target);
}
