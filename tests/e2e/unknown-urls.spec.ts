import { existsSync, readdirSync } from "node:fs";
import { expect } from "@playwright/test";
import { test } from "./hydrated";
import { serverUrl } from "./support";

/** Every file Next may write while serving: rendered pages (server/) and data, images and fetches (cache/). */
function filesNextWrote(): number {
  return [".next/server", ".next/cache"].filter((dir) => existsSync(dir)).reduce((sum, dir) => sum + readdirSync(dir, { recursive: true }).length, 0);
}

// Each unknown path renders a 404 that Next caches per path; on disk that was ~7 files and ~90 kB per URL, for
// good (300 URLs → +22 MB). next.config.mjs keeps rendered pages in a bounded memory LRU instead.
test("unknown URLs, however many, write nothing to disk", async ({ request }) => {
  const unknown = (i: number) => [`/no-such-page-${i}`, `/chapinero/menu/delivery/view/no-such-product-${i}`, `/no-such-branch-${i}/precheckout`];
  const ask = (path: string) => request.get(`${serverUrl}${path}`, { headers: { host: "fogon-andino.localhost" }, maxRedirects: 0 });
  // A first round renders the not-found page once, so whatever the server writes only once is already there.
  for (const path of unknown(0)) expect((await ask(path)).status(), path).toBe(404);
  const before = filesNextWrote();

  for (let i = 1; i <= 40; i++) for (const path of unknown(i)) expect((await ask(path)).status(), path).toBe(404);

  expect(filesNextWrote()).toBe(before);
  // Known pages are still cached (in memory): once rendered, they are hits. Rendered earlier in the suite, the
  // page may be older than its 60 s by now: a stale copy is answered while it renders again in the background.
  await expect.poll(async () => (await ask("/chapinero")).headers()["x-nextjs-cache"]).toBe("HIT");
});
