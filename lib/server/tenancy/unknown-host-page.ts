import { chooseLocale } from "@/lib/domain/routing/locale-choice";
import { LOCALES } from "@/lib/domain/routing/locales";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import pt from "@/messages/pt.json";

const TEXTS = { es: es.unknownHost, en: en.unknownHost, pt: pt.unknownHost };

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The 404 for a host no brand claims. No brand, so no theme: a plain page in the browser's language. */
export function unknownHostPage(acceptLanguage: string | null): { html: string; lang: string } {
  const lang = chooseLocale({ brandLangs: LOCALES, acceptLanguage });
  const text = TEXTS[lang];
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(text.title)}</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f7f7f8;color:#1f2937}main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.5rem}</style></head><body><main><h1>${escape(text.title)}</h1><p>${escape(text.body)}</p></main></body></html>`;
  return { html, lang };
}
