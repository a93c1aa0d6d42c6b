import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { closeConnection, connection } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { findInstanceConfigBySlug } from "@/lib/server/dal/instances";

/**
 * What a brand's command-line tools (brand:qr, brand:staff) start and end with: the database migrated, the brand
 * named by `slug` found (exit 1 with a hint when it is not imported), `run` with it, and the connection closed
 * whatever happens. Resolves to the exit code.
 */
export async function withBrand(slug: string, run: (brand: InstanceConfig) => Promise<number>): Promise<number> {
  const conn = await connection();
  try {
    await migrateDatabase(conn);
    const brand = await findInstanceConfigBySlug(slug);
    if (!brand) {
      console.error(`No brand "${slug}" in the database (import it first with npm run brand:import)`);
      return 1;
    }
    return await run(brand);
  } finally {
    await closeConnection();
  }
}
