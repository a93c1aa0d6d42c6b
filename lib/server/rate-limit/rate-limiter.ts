import "server-only";
import type { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { ApiError } from "@/lib/domain/http/api-errors";
import { RATE_LIMITS, retryAfterSeconds, type RateLimit, type RateLimitedAction } from "@/lib/domain/http/rate-limits";

export interface RateLimiter {
  /** Counts one call of `action` by `client` within `scope` (a brand); throws ApiError rate_limited past the budget. */
  consume(action: RateLimitedAction, scope: string, client: string): Promise<void>;
  /** Gives back one call counted by consume, for budgets that count only failures (a sign-in that succeeded). */
  reward(action: RateLimitedAction, scope: string, client: string): Promise<void>;
}

export interface RateLimiterOptions {
  /** counts in Redis, shared with every limiter on the same server and prefix; else in this process's memory */
  redis?: Redis;
  /** namespaces the keys in Redis */
  prefix?: string;
  /** the budgets; lib/domain/http/rate-limits.ts unless a test needs a tiny window */
  limits?: Record<RateLimitedAction, RateLimit>;
}

/**
 * The budgets of lib/domain/http/rate-limits.ts, counted by rate-limiter-flexible. On Redis, a memory limiter
 * insures each call: while Redis is unreachable or still connecting, this replica counts alone rather than
 * failing the request or letting everything through.
 */
export function createRateLimiter({ redis, prefix = "comanda:rl", limits = RATE_LIMITS }: RateLimiterOptions = {}): RateLimiter {
  const limiters = new Map<RateLimitedAction, RateLimiterAbstract>();
  const limiterFor = (action: RateLimitedAction) => {
    let limiter = limiters.get(action);
    if (!limiter) {
      const { points, seconds: duration } = limits[action];
      const keyPrefix = `${prefix}:${action}`;
      const memory = new RateLimiterMemory({ points, duration, keyPrefix });
      limiter = redis ? new RateLimiterRedis({ storeClient: redis, points, duration, keyPrefix, rejectIfRedisNotReady: true, insuranceLimiter: memory }) : memory;
      limiters.set(action, limiter);
    }
    return limiter;
  };

  return {
    async consume(action, scope, client) {
      try {
        await limiterFor(action).consume(`${scope}:${client}`);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const retryAfter = retryAfterSeconds(rejection.msBeforeNext);
        throw new ApiError("rate_limited", `Too many ${action} calls from this client; retry in ${retryAfter} s`, { retry_after: retryAfter });
      }
    },
    async reward(action, scope, client) {
      await limiterFor(action).reward(`${scope}:${client}`);
    },
  };
}
