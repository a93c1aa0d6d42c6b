import { parseZodWithoutEval } from "./zod-without-eval";

describe("parseZodWithoutEval", () => {
  it("holds for zod loaded after it, and for the zod already loaded", async () => {
    parseZodWithoutEval();
    const { config, z } = await import("zod");
    expect(config().jitless).toBe(true);
    config({ jitless: false });
    parseZodWithoutEval();
    expect(config().jitless).toBe(true);
    // parsing still works the interpreted way
    expect(z.object({ name: z.string() }).parse({ name: "Ana", extra: 1 })).toEqual({ name: "Ana" });
  });
});
