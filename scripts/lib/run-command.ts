import { closeConnection } from "@/lib/server/db/client";
import { processIo, type Command } from "./cli-io";
import { runMain } from "./run-main";

/**
 * A brand command's entry: it runs on the process's arguments, environment and streams, and the database connection
 * it opened is closed before the process exits (the command leaves it open, since in a test it is the test's).
 */
export function runCommand(command: Command): void {
  runMain(() => command(process.argv.slice(2), processIo).finally(closeConnection));
}
