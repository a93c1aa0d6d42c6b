import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { connection } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { findInstanceConfigBySlug } from "@/lib/server/dal/instances";
import type { CliIo } from "./cli-io";

/**
 * What a brand's command-line tools (brand:qr, brand:staff, brand:payments) start with: the database migrated, the
 * brand named by `slug` found (exit 1 with a hint when it is not imported), and `run` with it. Resolves to the exit
 * code. The connection stays open for its opener to close: the script's entry (run-command.ts), or a test.
 */
export async function withBrand(slug: string, io: CliIo, run: (brand: InstanceConfig) => Promise<number>): Promise<number> {
  await migrateDatabase(await connection());
  const brand = await findInstanceConfigBySlug(slug);
  if (!brand) {
    io.stderr.write(`No brand "${slug}" in the database (import it first with npm run brand:import)\n`);
    return 1;
  }
  return run(brand);
}
