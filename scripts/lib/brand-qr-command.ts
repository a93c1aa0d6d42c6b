import { writeFileSync } from "node:fs";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { brandDefaultLocale } from "@/lib/domain/brand/localize";
import { brandOrigin, placeQrUrl } from "@/lib/domain/routing/paths";
import { printablePlaces } from "@/lib/server/dal/places";
import { parseEnv } from "@/lib/server/env";
import type { CliIo } from "./cli-io";
import { withBrand } from "./with-brand";

const USAGE = "usage: npm run brand:qr -- <brand-slug> [--branch <slug>] [--out file.html] [--base-url https://pedidos.example.com] [--urls]";

/**
 * npm run brand:qr -- fogon-andino — a printable A4 sheet (HTML, print it or save it as PDF) with one card per
 * table, room and seat that takes orders, each with its QR code. Reads the database as brand:import does
 * (with the server stopped when it is the embedded one). --urls prints each QR code's URL instead.
 */
export async function runBrandQr(argv: string[], io: CliIo): Promise<number> {
  const args = argv.values();
  const options: { slug?: string; branch?: string; out?: string; baseUrl?: string; urls?: boolean } = {};
  for (const arg of args) {
    // options take the argument after them, so it is read off the same iterator
    if (arg === "--branch") options.branch = args.next().value ?? "";
    else if (arg === "--out") options.out = args.next().value ?? "";
    else if (arg === "--base-url") options.baseUrl = args.next().value ?? "";
    else if (arg === "--urls") options.urls = true;
    else if (!options.slug && !arg.startsWith("--")) options.slug = arg;
    else options.slug = "";
  }
  const { slug, branch, out, baseUrl } = options;
  if (!slug || branch === "" || out === "" || (baseUrl !== undefined && !URL.canParse(baseUrl))) {
    io.stderr.write(`${USAGE}\n`);
    return 2;
  }

  return withBrand(slug, io, async (brand) => {
    if (branch && !brand.suppliers.some((s) => s.slug === branch)) {
      io.stderr.write(`${slug} has no branch "${branch}" (branches: ${brand.suppliers.map((s) => s.slug).join(", ")})\n`);
      return 1;
    }
    const places = await printablePlaces(brand.id, branch);
    if (!places.length) {
      io.stderr.write(`${slug}${branch ? `/${branch}` : ""} has no tables, rooms or seats that take orders (list them in its brand file)\n`);
      return 1;
    }
    const origin = baseUrl ?? defaultOrigin(io, brand);
    if (options.urls) {
      for (const place of places) io.stdout.write(`${place.supplier.slug}\t${place.kind}\t${place.cinema_room ? `${place.cinema_room.code}/` : ""}${place.code}\t${placeQrUrl(origin, place.supplier.slug, place.kind, place.token)}\n`);
      return 0;
    }
    const file = out ?? `qr-${slug}${branch ? `-${branch}` : ""}.html`;
    // Loaded only to write a sheet, as the sheet route loads it: it brings use-intl's ES module, which jest's node
    // project cannot require, so tests/unit/brand-qr-cli.test.ts runs the rest of this command in-process.
    const { qrSheetHtml } = await import("@/lib/server/brands/qr-sheet");
    writeFileSync(file, await qrSheetHtml({ brand, locale: brand.language ?? brandDefaultLocale(brand), origin, places }));
    io.stdout.write(`Wrote ${file}: ${places.length} QR code${places.length === 1 ? "" : "s"} pointing at ${origin} (print it on A4, or save it as PDF)\n`);
    return 0;
  });
}

/** The brand's own origin on this deployment (ROOT_DOMAIN, PORT), read from the command's env as env() reads the process's. */
function defaultOrigin(io: CliIo, brand: InstanceConfig): string {
  const { ROOT_DOMAIN, PORT } = parseEnv(io.env);
  return brandOrigin(brand, ROOT_DOMAIN, PORT);
}
