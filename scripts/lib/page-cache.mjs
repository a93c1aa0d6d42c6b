import { rmSync } from "node:fs";

/**
 * Next keeps rendered pages and tagged data on disk between runs. After the database is reseeded from
 * scratch they describe rows that no longer exist, so they go with it.
 */
export function clearPageCache() {
  for (const folder of [".next/server/route-cache", ".next/cache/fetch-cache"]) rmSync(folder, { recursive: true, force: true });
}
