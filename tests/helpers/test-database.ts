import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";
import { closeConnection, openConnection, pgliteConnection, setConnection, type Connection } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { migratedImage, migratedImageFile } from "./migrated-image";

/** Set by tests/environment/worker-database.mjs: the jest worker's own PGlite, started from the migrated image. */
const workerPglite = (globalThis as { __comandaWorkerPglite?: (imagePath: string) => Promise<PGlite> }).__comandaWorkerPglite;

/**
 * The worker's PGlite as it came from the image: whatever the last file left is dropped — an open transaction,
 * the session's settings, and every row of the app's tables, their identity counters started again. The
 * migrations' own record (schema drizzle) stays.
 */
async function emptyWorkerDatabase(): Promise<Connection> {
  const client = await workerPglite!(await migratedImageFile());
  if (client.isInTransaction()) await client.exec("ROLLBACK");
  await client.exec("DISCARD ALL");
  const tables = await client.query<{ name: string }>("SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'");
  if (tables.rows.length) await client.exec(`TRUNCATE ${tables.rows.map((t) => t.name).join(", ")} RESTART IDENTITY CASCADE`);
  // the worker's database outlives the file: closing it is the worker's business
  return pgliteConnection(client, async () => {});
}

/**
 * A migrated database with no rows for one test file: the jest worker's PGlite, emptied, by default (a PGlite of
 * the file's own outside the worker environment), or a throwaway database on the PostgreSQL server at DATABASE_URL
 * (npm run test:postgres). It becomes the app's connection.
 */
export async function openTestDatabase(): Promise<Connection & { drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const conn = workerPglite ? await emptyWorkerDatabase() : await openConnection({ image: await migratedImage() });
    // a no-op on the image, unless a migration came after it was built
    await migrateDatabase(conn);
    setConnection(conn);
    return { ...conn, drop: () => closeConnection() };
  }
  const name = `comanda_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const conn = await openConnection({ databaseUrl: url.toString() });
  await migrateDatabase(conn);
  setConnection(conn);
  return {
    ...conn,
    drop: async () => {
      await closeConnection();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** beforeAll/afterAll wiring: `const db = withTestDatabase();` then `db.current` inside tests. */
export function withTestDatabase() {
  const holder: { current: Connection & { drop: () => Promise<void> } } = { current: undefined as never };
  beforeAll(async () => {
    holder.current = await openTestDatabase();
  });
  afterAll(async () => {
    await holder.current?.drop();
  });
  return holder;
}
