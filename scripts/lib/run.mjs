import { spawn } from "node:child_process";
import { setPriority } from "node:os";

const childEnv = (options) => ({ NEXT_TELEMETRY_DISABLED: "1", ...process.env, ...options.env });

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", ...options, env: childEnv(options) });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(127));
  });
}

/**
 * Runs a command with its output kept rather than shown (stdout and stderr together, in the order they came), for a
 * command that runs beside another whose output is shown; resolves to { code, output }. `niceness` (0–19) lowers
 * its CPU priority and that of every process it starts, so the command beside it is served first.
 */
export function runCaptured(command, args, { niceness = 0, ...options } = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options, env: childEnv(options) });
    if (niceness && child.pid) setPriority(child.pid, niceness);
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
    child.on("error", (error) => resolve({ code: 127, output: `${Buffer.concat(chunks).toString()}${error.message}\n` }));
  });
}

/** "4m 07s": how long since `start` (a performance.now() reading), for the steps' closing lines. */
export function elapsedSince(start) {
  const seconds = Math.round((performance.now() - start) / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, "0")}s`;
}

/**
 * Runs a labelled step with inherited output; resolves to its exit code. It closes with how long it took, so a
 * CI log shows where its time budget went.
 */
export async function step(label, command, args, options) {
  console.log(`\n▶ ${label}`);
  const start = performance.now();
  const code = await run(command, args, options);
  if (code !== 0) console.error(`✖ ${label} failed (exit ${code}) after ${elapsedSince(start)}`);
  else console.log(`✔ ${label} (${elapsedSince(start)})`);
  return code;
}

export async function runOrExit(label, command, args, options) {
  const code = await step(label, command, args, options);
  if (code !== 0) process.exit(code);
}
