import "server-only";
import type { RateLimitedAction } from "@/lib/domain/http/rate-limits";
import { env } from "@/lib/server/env";
import { clientAddress } from "@/lib/server/http/client-address";
import { createRateLimiter, type RateLimiter } from "./rate-limiter";

let shared: Promise<RateLimiter> | undefined;

/** This process's limiter: in memory, or on Redis when REDIS_URL is set (ioredis is loaded only then). */
function processLimiter(): Promise<RateLimiter> {
  shared ??= (async () => {
    const url = env().REDIS_URL;
    if (!url) return createRateLimiter();
    const { Redis } = await import("ioredis");
    // No offline queue: while Redis is away each call is counted at once by the memory insurance instead of waiting.
    const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    let reported = false;
    redis.on("error", (error: Error) => {
      if (!reported) console.error(`Rate limits: Redis at REDIS_URL is unreachable (${error.message}); counting in memory until it is back`);
      reported = true;
    });
    redis.on("ready", () => (reported = false));
    return createRateLimiter({ redis });
  })();
  return shared;
}

/** Counts this request against `action`'s budget for its client within `scope`; throws ApiError rate_limited past it. */
export async function limitRate(request: Request, action: RateLimitedAction, scope: string): Promise<void> {
  await (await processLimiter()).consume(action, scope, clientAddress(request));
}

/**
 * Counts a call against `action`'s budget for `client` within `scope`, where the client is not the address (a
 * sign-in's account address); throws ApiError rate_limited past it.
 */
export async function limitRateFor(action: RateLimitedAction, scope: string, client: string): Promise<void> {
  await (await processLimiter()).consume(action, scope, client);
}

/** Gives back a call limitRate or limitRateFor counted, for budgets of failures only. */
export async function rewardRate(action: RateLimitedAction, scope: string, client: string): Promise<void> {
  await (await processLimiter()).reward(action, scope, client);
}
