import { Readable } from "node:stream";
import type { CliIo, Command } from "@/scripts/lib/cli-io";
import { exitCode } from "@/scripts/lib/run-main";

/**
 * A brand command (scripts/lib/*-command.ts) run in this process as its script runs it, an unexpected error being
 * exit 1 with its message: `env` is all the environment it sees, `input` its standard input. Its database is this
 * process's connection, which it leaves open: the test's (withTestDatabase), or the PGlite folder the test names.
 * Resolves to its exit code and everything it wrote.
 */
export async function runInProcess(command: Command, args: string[], { env = {}, input = "" }: { env?: CliIo["env"]; input?: string } = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const written = { stdout: "", stderr: "" };
  const io: CliIo = {
    env,
    stdout: { write: (text: string) => (written.stdout += text) },
    stderr: { write: (text: string) => (written.stderr += text) },
    stdin: Readable.from([input]),
  };
  const code = await exitCode(io, () => command(args, io));
  return { code, ...written };
}
