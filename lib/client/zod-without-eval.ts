/**
 * zod compiles its object parsers with `new Function` when it may: the CSP forbids eval (README, security
 * headers), and even zod's probe for it is reported as a violation. The interpreted parsers are enough.
 * zod reads its settings from `globalThis.__zod_globalConfig`, one object for every copy of zod a page loads
 * (zod#5889): set there, the setting holds before zod is loaded, and a page without a form does not load zod's
 * core (~5.6 kB gzip) only to say so. Changed in place, it also holds for a zod already loaded.
 */
export function parseZodWithoutEval(): void {
  const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (shared.__zod_globalConfig ??= {}).jitless = true;
}
