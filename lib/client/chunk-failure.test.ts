import { CHUNK_TIMEOUT_MS, isChunkLoadError, withChunkTimeout } from "./chunk-failure";

describe("chunk load failures (product §8, §9)", () => {
  it("recognises the ways bundlers and browsers say a chunk could not be loaded, and nothing else", () => {
    expect(isChunkLoadError(Object.assign(new Error("x"), { name: "ChunkLoadError" }))).toBe(true);
    expect(isChunkLoadError(new Error("Failed to load chunk /_next/static/chunks/abc.js from module 123"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/_next/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Loading chunk 42 failed."))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("gives up on a chunk still loading after 120 s", async () => {
    jest.useFakeTimers();
    try {
      const never = new Promise(() => undefined);
      const raced = withChunkTimeout(never);
      jest.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
      await Promise.resolve();
      let settled = false;
      void raced.catch(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(raced).rejects.toMatchObject({ name: "ChunkLoadError" });
    } finally {
      jest.useRealTimers();
    }
  });

  it("passes a chunk that loads through, and stops its timer", async () => {
    await expect(withChunkTimeout(Promise.resolve("module"))).resolves.toBe("module");
  });
});
