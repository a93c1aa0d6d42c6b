import { fileURLToPath } from "node:url";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import createNextIntlPlugin from "next-intl/plugin";
import { buildServiceWorker } from "./scripts/lib/build-service-worker.mjs";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  // The messages are compiled at build time (icu-minify), so the browser gets use-intl's small formatter instead
  // of IntlMessageFormat and its ICU parser (~12 kB gzip on every page). Every file under messages/ (the country
  // variants too) is compiled; lib/i18n/messages.ts merges the compiled forms.
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Next would hash every cached page's whole HTML on every request to make an ETag (a third of a menu page's
  // CPU, measured): pages change at most every 60 s and the menu's own version travels in the menu API's ETag.
  generateEtags: false,
  reactStrictMode: true,
  // PGlite loads its WASM and data files from its own folder at run time: keep it out of the bundle. argon2 is a
  // native module (a .node binary per platform), which the bundler cannot pack.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "twilio", "@node-rs/argon2"],
  images: { unoptimized: true },
  // With REDIS_URL every replica reads and writes one page and data cache, tags included; read at `next start`,
  // so one build serves both ways.
  ...(process.env.REDIS_URL ? { cacheHandler: fileURLToPath(new URL("./lib/server/cache/redis-cache-handler.mjs", import.meta.url)) } : {}),
  // Rendered pages stay in memory (an LRU of cacheMaxMemorySize, 50 MB), never on disk: every unknown
  // path renders a 404 that Next caches per path, and on disk each was ~7 files and ~90 kB for good.
  // CSS stays one small file (~6 kB gzip), not inlined (experimental.inlineCss): inlined, it travels twice in every
  // page, as a <style> and again in the RSC payload (measured: the landing's HTML went from 9.7 to 21.9 kB gzip),
  // on every navigation instead of once per visit, and it would eat a fifth of the 2,000-item menu's 60 kB budget.
  experimental: { globalNotFound: true, isrFlushToDisk: false },
  async headers() {
    return [
      {
        // Next's own files never pass through the proxy, which sets every other response's security headers.
        source: "/_next/:path*",
        headers: [{ key: "X-Content-Type-Options", value: "nosniff" }],
      },
      {
        // The service worker must be re-checked on every visit so a new version replaces the old one.
        source: "/sw.js",
        headers: [{ key: "Cache-Control", value: "no-cache" }],
      },
      {
        source: "/demo/:path*",
        headers: [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }],
      },
    ];
  },
};

async function withSentry(config) {
  // Only wrap when a DSN exists: the wrapper adds build work and client code a brand without Sentry never needs.
  if (!process.env.SENTRY_DSN && !process.env.NEXT_PUBLIC_SENTRY_DSN) return config;
  const { withSentryConfig } = await import("@sentry/nextjs/config");
  return withSentryConfig(config, { telemetry: false, silent: true, sourcemaps: { disable: !process.env.SENTRY_AUTH_TOKEN } });
}

export default async function config(phase) {
  // The service worker is bundled with the build that serves it, however the build was started. Next loads
  // this file again in its build workers: they inherit the flag and leave the file alone.
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.COMANDA_SW_BUILT) {
    await buildServiceWorker();
    process.env.COMANDA_SW_BUILT = "1";
  }
  return withSentry(withNextIntl(nextConfig));
}
