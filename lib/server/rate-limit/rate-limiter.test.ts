import { Redis } from "ioredis";
import { ApiError } from "@/lib/domain/http/api-errors";
import { RATE_LIMITS } from "@/lib/domain/http/rate-limits";
import { createRateLimiter } from "./rate-limiter";

const limits = { ...RATE_LIMITS, coupon_check: { points: 3, seconds: 60 } };

/** The refusal of one call, or null when it was allowed. */
async function refusal(consume: Promise<void>): Promise<ApiError | null> {
  try {
    await consume;
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe("createRateLimiter in memory", () => {
  afterEach(() => jest.useRealTimers());

  it("allows the budget, then refuses as rate_limited with the seconds until the window ends", async () => {
    jest.useFakeTimers({ now: new Date("2026-11-23T12:00:00Z") });
    const limiter = createRateLimiter({ limits });
    for (let i = 0; i < 3; i++) expect(await refusal(limiter.consume("coupon_check", "1", "203.0.113.7"))).toBeNull();
    jest.advanceTimersByTime(20_000);
    const refused = await refusal(limiter.consume("coupon_check", "1", "203.0.113.7"));
    expect(refused).toMatchObject({ code: "rate_limited", status: 429, detail: { retry_after: 40 } });
  });

  it("counts each brand and each client apart, and each action on its own budget", async () => {
    const limiter = createRateLimiter({ limits });
    for (let i = 0; i < 3; i++) await limiter.consume("coupon_check", "1", "203.0.113.7");
    expect(await refusal(limiter.consume("coupon_check", "1", "203.0.113.7"))).not.toBeNull();
    expect(await refusal(limiter.consume("coupon_check", "2", "203.0.113.7"))).toBeNull();
    expect(await refusal(limiter.consume("coupon_check", "1", "198.51.100.9"))).toBeNull();
    expect(await refusal(limiter.consume("order_create", "1", "203.0.113.7"))).toBeNull();
  });

  it("allows the client again once its window has passed", async () => {
    jest.useFakeTimers({ now: new Date("2026-11-23T12:00:00Z") });
    const limiter = createRateLimiter({ limits });
    for (let i = 0; i < 3; i++) await limiter.consume("coupon_check", "1", "203.0.113.7");
    jest.advanceTimersByTime(59_000);
    expect(await refusal(limiter.consume("coupon_check", "1", "203.0.113.7"))).not.toBeNull();
    jest.advanceTimersByTime(1_001);
    expect(await refusal(limiter.consume("coupon_check", "1", "203.0.113.7"))).toBeNull();
  });

  it("gives a call back on reward, so a budget of failures only lets successes through (staff sign-in)", async () => {
    const limiter = createRateLimiter({ limits });
    for (let i = 0; i < 5; i++) {
      await limiter.consume("coupon_check", "1", "ana@marca.co");
      await limiter.reward("coupon_check", "1", "ana@marca.co");
    }
    for (let i = 0; i < 3; i++) await limiter.consume("coupon_check", "1", "ana@marca.co");
    expect(await refusal(limiter.consume("coupon_check", "1", "ana@marca.co"))).toMatchObject({ code: "rate_limited" });
  });

  it("keeps limiting in memory while Redis cannot be reached", async () => {
    const redis = new Redis("redis://127.0.0.1:1", { lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null });
    try {
      const limiter = createRateLimiter({ redis, limits });
      for (let i = 0; i < 3; i++) expect(await refusal(limiter.consume("coupon_check", "1", "203.0.113.7"))).toBeNull();
      expect(await refusal(limiter.consume("coupon_check", "1", "203.0.113.7"))).toMatchObject({ code: "rate_limited" });
    } finally {
      redis.disconnect();
    }
  });
});
