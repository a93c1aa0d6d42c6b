import type { BrandFile } from "@/lib/domain/brand/brand-file";
import { importIntoDatabase, readBrandFiles } from "./lib/brand-files";
import { runMain } from "./lib/run-main";

const USAGE = "usage: npm run brand:import -- <brand.json> [more.json …] [--server http://host:port]";

/**
 * npm run brand:import -- file.json — validates every file first (nothing is written if one is bad), then
 * imports each in its own transaction: straight into the database, or, with --server (or COMANDA_SERVER_URL),
 * through a running server's admin API so its caches refresh too (and its PGlite folder is not opened twice).
 */
async function main() {
  const args = process.argv.slice(2).values();
  const files: string[] = [];
  let server = process.env.COMANDA_SERVER_URL;
  for (const arg of args) {
    // --server takes the argument after it, so it is read off the same iterator.
    if (arg === "--server") server = args.next().value ?? "";
    else files.push(arg);
  }
  if (!files.length || server === "") {
    console.error(USAGE);
    return 2;
  }

  const brands = readBrandFiles(files);
  if (!brands) return 1;
  return server ? sendToServer(server, brands) : importIntoDatabase(brands);
}

async function sendToServer(server: string, brands: BrandFile[]): Promise<number> {
  const key = process.env.ADMIN_API_KEY;
  if (!key) {
    console.error("ADMIN_API_KEY must be set to import through a server");
    return 2;
  }
  for (const brand of brands) {
    const response = await fetch(new URL("/api/admin/brands", server), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      body: JSON.stringify(brand),
    });
    const body = await response.json().catch(() => ({}));
    if (!response.ok) {
      console.error(`${brand.instance.slug}: the server answered ${response.status}`);
      for (const issue of body?.error?.issues ?? []) console.error(`  ${issue.path}: ${issue.message}`);
      if (!body?.error?.issues) console.error(`  ${body?.error?.message ?? "no details"}`);
      return 1;
    }
    console.log(`Imported ${body.slug} through ${server} (${JSON.stringify(body.counts)})`);
  }
  return 0;
}

runMain(main);
