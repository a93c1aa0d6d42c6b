import type { BrandFile } from "@/lib/domain/brand/brand-file";
import { importIntoDatabase, readBrandFiles } from "./brand-files";
import type { CliIo } from "./cli-io";

const USAGE = "usage: npm run brand:import -- <brand.json> [more.json …] [--server http://host:port]";

/**
 * npm run brand:import -- file.json — validates every file first (nothing is written if one is bad), then
 * imports each in its own transaction: straight into the database, or, with --server (or COMANDA_SERVER_URL),
 * through a running server's admin API so its caches refresh too (and its PGlite folder is not opened twice).
 */
export async function runBrandImport(argv: string[], io: CliIo): Promise<number> {
  const args = argv.values();
  const files: string[] = [];
  let server = io.env.COMANDA_SERVER_URL;
  for (const arg of args) {
    // --server takes the argument after it, so it is read off the same iterator.
    if (arg === "--server") server = args.next().value ?? "";
    else files.push(arg);
  }
  if (!files.length || server === "") {
    io.stderr.write(`${USAGE}\n`);
    return 2;
  }

  const brands = readBrandFiles(io, files);
  if (!brands) return 1;
  return server ? sendToServer(io, server, brands) : importIntoDatabase(io, brands);
}

async function sendToServer(io: CliIo, server: string, brands: BrandFile[]): Promise<number> {
  const key = io.env.ADMIN_API_KEY;
  if (!key) {
    io.stderr.write("ADMIN_API_KEY must be set to import through a server\n");
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
      io.stderr.write(`${brand.instance.slug}: the server answered ${response.status}\n`);
      for (const issue of body?.error?.issues ?? []) io.stderr.write(`  ${issue.path}: ${issue.message}\n`);
      if (!body?.error?.issues) io.stderr.write(`  ${body?.error?.message ?? "no details"}\n`);
      return 1;
    }
    io.stdout.write(`Imported ${body.slug} through ${server} (${JSON.stringify(body.counts)})\n`);
  }
  return 0;
}
