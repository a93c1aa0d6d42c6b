/**
 * `npm start`: the production server — Next's request handler behind compressOnce (server/compress-once.mjs), which
 * replaces Next's per-request compression (`compress: false` in next.config.mjs) and starts each page's scripts
 * after its first paint (server/scripts-after-paint.mjs), which answers the cached host's menus from memory as a CDN
 * would (server/shared-cache.mjs), and which holds analytics beacons while diners' requests are in flight
 * (server/diners-first.mjs). Port from `-p`/`--port` or PORT
 * (3000), on every interface as `next start`. SIGINT/SIGTERM close it gracefully, writing what waits to be written.
 */
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compressOnce } from "./compress-once.mjs";
import { dinersFirst } from "./diners-first.mjs";
import { scriptsAfterPaint } from "./scripts-after-paint.mjs";
import { sharedCache } from "./shared-cache.mjs";

const flag = process.argv.findIndex((arg) => arg === "-p" || arg === "--port");
const port = Number(flag >= 0 ? process.argv[flag + 1] : (process.env.PORT ?? 3000));
const dir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

process.title = "comanda-server";
// What `next start` sets: React and Next load their production builds only under it.
process.env.NODE_ENV = "production";
const { default: next } = await import("next");
// No `hostname` for Next: it would take every brand host's rewrite for another origin.
const app = next({ dev: false, dir, port });
await app.prepare();
const server = createServer(dinersFirst(sharedCache(compressOnce(app.getRequestHandler(), undefined, scriptsAfterPaint))));
server.listen(port, () => console.log(`▲ Comanda ready on http://localhost:${port}`));

// What the app accepted but writes later (analytics events: lib/server/dal/tracking-queue.ts) registers here.
const drains = () => [...(globalThis[Symbol.for("comanda.drain-on-exit")] ?? [])].map((drain) => drain());

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close(() => void Promise.allSettled(drains()).then(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref(); // keep-alive sockets must not hold the exit
  });
}
