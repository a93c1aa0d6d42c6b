import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import QRCode from "qrcode";
// use-intl's core, not next-intl: the CLI runs outside Next, where next-intl's React entry cannot load.
import { createTranslator } from "use-intl/core";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import type { Locale } from "@/lib/domain/routing/locales";
import { placeQrUrl } from "@/lib/domain/routing/paths";
import { messagesFor } from "@/lib/i18n/messages";
import type { PrintablePlace } from "../dal/places";
import { escapeHtml } from "../http/escape-html";

const escape = escapeHtml;

const IMAGE_TYPES: Record<string, string> = { ".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".webp": "image/webp" };

/** The brand's logo as the sheet's <img> source: a file under public/ is inlined, so the saved sheet prints anywhere. */
function logoSource(logo: string | null): string | null {
  if (!logo?.startsWith("/")) return logo;
  const type = IMAGE_TYPES[path.extname(logo).toLowerCase()];
  const file = path.join(process.cwd(), "public", path.normalize(logo));
  try {
    return type ? `data:${type};base64,${readFileSync(file).toString("base64")}` : null;
  } catch {
    return null; // a logo missing from public/ leaves the brand's name alone on the card
  }
}

/** What a card says: its title ("Mesa 12") and where it is ("Terraza", "Piso 3", "Sala 1 · fila A · VIP"). */
function cardText(place: PrintablePlace, t: SheetTranslator): { title: string; where: string[] } {
  if (place.kind === "table") return { title: t("table", { code: place.code }), where: place.zone ? [place.zone] : [] };
  if (place.kind === "room") return { title: t("room", { code: place.code }), where: place.floor === null ? [] : [t("floor", { floor: place.floor })] };
  const where = [t("seatWhere", { room: place.cinema_room?.name ?? "", row: place.row ?? "" })];
  return { title: t("seat", { code: place.code }), where: place.zone ? [...where, place.zone] : where };
}

const STYLE = `
@page { size: A4; margin: 10mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, sans-serif; color: #111; }
h1 { font-size: 14pt; margin: 0 0 6mm; }
.sheet { display: grid; grid-template-columns: repeat(3, 1fr); gap: 5mm; }
.card { border: 0.4mm dashed #999; border-radius: 3mm; padding: 4mm; text-align: center; break-inside: avoid; page-break-inside: avoid; }
.card header { display: flex; align-items: center; justify-content: center; gap: 2mm; font-size: 9pt; min-height: 10mm; }
.card header img { max-height: 10mm; max-width: 30mm; }
.card h2 { font-size: 16pt; margin: 2mm 0 0; }
.card .where { font-size: 9pt; color: #444; margin: 1mm 0 0; min-height: 4mm; }
.card svg { display: block; width: 45mm; height: 45mm; margin: 2mm auto; }
.card .scan { font-size: 8pt; margin: 0; }
@media screen { body { padding: 10mm; background: #eee; } .sheet { max-width: 190mm; margin: auto; background: #fff; padding: 5mm; } }
`;

const sheetTranslator = (country: string, locale: Locale) => createTranslator({ locale, messages: messagesFor(locale, country), namespace: "qrSheet" });
type SheetTranslator = ReturnType<typeof sheetTranslator>;

export interface QrSheetInput {
  brand: Pick<InstanceConfig, "name" | "logo" | "country_code">;
  locale: Locale;
  /** where the QR codes point: the brand's host, e.g. https://pedidos.fogonandino.co */
  origin: string;
  places: PrintablePlace[];
}

/** A printable A4 page (HTML with print CSS): one card per place, with the brand's logo and name, the place and its QR code. */
export async function qrSheetHtml({ brand, locale, origin, places }: QrSheetInput): Promise<string> {
  const t = sheetTranslator(brand.country_code, locale);
  const logo = logoSource(brand.logo);
  const header = `${logo ? `<img src="${escape(logo)}" alt="">` : ""}<span>${escape(brand.name)}</span>`;
  const cards = await Promise.all(
    places.map(async (place) => {
      const url = placeQrUrl(origin, place.supplier.slug, place.kind, place.token);
      const { title, where } = cardText(place, t);
      return `<section class="card" data-kind="${place.kind}" data-url="${escape(url)}">
<header>${header}</header>
<h2>${escape(title)}</h2>
<p class="where">${escape([...where, place.supplier.name].join(" · "))}</p>
${await QRCode.toString(url, { type: "svg" })}
<p class="scan">${escape(t("scan"))}</p>
</section>`;
    }),
  );
  const title = escape(t("title", { brand: brand.name }));
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${title}</title><style>${STYLE}</style></head>
<body>
<h1>${title}</h1>
<main class="sheet">
${cards.join("\n")}
</main>
</body>
</html>
`;
}
