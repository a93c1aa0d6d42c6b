import { TtlCache } from "./ttl-cache";

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("TtlCache", () => {
  it("serves a value for its TTL, then reloads it", async () => {
    const time = clock();
    const cache = new TtlCache<number>(60_000, undefined, time.now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    time.advance(59_999);
    expect(await cache.get("a", load)).toBe(1);
    time.advance(2);
    expect(await cache.get("a", load)).toBe(2);
  });

  it("serves the stale value and reports it when a reload fails", async () => {
    const time = clock();
    const stale: string[] = [];
    const cache = new TtlCache<string>(1_000, (key) => stale.push(key), time.now);
    await cache.get("brand", async () => "v1");
    time.advance(5_000);
    expect(await cache.get("brand", async () => Promise.reject(new Error("down")))).toBe("v1");
    expect(stale).toEqual(["brand"]);
  });

  it("fails when there is nothing stale to serve", async () => {
    const cache = new TtlCache<string>(1_000);
    await expect(cache.get("x", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
  });

  it("shares one load between concurrent callers", async () => {
    const cache = new TtlCache<number>(1_000);
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)])).toEqual([1, 1, 1]);
  });

  it("forgets chosen entries", async () => {
    const cache = new TtlCache<string>(60_000);
    await cache.get("a", async () => "old");
    cache.delete((key) => key === "a");
    expect(await cache.get("a", async () => "new")).toBe("new");
  });

  it("never keeps a load begun before a change, nor hands it to callers who ask after it", async () => {
    const cache = new TtlCache<string>(60_000);
    let finish: (value: string) => void = () => {};
    // a render reads the brand just before staff put a dish back on sale…
    const before = cache.get("menu", () => new Promise<string>((resolve) => (finish = resolve)));
    cache.delete((key) => key === "menu");
    // …and a diner's check right after the change loads afresh instead of joining it
    expect(await cache.get("menu", async () => "back on sale")).toBe("back on sale");
    finish("sold out");
    expect(await before).toBe("sold out");
    expect(await cache.get("menu", async () => "loaded again")).toBe("back on sale");
  });
});

test("holds at most its bound, the least recently read going first", async () => {
  const cache = new TtlCache<string>(60_000, undefined, Date.now, 2);
  await cache.get("a", async () => "A");
  await cache.get("b", async () => "B");
  await cache.get("a", async () => "never loaded again");
  await cache.get("c", async () => "C");
  expect(cache.size).toBe(2);
  expect(await cache.get("a", async () => "reloaded")).toBe("A");
  expect(await cache.get("b", async () => "reloaded")).toBe("reloaded");
});
