import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { closeConnection, openConnection, setConnection, type Connection } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { migratedImage } from "./migrated-image";

/**
 * A brand-new, migrated database for one test file: in-memory PGlite by default, or a throwaway database
 * on the PostgreSQL server at DATABASE_URL (npm run test:postgres). It becomes the app's connection.
 */
export async function openTestDatabase(): Promise<Connection & { drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const conn = await openConnection({ image: await migratedImage() });
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
