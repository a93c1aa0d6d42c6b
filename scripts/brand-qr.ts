import { writeFileSync } from "node:fs";
import { brandDefaultLocale } from "@/lib/domain/brand/localize";
import { brandOrigin, placeQrUrl } from "@/lib/domain/routing/paths";
import { qrSheetHtml } from "@/lib/server/brands/qr-sheet";
import { printablePlaces } from "@/lib/server/dal/places";
import { env } from "@/lib/server/env";
import { runMain } from "./lib/run-main";
import { withBrand } from "./lib/with-brand";

const USAGE = "usage: npm run brand:qr -- <brand-slug> [--branch <slug>] [--out file.html] [--base-url https://pedidos.example.com] [--urls]";

/**
 * npm run brand:qr -- fogon-andino — a printable A4 sheet (HTML, print it or save it as PDF) with one card per
 * table, room and seat that takes orders, each with its QR code. Reads the database as brand:import does
 * (with the server stopped when it is the embedded one). --urls prints each QR code's URL instead.
 */
async function main() {
  const args = process.argv.slice(2).values();
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
    console.error(USAGE);
    return 2;
  }

  return withBrand(slug, async (brand) => {
    if (branch && !brand.suppliers.some((s) => s.slug === branch)) {
      console.error(`${slug} has no branch "${branch}" (branches: ${brand.suppliers.map((s) => s.slug).join(", ")})`);
      return 1;
    }
    const places = await printablePlaces(brand.id, branch);
    if (!places.length) {
      console.error(`${slug}${branch ? `/${branch}` : ""} has no tables, rooms or seats that take orders (list them in its brand file)`);
      return 1;
    }
    const origin = baseUrl ?? brandOrigin(brand, env().ROOT_DOMAIN, env().PORT);
    if (options.urls) {
      for (const place of places) console.log(`${place.supplier.slug}\t${place.kind}\t${place.cinema_room ? `${place.cinema_room.code}/` : ""}${place.code}\t${placeQrUrl(origin, place.supplier.slug, place.kind, place.token)}`);
      return 0;
    }
    const file = out ?? `qr-${slug}${branch ? `-${branch}` : ""}.html`;
    writeFileSync(file, await qrSheetHtml({ brand, locale: brand.language ?? brandDefaultLocale(brand), origin, places }));
    console.log(`Wrote ${file}: ${places.length} QR code${places.length === 1 ? "" : "s"} pointing at ${origin} (print it on A4, or save it as PDF)`);
    return 0;
  });
}

runMain(main);
