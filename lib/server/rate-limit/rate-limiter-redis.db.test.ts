import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { ApiError } from "@/lib/domain/http/api-errors";
import { RATE_LIMITS } from "@/lib/domain/http/rate-limits";
import { createRateLimiter } from "./rate-limiter";

/**
 * Two replicas on one Redis. `npm run test:postgres` points TEST_REDIS_URL at 127.0.0.1:6379 (not REDIS_URL:
 * that would move every route test's limiter to Redis, where their budgets would outlive the run);
 * `TEST_REDIS_URL=redis://host:6379 node scripts/jest.mjs --ci lib/server/rate-limit` runs it alone.
 */
const url = process.env.TEST_REDIS_URL;
const describeWithRedis = url ? describe : describe.skip;
if (!url) console.info("Skipping the Redis rate-limit tests: TEST_REDIS_URL is unset (npm run test:postgres sets it)");

const limits = { ...RATE_LIMITS, coupon_check: { points: 3, seconds: 60 }, order_create: { points: 1, seconds: 1 } };
const prefix = `comanda:test:${randomUUID()}`;
const clients: Redis[] = [];

/** A replica's limiter on its own connection to the shared Redis, once that connection is ready. */
async function replica() {
  const redis = new Redis(url!, { maxRetriesPerRequest: 1 });
  clients.push(redis);
  if (redis.status !== "ready") await new Promise((resolve, reject) => redis.once("ready", resolve).once("error", reject));
  return createRateLimiter({ redis, prefix, limits });
}

async function refused(consume: Promise<void>): Promise<ApiError | null> {
  return consume.then(
    () => null,
    (error: unknown) => {
      if (error instanceof ApiError) return error;
      throw error;
    },
  );
}

afterAll(async () => {
  const [first] = clients;
  const keys = first ? await first.keys(`${prefix}:*`) : [];
  if (keys.length) await first!.del(...keys);
  await Promise.all(clients.map((client) => client.quit()));
});

describeWithRedis("rate limits on Redis", () => {
  it("give two replicas one budget per client and brand", async () => {
    const [a, b] = await Promise.all([replica(), replica()]);
    await a.consume("coupon_check", "1", "203.0.113.7");
    await b.consume("coupon_check", "1", "203.0.113.7");
    await a.consume("coupon_check", "1", "203.0.113.7");
    const refusal = await refused(b.consume("coupon_check", "1", "203.0.113.7"));
    expect(refusal).toMatchObject({ code: "rate_limited", status: 429 });
    expect(refusal!.detail.retry_after).toBeGreaterThanOrEqual(1);
    expect(refusal!.detail.retry_after).toBeLessThanOrEqual(60);
    expect(await refused(a.consume("coupon_check", "1", "203.0.113.7"))).not.toBeNull();
    // Another brand or another client starts its own count.
    expect(await refused(b.consume("coupon_check", "2", "203.0.113.7"))).toBeNull();
    expect(await refused(a.consume("coupon_check", "1", "198.51.100.9"))).toBeNull();
    expect(await clients[0]!.keys(`${prefix}:coupon_check:*`)).toHaveLength(3);
  });

  it("give a call back on reward, seen by every replica", async () => {
    const [a, b] = await Promise.all([replica(), replica()]);
    for (let i = 0; i < 3; i++) await a.consume("coupon_check", "1", "203.0.113.9");
    await b.reward("coupon_check", "1", "203.0.113.9");
    expect(await refused(a.consume("coupon_check", "1", "203.0.113.9"))).toBeNull();
    expect(await refused(b.consume("coupon_check", "1", "203.0.113.9"))).toMatchObject({ code: "rate_limited" });
  });

  it("open the budget again for every replica when the window ends", async () => {
    const [a, b] = await Promise.all([replica(), replica()]);
    await a.consume("order_create", "1", "203.0.113.8");
    expect(await refused(b.consume("order_create", "1", "203.0.113.8"))).toMatchObject({ code: "rate_limited", detail: { retry_after: 1 } });
    // The window is 1 s; Redis expires the key, so poll rather than guess the moment (10 s is generous).
    const deadline = Date.now() + 10_000;
    let allowed = false;
    while (!allowed && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      allowed = (await refused(b.consume("order_create", "1", "203.0.113.8"))) === null;
    }
    expect(allowed).toBe(true);
  });
});
