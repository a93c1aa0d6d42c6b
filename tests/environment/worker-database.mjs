import { readFile } from "node:fs/promises";
import { TestEnvironment } from "jest-environment-node";

/**
 * jest's node environment, plus one in-memory PGlite per jest worker for the database tests to share.
 *
 * Starting PGlite from the migrated image reads and unpacks about 60 MB (the image, the engine and its files) and
 * boots Postgres: about a second of CPU per test file, and most of the database tests' time. A test file runs in
 * its own module registry and globals, so a database kept in a test module would die with its file; this module is
 * loaded once per worker, outside them, and hands each file the same database (tests/helpers/test-database.ts
 * empties it before a file starts). A worker runs one file at a time, so no two files share it at once.
 */
let shared;
let closing;

function workerPglite(imagePath) {
  shared ??= (async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const client = new PGlite({ loadDataDir: new Blob([await readFile(imagePath)]) });
    await client.waitReady;
    return client;
  })().catch((error) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

/**
 * PGlite keeps a timer of its own, so a worker holding one never exits by itself and jest has to kill it ("a worker
 * process has failed to exit gracefully"), half a second after asking it to end. When no file follows within a tenth
 * of a second — the end of the run, as a rule: the next file comes in a few milliseconds — the database is closed;
 * the next file, should one come late, starts it again.
 */
const CLOSE_WHEN_IDLE_MS = 100;

export default class WorkerDatabaseEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    clearTimeout(closing);
    this.global.__comandaWorkerPglite = workerPglite;
  }

  async teardown() {
    await super.teardown();
    closing = setTimeout(() => {
      const open = shared;
      shared = undefined;
      void open?.then((client) => client.close()).catch(() => {});
    }, CLOSE_WHEN_IDLE_MS).unref();
  }
}
