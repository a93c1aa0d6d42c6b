import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startReplica as startNext } from "../front.mjs";

/**
 * One replica of the production build (`next start`, scripts/lib/front.mjs) with gc-on-signal.cjs preloaded, so
 * its resident memory can be read after a full garbage collection.
 */
export async function startReplica(name, port, env) {
  const gcHook = fileURLToPath(new URL("gc-on-signal.cjs", import.meta.url));
  const replica = await startNext(name, port, env, { nodeArgs: ["--expose-gc", "--require", gcHook] });
  const collected = [];
  replica.child.stdout.on("data", (chunk) => {
    if (chunk.toString("utf8").includes("[gc] collected")) collected.splice(0).forEach((resolve) => resolve());
  });
  return {
    ...replica,
    kill: () => replica.child.kill("SIGKILL"),
    /** Resident memory in kB (the kernel's VmRSS) once a full garbage collection has run (gc-on-signal.cjs). */
    rssKb: async () => {
      const done = new Promise((resolve) => collected.push(resolve));
      replica.child.kill("SIGUSR2");
      await done;
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${replica.child.pid}/status`, "utf8"))?.[1]);
    },
  };
}
