import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { get } from "./bench-http.mjs";

/**
 * The app as a deployment runs it: `next start` replicas behind Debian's nginx with deploy/nginx/comanda.conf —
 * for Playwright, the bench and test:scale. The nginx config is the deploy file itself, with only its three marked
 * lines (cache folder, replicas, listen) set for this run.
 */

const ROOT = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const SITE = path.join(ROOT, "deploy/nginx/comanda.conf");
const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");

const MARKS = {
  cache: /^proxy_cache_path \S+ (.*# cache folder)$/m,
  replicas: /^\s*server \S+; # replicas:.*$/m,
  listen: /^\s*listen \S+; # listen$/m,
};

/** deploy/nginx/comanda.conf with its marked lines set; throws when a mark is gone, so the deploy file stays what runs. */
export function siteConfig(site, { port, replicaPorts, cacheDir }) {
  for (const [name, mark] of Object.entries(MARKS)) if (!mark.test(site)) throw new Error(`deploy/nginx/comanda.conf lost its "${name}" line`);
  return site
    .replace(MARKS.cache, (_, rest) => `proxy_cache_path ${cacheDir} ${rest}`)
    .replace(MARKS.replicas, replicaPorts.map((replica) => `    server 127.0.0.1:${replica} max_fails=1 fail_timeout=2s;`).join("\n"))
    .replace(MARKS.listen, `    listen 127.0.0.1:${port};`);
}

/** A whole nginx.conf around the site, everything it writes kept in `dir`. */
export function nginxConfig({ dir, asRoot, accessLog }) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, name)};`;
  return [
    asRoot ? "user root;" : "",
    "worker_processes auto;",
    "daemon off;",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    "events { worker_connections 4096; }",
    "http {",
    accessLog ? `  log_format upstreams '$upstream_addr'; access_log ${accessLog} upstreams;` : "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${temp(name)}`),
    `  include ${path.join(dir, "comanda.conf")};`,
    "}",
  ]
    .filter(Boolean)
    .join("\n");
}

/** Spawns a process whose output is kept and shown only when asked (a failure). */
function keptOutput(name, child) {
  const lines = [];
  const keep = (chunk) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean).map((line) => `[${name}] ${line}`));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return lines;
}

async function until(what, check, child, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited early (${child.exitCode ?? child.signalCode})`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} not ready after ${ms / 1000} s`);
}

const healthy = (port) => get(port, "localhost", "/api/health", { timeout: 5_000 }).then((r) => r.status === 200);

/**
 * One `next start` on `port`, run by node itself so the pid held is the server's (`nodeArgs` go to node). Next
 * leaves SIGTERM to the app (NEXT_MANUAL_SIG_HANDLE), which writes what it holds first (instrumentation.ts).
 */
export async function startReplica(name, port, env = {}, { nodeArgs = [], inherit = false, readyMs = 120_000 } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, NEXT_BIN, "start", "-p", String(port)], {
    cwd: ROOT,
    env: { NEXT_TELEMETRY_DISABLED: "1", ...process.env, NEXT_MANUAL_SIG_HANDLE: "true", ...env, PORT: String(port) },
    stdio: inherit ? ["ignore", 2, 2] : ["ignore", "pipe", "pipe"], // shown on stderr: stdout is for the bench's tables
  });
  const output = keptOutput(name, child);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await until(`replica ${name}`, () => healthy(port), child, readyMs);
  return {
    name,
    port,
    child,
    output,
    alive: () => child.exitCode === null && child.signalCode === null,
    printLog: () => console.error(output.slice(-60).join("\n")),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * nginx with deploy/nginx/comanda.conf on 127.0.0.1:`port`, in front of the replicas on `replicaPorts`. With
 * `countUpstreams`, each request's replica is logged, and `served(port)` tells how many a replica was given.
 */
export async function startFront(port, replicaPorts, { dir = path.join(ROOT, ".front", String(port)), countUpstreams = false } = {}) {
  if (!existsSync(NGINX)) throw new Error(`nginx is needed in front of the app (Debian: apt-get install nginx), or set NGINX_PATH`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "cache"), { recursive: true });
  const site = siteConfig(readFileSync(SITE, "utf8"), { port, replicaPorts, cacheDir: path.join(dir, "cache") });
  writeFileSync(path.join(dir, "comanda.conf"), site);
  const accessLog = countUpstreams ? path.join(dir, "upstreams.log") : undefined;
  const config = nginxConfig({ dir, asRoot: process.getuid?.() === 0, accessLog });
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "pipe", "pipe"] });
  const output = keptOutput("nginx", child);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    await until("nginx", () => healthy(port), child, 20_000);
  } catch (error) {
    const log = existsSync(path.join(dir, "error.log")) ? readFileSync(path.join(dir, "error.log"), "utf8") : "";
    throw new Error(`${error.message}\n${output.join("\n")}\n${log}`);
  }
  return {
    port,
    child,
    served: (replicaPort) =>
      accessLog && existsSync(accessLog) ? readFileSync(accessLog, "utf8").split("\n").filter((line) => line.includes(`127.0.0.1:${replicaPort}`)).length : 0,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT"); // graceful: lets answers finish
      await exited;
    },
  };
}

/**
 * `replicas` × `next start` on the ports after `port`, nginx on `port` in front of them. Resolves once every
 * part answers its health check; `stop` ends them all.
 */
export async function startDeployment(port, env = {}, { replicas = 1, nodeArgs, inherit } = {}) {
  const ports = Array.from({ length: replicas }, (_, i) => port + 1 + i);
  // the links and canonical URLs the app writes name the port diners reach: nginx's
  const replicaEnv = { PUBLIC_PORT: String(port), ...env };
  const started = await Promise.all(ports.map((replicaPort, i) => startReplica(String.fromCharCode(65 + i), replicaPort, replicaEnv, { nodeArgs, inherit })));
  const front = await startFront(port, ports);
  return {
    front,
    replicas: started,
    stop: async () => {
      await front.stop();
      await Promise.all(started.map((replica) => replica.stop()));
    },
  };
}
