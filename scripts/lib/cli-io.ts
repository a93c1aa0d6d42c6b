/** Where a command writes its text: process.stdout or process.stderr, or a test's collector. */
export interface TextOut {
  write(text: string): unknown;
}

/**
 * What a brand command reads and writes besides the database: the process's own (processIo) when its script runs it,
 * a test's when the test runs it in-process. The command reads its variables from `env`, never from process.env or
 * the cached env() of lib/server/env.ts, so a test's env is the one it sees. The database is the process's connection
 * (lib/server/db/client.ts): the script's entry opens it from DATA_DIR or DATABASE_URL, a test sets its own.
 */
export interface CliIo {
  env: Readonly<Record<string, string | undefined>>;
  stdout: TextOut;
  stderr: TextOut;
  stdin: AsyncIterable<string | Buffer>;
}

/** A command: its arguments (without node and the script) and its io in, its exit code out. */
export type Command = (args: string[], io: CliIo) => Promise<number>;

export const processIo: CliIo = {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  // process.stdin opens the stream on first access: only a command that reads it (brand:payments --stdin) should
  get stdin() {
    return process.stdin;
  },
};
