import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { forgetBrand, forgetEverything } from "@/lib/server/cache/process-cache";
import { BODY_KEY_HEADER } from "@/lib/server/http/body-key";
import { SHARED_RESPONSE_HEADER as APP_HEADER } from "@/lib/server/http/shared-response";
import { compressOnce } from "./compress-once.mjs";
import { forgottenWithTheApp, SHARED_RESPONSE_HEADER, SharedResponses, sharedCache } from "./shared-cache.mjs";

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

const menu = JSON.stringify({ products: Array.from({ length: 150 }, (_, i) => ({ id: i, label: `Arepa ${i}` })) });
let calls = 0;
let version = "v1";

// A stand-in for Next behind compressOnce: the cached menu API as lib/server/http/menu-response.ts answers, and
// responses that must not be kept.
function app(req: http.IncomingMessage, res: http.ServerResponse) {
  calls++;
  const url = new URL(req.url!, "http://x");
  const shared = (vary = "rsc, next-router-state-tree, host") => {
    res.setHeader("content-type", "application/json; charset=utf-8");
    res.setHeader("etag", `"${version}"`);
    res.setHeader("cache-control", "public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    res.setHeader("vary", vary);
    res.setHeader(SHARED_RESPONSE_HEADER, url.searchParams.get("brand") ?? "fogon");
  };
  if (url.pathname === "/api/cached/menu") {
    shared();
    if (req.headers["if-none-match"] === `"${version}"`) {
      res.statusCode = 304;
      return res.end();
    }
    res.setHeader(BODY_KEY_HEADER, `menu:${version}`);
    res.flushHeaders(); // as Next does before piping a route handler's body
    res.write(menu.slice(0, 100));
    res.end(menu.slice(100));
  } else if (url.pathname === "/api/cached/by-cookie") {
    shared("host, cookie");
    res.end(menu);
  } else if (url.pathname === "/api/cached/any") {
    shared("*");
    res.end(menu);
  } else if (url.pathname === "/api/cached/with-cookie") {
    shared();
    res.setHeader("set-cookie", "lang=es");
    res.end(menu);
  } else if (url.pathname === "/api/cached/unmarked") {
    res.setHeader("cache-control", "public, s-maxage=60");
    res.end(menu);
  } else if (url.pathname === "/api/cached/missing") {
    shared();
    res.statusCode = 404;
    res.end("{}");
  } else {
    shared(); // a marked response outside the cached host is never kept
    res.end(menu);
  }
}

let clock = 0;
let responses: SharedResponses;
let server: http.Server;
beforeAll(async () => {
  responses = forgottenWithTheApp(new SharedResponses(64 * 1024, () => clock));
  server = http.createServer(sharedCache(compressOnce(app), responses));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  responses.clear();
  calls = 0;
  clock = 0;
  version = "v1";
});

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Reply> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method, headers: { host: "fogon.localhost", "accept-encoding": "gzip, deflate, br", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("sharedCache", () => {
  it("has the app's name for the mark", () => {
    expect(SHARED_RESPONSE_HEADER).toBe(APP_HEADER);
  });

  it("answers a kept response again without the app: the same status, headers and compressed bytes, never the mark", async () => {
    const first = await get("/api/cached/menu?lang=es");
    const second = await get("/api/cached/menu?lang=es");
    expect(calls).toBe(1);
    for (const reply of [first, second]) {
      expect(reply.status).toBe(200);
      expect(reply.headers[SHARED_RESPONSE_HEADER]).toBeUndefined();
      expect(reply.headers[BODY_KEY_HEADER]).toBeUndefined();
      expect(reply.headers["content-encoding"]).toBe("br");
      expect(reply.headers.etag).toBe('"v1"');
      expect(brotliDecompressSync(reply.body).toString()).toBe(menu);
    }
    expect(second.headers).toMatchObject({ "content-length": first.headers["content-length"], vary: first.headers.vary, "cache-control": first.headers["cache-control"] });
  });

  it("answers 304 from memory to a request that holds the kept version, and the body to one that holds another", async () => {
    await get("/api/cached/menu?lang=es");
    const held = await get("/api/cached/menu?lang=es", { "if-none-match": 'W/"v0", "v1"' });
    expect(held.status).toBe(304);
    expect(held.body.length).toBe(0);
    expect(held.headers.etag).toBe('"v1"');
    const older = await get("/api/cached/menu?lang=es", { "if-none-match": '"v0"' });
    expect(older.status).toBe(200);
    expect(calls).toBe(1);
  });

  it("keeps one copy per host, URL, scheme and coding", async () => {
    await get("/api/cached/menu?lang=es");
    await get("/api/cached/menu?lang=en");
    await get("/api/cached/menu?lang=es", { host: "luna.localhost" });
    await get("/api/cached/menu?lang=es", { "x-forwarded-proto": "https" });
    const gzip = await get("/api/cached/menu?lang=es", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(calls).toBe(5);
    await get("/api/cached/menu?lang=es", { "accept-encoding": "gzip" });
    expect(calls).toBe(5);
  });

  it("answers a kept copy only to requests that say the same in every header it varies by", async () => {
    await get("/api/cached/by-cookie", { cookie: "lang=es" });
    await get("/api/cached/by-cookie", { cookie: "lang=es" });
    expect(calls).toBe(1);
    await get("/api/cached/by-cookie", { cookie: "lang=en" });
    await get("/api/cached/by-cookie");
    expect(calls).toBe(3);
    // Next adds its router's headers to every Vary: a fetch sends none of them, a router request does
    await get("/api/cached/menu?lang=es");
    await get("/api/cached/menu?lang=es", { rsc: "1" });
    expect(calls).toBe(5);
  });

  it("keeps nothing the app did not mark, nor what varies by *, sets a cookie or is not a 200", async () => {
    for (const path of ["/api/cached/unmarked", "/api/cached/any", "/api/cached/with-cookie", "/api/cached/missing"]) {
      const first = await get(path);
      await get(path);
      expect(first.headers[SHARED_RESPONSE_HEADER]).toBeUndefined();
    }
    await get("/api/v1/menu");
    await get("/api/v1/menu");
    expect(calls).toBe(10);
    expect(responses.size).toBe(0);
  });

  it("lets a HEAD through to the app, without the mark", async () => {
    const head = await get("/api/cached/menu?lang=es", {}, "HEAD");
    expect(head.headers[SHARED_RESPONSE_HEADER]).toBeUndefined();
    expect(responses.size).toBe(0);
  });

  it("asks the app again once the kept copy's s-maxage is over", async () => {
    await get("/api/cached/menu?lang=es");
    clock = 59_999;
    await get("/api/cached/menu?lang=es");
    expect(calls).toBe(1);
    version = "v2";
    clock = 60_000;
    expect((await get("/api/cached/menu?lang=es")).headers.etag).toBe('"v2"');
    expect(calls).toBe(2);
  });

  it("drops a brand's copies when the app forgets the brand (an import, a lock, a sale, a dish sold out), and all of them when it forgets everything", async () => {
    await get("/api/cached/menu?lang=es&brand=fogon");
    await get("/api/cached/menu?lang=es&brand=luna");
    version = "v2";
    forgetBrand("fogon");
    expect((await get("/api/cached/menu?lang=es&brand=fogon")).headers.etag).toBe('"v2"');
    expect((await get("/api/cached/menu?lang=es&brand=luna")).headers.etag).toBe('"v1"');
    expect(calls).toBe(3);
    forgetEverything();
    expect((await get("/api/cached/menu?lang=es&brand=luna")).headers.etag).toBe('"v2"');
  });

  it("holds at most its bytes: the least recently used copy goes first", async () => {
    const small = new SharedResponses(100, () => 0);
    const entry = (slug: string) => ({ slug, headers: {}, body: Buffer.alloc(40), expires: 1, varied: [], values: [] });
    small.set("a", entry("a"));
    small.set("b", entry("b"));
    small.get("a");
    small.set("c", entry("c"));
    expect(small.get("b")).toBeUndefined();
    expect(small.get("a")).toBeDefined();
    expect(small.get("c")).toBeDefined();
  });
});
