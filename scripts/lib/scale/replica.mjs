import { spawn } from "node:child_process";
import { waitForHealth } from "../bench-http.mjs";

/**
 * One `next start` replica of the production build, started as `node …/next start` so the pid held is the
 * server itself (what is killed). Its output is kept, and printed only on failure.
 */
export async function startReplica(name, port, env) {
  const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = [];
  const keep = (chunk) => output.push(...chunk.toString("utf8").split("\n").filter(Boolean).map((line) => `[${name}] ${line}`));
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);
  const exited = new Promise((resolve) => server.once("exit", resolve));
  await waitForHealth(server, port, "localhost", 120_000);
  return {
    name,
    port,
    alive: () => server.exitCode === null && server.signalCode === null,
    kill: () => server.kill("SIGKILL"),
    printLog: () => console.error(output.slice(-60).join("\n")),
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
      await exited;
    },
  };
}
