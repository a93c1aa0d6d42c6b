import { closeConnection, connection } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { runMain } from "./lib/run-main";

/** npm run db:migrate — applies pending migrations to DATABASE_URL, or to the PGlite folder in DATA_DIR. */
async function main() {
  const conn = await connection();
  await migrateDatabase(conn);
  console.log(`Migrations applied (${conn.driver}).`);
  await closeConnection();
  return 0;
}

runMain(main);
