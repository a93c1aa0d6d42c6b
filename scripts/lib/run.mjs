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
 * command that runs beside another whose output is shown; resolves to { code, output }.
 */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options, env: childEnv(options) });
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
    child.on("error", (error) => resolve({ code: 127, output: `${Buffer.concat(chunks).toString()}${error.message}\n` }));
  });
}

/** Runs a labelled step with inherited output; resolves to its exit code, saying so when it failed. */
export async function step(label, command, args, options) {
  console.log(`\n▶ ${label}`);
  const code = await run(command, args, options);
  if (code !== 0) console.error(`✖ ${label} failed (exit ${code})`);
  return code;
}

export async function runOrExit(label, command, args, options) {
  const code = await step(label, command, args, options);
  if (code !== 0) process.exit(code);
}
