/**
 * The build files a Next chunk loads on demand: Turbopack's loader for a lazy import names them as
 * `"static/chunks/….js"` (or `.css`) under `/_next/`. The worker keeps them beside the chunk that names them,
 * so what a diner opens only later (the product modal, the floating cart, the error dialog) also works offline
 * after one visit, without the page itself downloading or running any of it before it is needed.
 */
const CHUNK_REFERENCE = /["'](static\/chunks\/[\w.~-]+\.(?:js|css))["']/g;

export function lazyChunksOf(source: string, origin: string): string[] {
  const urls = new Set<string>();
  for (const [, file] of source.matchAll(CHUNK_REFERENCE)) urls.add(new URL(`/_next/${file}`, origin).href);
  return [...urls];
}

export const isScriptChunk = (url: URL) => url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js");
