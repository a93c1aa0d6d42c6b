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

/** Debian's Chromium for Playwright (test tools cannot download their own browser here). */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log("▶ Installing Debian's Chromium (apt-get install chromium)…");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (args) => run(sudo[0] ?? "apt-get", [...(sudo.length ? ["apt-get"] : []), ...args], { env: { DEBIAN_FRONTEND: "noninteractive" } });
  if ((await apt(["update", "-qq"])) !== 0 || (await apt(["install", "-y", "-qq", "chromium"])) !== 0 || !existsSync(CHROMIUM)) {
    console.error(`✖ Chromium is needed for the end-to-end tests and could not be installed.
  Install it yourself (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to a Chromium binary.`);
    process.exit(1);
  }
}
