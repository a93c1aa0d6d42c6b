import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { CACHE_LAYERS, FRONT_SECONDS, PAGE_REVALIDATE_SECONDS, PROCESS_CACHE_NAMES } from "./cache-map";

const root = path.join(__dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("the cache map is what runs", () => {
  it("names every process cache the code opens, and no other", () => {
    const sources = execFileSync("git", ["grep", "-h", "-o", 'processCache<[^>]*>("[a-z-]*"', "--", "lib", "app"], { cwd: root, encoding: "utf8" });
    const opened = new Set([...sources.matchAll(/\("([a-z-]+)"/g)].map((match) => match[1]));
    opened.delete("menu-test"); // lib/server/cache/process-cache.test.ts
    expect([...opened].sort()).toEqual([...PROCESS_CACHE_NAMES].sort());
  });

  it("gives the front's lifetime as deploy/nginx/comanda.conf sets it", () => {
    const valid = /proxy_cache_valid [\d ]+ (\d+)s; # COMANDA_FRONT_SECONDS/.exec(read("deploy/nginx/comanda.conf"));
    expect(Number(valid?.[1])).toBe(FRONT_SECONDS);
  });

  it("gives the pages' lifetime as their layout sets it (Next reads it as a literal)", () => {
    expect(read("app/[instance]/[locale]/(site)/layout.tsx")).toContain(`export const revalidate = ${PAGE_REVALIDATE_SECONDS};`);
  });

  it("points at code that exists", () => {
    for (const layer of CACHE_LAYERS) expect([layer.name, read(layer.code.split(/;| \(/)[0]!).length > 0]).toEqual([layer.name, true]);
  });
});
