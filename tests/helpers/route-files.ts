import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every route.ts under `dir`, found on disk: a test over them covers a new route without being touched. */
export function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name === "route.ts" ? [path] : [];
  });
}
