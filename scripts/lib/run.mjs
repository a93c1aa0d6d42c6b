import { spawn } from "node:child_process";

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
 * command that runs beside another whose output is shown; resolves to { code, output, ms } (ms: how long it ran).
 */
export function runCaptured(command, args, options = {}) {
  const start = performance.now();
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options, env: childEnv(options) });
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    const ms = () => performance.now() - start;
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString(), ms: ms() }));
    child.on("error", (error) => resolve({ code: 127, output: `${Buffer.concat(chunks).toString()}${error.message}\n`, ms: ms() }));
  });
}

/** "4m 07s" for a duration in ms. */
function minutesAndSeconds(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, "0")}s`;
}

/** A step's closing line: how it ended and how long it took (ms), so a CI log shows where its time went. */
export function closeStep(label, code, ms) {
  if (code !== 0) console.error(`✖ ${label} failed (exit ${code}) after ${minutesAndSeconds(ms)}`);
  else console.log(`✔ ${label} (${minutesAndSeconds(ms)})`);
}

/** Runs a labelled step with inherited output; resolves to its exit code, closing with closeStep's line. */
export async function step(label, command, args, options) {
  console.log(`\n▶ ${label}`);
  const start = performance.now();
  const code = await run(command, args, options);
  closeStep(label, code, performance.now() - start);
  return code;
}

export async function runOrExit(label, command, args, options) {
  const code = await step(label, command, args, options);
  if (code !== 0) process.exit(code);
}
