import { existsSync, statSync } from "node:fs";
import { run } from "./run.mjs";

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const marker = "node_modules/.package-lock.json";
  const stale = !existsSync(marker) || statSync("package-lock.json").mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return;
  console.log("▶ Installing dependencies (npm install)…");
  const code = await run("npm", ["install", "--no-audit", "--no-fund"]);
  if (code !== 0) {
    console.error("✖ npm install failed; check the network access to the npm registry.");
    process.exit(code);
  }
}

export const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/**
 * What the tests run beside the app, from Debian's packages when missing: Chromium for Playwright (test tools
 * cannot download their own browser here), nginx as the front (deploy/nginx).
 */
export async function ensureSystemPackages() {
  const missing = [
    !existsSync(CHROMIUM) && "chromium",
    !existsSync(NGINX) && "nginx",
  ].filter(Boolean);
  if (!missing.length) return;
  console.log(`▶ Installing Debian's ${missing.join(", ")} (apt-get install)…`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (args) => run(sudo[0] ?? "apt-get", [...(sudo.length ? ["apt-get"] : []), ...args], { env: { DEBIAN_FRONTEND: "noninteractive" } });
  const installed = (await apt(["update", "-qq"])) === 0 && (await apt(["install", "-y", "-qq", ...missing])) === 0;
  if (!installed || !existsSync(CHROMIUM) || !existsSync(NGINX)) {
    console.error(`✖ Chromium and nginx are needed for the end-to-end tests and could not be installed.
  Install them yourself (Debian/Ubuntu: sudo apt-get install chromium nginx) or set CHROME_PATH and NGINX_PATH.`);
    process.exit(1);
  }
}
