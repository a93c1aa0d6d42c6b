import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "../env";
import { lockFolder } from "./folder-lock";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside db.transaction(): what code that must run in one transaction takes. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

interface Connection {
  db: Db;
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
}

// One connection per process, shared by the proxy, route handlers and pages (they are bundled apart,
// so a module-level variable would not be shared), and never two PGlite instances on one folder.
const KEY = Symbol.for("comanda.db");
type Holder = { [KEY]?: Promise<Connection> };
const holder = globalThis as Holder;

export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ env().DATA_DIR);
}

/** A PGlite as the app's connection; `close` is what closing the connection does to it. */
export async function pgliteConnection(client: PGlite, close: () => Promise<void>): Promise<Connection> {
  const { drizzle } = await import("drizzle-orm/pglite");
  return { db: drizzle({ client, schema }) as unknown as Db, driver: "pglite", close };
}

async function openPglite(dataPath: string | undefined, image: Blob | undefined): Promise<Connection> {
  const { PGlite } = await import("@electric-sql/pglite");
  let release = () => {};
  if (dataPath) {
    mkdirSync(dataPath, { recursive: true });
    release = lockFolder(dataPath);
  }
  const client = new PGlite({ dataDir: dataPath, loadDataDir: image });
  await client.waitReady;
  return pgliteConnection(client, async () => {
    await client.close();
    release();
  });
}

async function openPostgres(url: string, poolSize: number | undefined): Promise<Connection> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle connection the server drops (restart, failover, admin) must not take the replica down with it:
  // without a listener, node-postgres re-throws the error and the process exits. The pool reconnects.
  pool.on("error", (error) => console.warn("[db] idle connection lost:", error.message));
  return { db: drizzle({ client: pool, schema }) as unknown as Db, driver: "postgres", close: () => pool.end() };
}

/**
 * Opens a connection: PostgreSQL when a URL is given (a pool of `poolSize`, else node-postgres' own
 * default), else PGlite in a folder (or in memory without one), started from `image` (a PGlite data-folder
 * dump) when one is given.
 */
export function openConnection(options: { databaseUrl?: string; dataPath?: string; poolSize?: number; image?: Blob }): Promise<Connection> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize) : openPglite(options.dataPath, options.image);
}

export function connection(): Promise<Connection> {
  holder[KEY] ??= openConnection({
    databaseUrl: env().DATABASE_URL,
    poolSize: env().DATABASE_POOL_SIZE,
    dataPath: path.join(dataDir(), "pglite"),
  }).catch((error) => {
    delete holder[KEY];
    throw error;
  });
  return holder[KEY];
}

export async function getDb(): Promise<Db> {
  return (await connection()).db;
}

/** Tests and scripts hand in their own connection (a fresh in-memory PGlite, a throwaway database). */
export function setConnection(conn: Connection): void {
  holder[KEY] = Promise.resolve(conn);
}

export async function closeConnection(): Promise<void> {
  const conn = holder[KEY];
  delete holder[KEY];
  if (conn) await (await conn).close();
}

export type { Connection };
