import "server-only";
import path from "node:path";
import type { Connection } from "./client";

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "lib/server/db/migrations");

/** Applies pending SQL migrations; safe to run on every start (already-applied ones are skipped). */
export async function migrateDatabase(conn: Connection): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (conn.driver === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(conn.db as never, config);
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(conn.db as never, config);
  }
}
