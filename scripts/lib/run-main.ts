import { format } from "node:util";
import { processIo, type CliIo } from "./cli-io";

/** A CLI's exit code: run's answer; an unexpected error prints its message, not a stack, and is exit 1. */
export async function exitCode(io: CliIo, run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (error) {
    // what console.error printed, onto the command's own stderr
    io.stderr.write(`${format(error instanceof Error ? error.message : error)}\n`);
    return 1;
  }
}

/** A CLI's entry: the process exits with main's exit code. */
export function runMain(main: () => Promise<number>): void {
  void exitCode(processIo, main).then((code) => process.exit(code));
}
