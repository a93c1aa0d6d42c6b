import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { Redis } from "ioredis";

/**
 * Next's cache (ISR pages, route bodies, unstable_cache data and their tags) in Redis, so every replica
 * serves the same copy and a revalidateTag on one replica empties it for all. next.config.mjs loads this
 * file only when REDIS_URL is set; Next imports it by path at start, outside the bundles (hence plain JS,
 * and process.env here: lib/server/env.ts cannot be imported from outside the bundle).
 *
 * Entries are keyed by build: a new deployment never serves pages whose RSC payload names the old chunks.
 * Redis expires each entry 1.5 × its revalidate period after it was written, so the store stays bounded.
 * While Redis is away every lookup is a miss (pages render per request) instead of an error or a wait:
 * no offline queue, 1 s per command.
 */
CacheHandler.onCreation(async ({ buildId }) => {
  const client = new Redis(process.env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  let reported = false;
  client.on("error", (error) => {
    if (!reported) console.error(`Page cache: Redis at REDIS_URL is unreachable (${error.message}); rendering without the shared cache until it is back`);
    reported = true;
  });
  client.on("ready", () => (reported = false));
  await client.connect().catch(() => {}); // reported above; ioredis keeps reconnecting
  return { handlers: [createRedisHandler({ client: ioredisAdapter(client), keyPrefix: `comanda:next:${(buildId ?? "dev").trim()}:`, timeoutMs: 1000 })] };
});

export default CacheHandler;
