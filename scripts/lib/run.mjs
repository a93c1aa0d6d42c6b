import { spawn } from "node:child_process";

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", ...options, env: { NEXT_TELEMETRY_DISABLED: "1", ...process.env, ...options.env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(127));
  });
}

export async function runOrExit(label, command, args, options) {
  console.log(`\n▶ ${label}`);
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`✖ ${label} failed (exit ${code})`);
    process.exit(code);
  }
}
