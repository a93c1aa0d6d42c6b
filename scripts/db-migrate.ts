import { closeConnection, connection } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";

/** npm run db:migrate — applies pending migrations to DATABASE_URL, or to the PGlite folder in DATA_DIR. */
async function main() {
  const conn = await connection();
  await migrateDatabase(conn);
  console.log(`Migrations applied (${conn.driver}).`);
  await closeConnection();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
