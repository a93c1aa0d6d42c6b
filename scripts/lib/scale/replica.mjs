import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { waitForHealth } from "../bench-http.mjs";

/**
 * One replica of the production build (server/start.mjs, as `npm start`), started with node itself so the pid held is the
 * server itself (what is killed and whose memory is read), with gc-on-signal.cjs preloaded. Its output is kept,
 * and printed only on failure.
 */
export async function startReplica(name, port, env) {
  const gcHook = fileURLToPath(new URL("gc-on-signal.cjs", import.meta.url));
  const server = spawn(process.execPath, ["--expose-gc", "--require", gcHook, "server/start.mjs", "-p", String(port)], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = [];
  const collected = [];
  const keep = (chunk) => {
    const lines = chunk.toString("utf8").split("\n").filter(Boolean);
    output.push(...lines.map((line) => `[${name}] ${line}`));
    if (lines.includes("[gc] collected")) collected.splice(0).forEach((resolve) => resolve());
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);
  const exited = new Promise((resolve) => server.once("exit", resolve));
  await waitForHealth(server, port, "localhost", 120_000);
  return {
    name,
    port,
    alive: () => server.exitCode === null && server.signalCode === null,
    kill: () => server.kill("SIGKILL"),
    /** Resident memory in kB (the kernel's VmRSS) once a full garbage collection has run (gc-on-signal.cjs). */
    rssKb: async () => {
      const done = new Promise((resolve) => collected.push(resolve));
      server.kill("SIGUSR2");
      await done;
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1]);
    },
    printLog: () => console.error(output.slice(-60).join("\n")),
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
      await exited;
    },
  };
}
