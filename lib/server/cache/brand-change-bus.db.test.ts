import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { BRAND_CHANGES_CHANNEL, brandChangeBus, type BrandChangeBus } from "./brand-change-bus";

/**
 * Replicas on one Redis. `npm run test:postgres` sets TEST_REDIS_URL (127.0.0.1:6379);
 * `TEST_REDIS_URL=redis://127.0.0.1:6379 node scripts/jest.mjs --ci lib/server/cache` runs it alone.
 */
const url = process.env.TEST_REDIS_URL;
const describeWithRedis = url ? describe : describe.skip;
if (!url) console.info("Skipping the brand-change bus tests: TEST_REDIS_URL is unset (npm run test:postgres sets it)");

jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

const channel = `comanda:test:${randomUUID()}`;
const buses: BrandChangeBus[] = [];

/** A replica's bus and what it heard: the slugs announced, and how many times it had to resync. */
function replica(name = `comanda-test-${randomUUID()}`, on = channel) {
  const heard: string[] = [];
  const resyncs = { count: 0 };
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());
  const bus = brandChangeBus({
    url: url!,
    channel: on,
    name,
    onChange: (slug) => {
      heard.push(slug);
      wake();
    },
    onResync: () => {
      resyncs.count++;
      wake();
    },
  });
  buses.push(bus);
  /** Resolves once `done()` holds, re-checked at each thing this replica hears (no timers). */
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  return { bus, heard, resyncs, until, name };
}

/** The bus this process started in listenForBrandChanges (kept on globalThis, as every replica keeps it). */
const processBus = () => (globalThis as { [key: symbol]: BrandChangeBus | undefined })[Symbol.for("comanda.brand-changes")];

afterAll(async () => {
  await Promise.all([...buses, processBus()].map(async (bus) => bus?.close()));
});

describeWithRedis("brand changes between replicas (Redis pub/sub)", () => {
  it("tell every replica, the announcing one too, which brand changed", async () => {
    const [a, b] = [replica(), replica()];
    await Promise.all([a.bus.ready, b.bus.ready]);

    await a.bus.announce("fogon-andino");
    await b.bus.announce("mercado-luna");

    await Promise.all([a.until(() => a.heard.length === 2), b.until(() => b.heard.length === 2)]);
    expect(b.heard).toEqual(["fogon-andino", "mercado-luna"]);
    expect(a.heard).toEqual(["fogon-andino", "mercado-luna"]);
  });

  it("make a replica whose link to Redis broke drop everything once it is back, and keep it listening", async () => {
    const [a, b] = [replica(), replica()];
    await Promise.all([a.bus.ready, b.bus.ready]);
    const before = b.resyncs.count;

    const admin = new Redis(url!);
    const clients = (await admin.client("LIST")) as string;
    const id = clients.split("\n").find((line) => line.includes(` name=${b.name} `))?.match(/^id=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await admin.client("KILL", "ID", id!);
    await admin.quit();

    await b.until(() => b.resyncs.count > before);
    await a.bus.announce("cafe-parque");
    await b.until(() => b.heard.includes("cafe-parque"));
  });

  it("drop the announced brand's copies in every replica's process caches, not other brands'", async () => {
    process.env.REDIS_URL = url;
    const { listenForBrandChanges } = await import("./brand-changes");
    const { processCache } = await import("./process-cache");
    const { invalidateBrand } = await import("./invalidate-brand");
    listenForBrandChanges();
    await processBus()!.ready;
    const menus = processCache<string>("menu");
    await menus.get("fogon-andino|1|delivery|es", async () => "old fogón menu");
    await menus.get("mercado-luna|1|delivery|es", async () => "luna menu");
    const other = replica(undefined, BRAND_CHANGES_CHANNEL);
    await other.bus.ready;

    // The import happened on "another replica": this process only hears about it, on its own link to Redis,
    // so wait (5 s at most) until it has.
    await other.bus.announce("fogon-andino");
    const deadline = Date.now() + 5_000;
    let menu = "";
    while ((menu = await menus.get("fogon-andino|1|delivery|es", async () => "new fogón menu")) !== "new fogón menu" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(menu).toBe("new fogón menu");
    expect(await menus.get("mercado-luna|1|delivery|es", async () => "reloaded")).toBe("luna menu");

    // And a change made here is announced to the others.
    await invalidateBrand("tienda-prueba");
    await other.until(() => other.heard.includes("tienda-prueba"));
  });
});
