/**
 * npm run bench [-- --no-build] — how fast the production build serves one demo brand, and how much JavaScript
 * its pages ship. It reports; it never fails on numbers (only on setup: build, seed, server start).
 *
 *  - throughput: autocannon, 10 s × 50 connections per URL (after one warm-up request): average req/s,
 *    p99 latency, and the non-2xx count, so a broken URL shows up instead of looking fast;
 *  - JS weight: every <script src> of the landing and branch pages, gzipped (node:zlib, default level), in kB (1000 B).
 *
 * The server runs on a fresh PGlite folder (.bench/data) on 127.0.0.1:$BENCH_PORT (3200); the brand is chosen by the
 * Host header. Markdown tables go to stdout (paste into README); progress and the server's own output go to stderr.
 */
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { clearPageCache } from "./lib/page-cache.mjs";
import { run } from "./lib/run.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const HOST = `fogon-andino.localhost:${PORT}`;
const DURATION = 10;
const CONNECTIONS = 50;
const TARGETS = [
  ["landing page", "/"],
  ["branch page", "/chapinero"],
  ["menu JSON", "/api/v1/menu/chapinero/delivery.json?lang=es"],
  ["cached menu JSON", "/api/cached/v1/menu/chapinero/delivery.json?lang=es"],
  ["static file", "/demo/fogon-andino/logo.svg"],
];
const PAGES = TARGETS.slice(0, 2);

const log = (...args) => console.error(...args);
const toStderr = { stdio: ["ignore", 2, 2] }; // keep stdout for the tables
const env = { NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: path.resolve(".bench/data") };

/** GET on the bench server with the brand's Host header; resolves to { status, body } (a Buffer). */
function get(urlPath) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port: PORT, path: urlPath, headers: { host: HOST }, timeout: 30_000 }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`timeout: ${urlPath}`)));
    req.on("error", reject);
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

async function waitForHealth(server, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early (code ${server.exitCode})`);
    const status = await get("/api/health").then((r) => r.status, () => 0);
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server not healthy on port ${PORT} after ${ms / 1000} s`);
}

function scriptSources(html) {
  const srcs = [...html.matchAll(/<script\b[^>]*?\ssrc="([^"]+)"/gi)].map((m) => m[1].replaceAll("&amp;", "&"));
  return [...new Set(srcs)];
}

async function jsWeight(urlPath) {
  const page = await get(urlPath);
  if (page.status !== 200) throw new Error(`${urlPath} answered ${page.status}`);
  let gzipped = 0;
  const srcs = scriptSources(page.body.toString("utf8"));
  for (const src of srcs) {
    const { pathname, search } = new URL(src, `http://${HOST}`); // absolute or relative, always ask our server
    const script = await get(pathname + search);
    if (script.status !== 200) log(`  ! ${src} answered ${script.status}`);
    gzipped += gzipSync(script.body).length;
  }
  return { scripts: srcs.length, kB: gzipped / 1000 };
}

// ── setup ────────────────────────────────────────────────────────────────────────────────────────────────────────
if (!(await portIsFree(PORT))) {
  log(`✖ port ${PORT} is in use; pick another with BENCH_PORT=3201 npm run bench`);
  process.exit(1);
}
if (process.argv.includes("--no-build") && existsSync(".next/BUILD_ID")) {
  log("▶ build skipped (--no-build, .next/BUILD_ID exists)");
} else {
  log("▶ next build");
  const built = await run(process.execPath, ["node_modules/next/dist/bin/next", "build"], { ...toStderr, env });
  if (built !== 0) process.exit(built);
}
log(`▶ seeding ${env.DATA_DIR}`);
rmSync(env.DATA_DIR, { recursive: true, force: true });
clearPageCache();
const seeded = await run("npm", ["run", "-s", "db:seed"], { ...toStderr, env });
if (seeded !== 0) process.exit(seeded);

log(`▶ next start -p ${PORT}`);
const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(PORT)], {
  ...toStderr,
  env: { ...process.env, ...env },
});
const stopServer = () => {
  if (server.exitCode === null && server.signalCode === null) {
    try {
      process.kill(server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
};
process.on("exit", stopServer);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

// ── measure ──────────────────────────────────────────────────────────────────────────────────────────────────────
try {
  await waitForHealth(server);
  const loadRows = [];
  for (const [what, urlPath] of TARGETS) {
    const warm = await get(urlPath).then((r) => r.status, (e) => e.message);
    log(`▶ ${what}: ${urlPath} (warm-up: ${warm}), ${DURATION} s × ${CONNECTIONS} connections`);
    const r = await autocannon({
      url: `http://127.0.0.1:${PORT}${urlPath}`,
      headers: { host: HOST },
      connections: CONNECTIONS,
      duration: DURATION,
    });
    // Connection errors (mostly autocannon's 10 s timeouts) are neither 2xx nor non-2xx: show them beside it.
    const errors = r.errors ? ` (+${r.errors} errors, ${r.timeouts} timeouts)` : "";
    loadRows.push(`| ${what} \`${urlPath}\` | ${Math.round(r.requests.average)} | ${r.latency.p99} | ${r.non2xx}${errors} |`);
  }
  const jsRows = [];
  for (const [what, urlPath] of PAGES) {
    const { scripts, kB } = await jsWeight(urlPath);
    jsRows.push(`| ${what} \`${urlPath}\` | ${scripts} | ${kB.toFixed(1)} |`);
  }

  const cpu = os.cpus();
  console.log(`\nComanda bench — ${new Date().toISOString().slice(0, 10)}, ${cpu.length} cores (${cpu[0]?.model.trim()}), ` +
    `Node ${process.version}, ${os.platform()} ${os.release()}; host ${HOST}, ${DURATION} s × ${CONNECTIONS} connections per URL\n`);
  console.log(["| what | req/s | p99 ms | non-2xx |", "| --- | ---: | ---: | ---: |", ...loadRows].join("\n"));
  console.log();
  console.log(["| page | scripts | JS gzip kB |", "| --- | ---: | ---: |", ...jsRows].join("\n"));
} catch (error) {
  log(`✖ ${error.message}`);
  process.exitCode = 1;
} finally {
  stopServer();
}
