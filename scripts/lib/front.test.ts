import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { NGINX, siteConfig, startFront } from "./front.mjs";

const SITE = readFileSync(path.join(__dirname, "../../deploy/nginx/comanda.conf"), "utf8");

describe("deploy/nginx/comanda.conf as the scripts run it", () => {
  it("sets the cache folder, the replicas and the address, and nothing else", () => {
    const site = siteConfig(SITE, { port: 3900, replicaPorts: [3901, 3902], cacheDir: "/tmp/front-cache" });
    expect(site).toMatch(/^proxy_cache_path \/tmp\/front-cache levels=1:2 keys_zone=comanda/m);
    expect(site).toContain("server 127.0.0.1:3901 max_fails=1 fail_timeout=2s;\n    server 127.0.0.1:3902");
    expect(site).toMatch(/^\s+listen 127\.0\.0\.1:3900;$/m);
    expect(site.split("\n").length).toBe(SITE.split("\n").length + 1);
  });

  it("refuses a deploy file that lost a line the scripts set", () => {
    expect(() => siteConfig(SITE.replace("# listen", ""), { port: 1, replicaPorts: [2], cacheDir: "/tmp/x" })).toThrow(/listen/);
  });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

// The real nginx in front of a stand-in replica that answers as the app does (its Cache-Control, cookies, bodies).
const describeWithNginx = existsSync(NGINX) ? describe : describe.skip;

describeWithNginx("what nginx keeps, compresses and passes on", () => {
  const seen: http.IncomingHttpHeaders[] = [];
  const hits = new Map<string, number>();
  const slowArrivals: number[] = [];
  const arrivals = new Map<string, number[]>();
  let replica: http.Server;
  let front: Awaited<ReturnType<typeof startFront>>;
  let dir: string;
  const body = JSON.stringify({ menu: "x".repeat(4_000) });

  beforeAll(async () => {
    replica = http.createServer((req, res) => {
      const url = req.url ?? "/";
      seen.push(req.headers);
      hits.set(url, (hits.get(url) ?? 0) + 1);
      arrivals.set(url, [...(arrivals.get(url) ?? []), Date.now()]);
      const headers: http.OutgoingHttpHeaders = { "content-type": "application/json" };
      if (url.startsWith("/api/cached/")) {
        // the cached menu JSON, slow to make: each copy says which request of the app's made it
        const copy = `menu ${hits.get(url)}`;
        headers["cache-control"] = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
        setTimeout(() => res.writeHead(200, headers).end(copy), 300);
        return;
      }
      if (url.startsWith("/shared") || url.startsWith("/branch")) headers["cache-control"] = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
      else if (url.startsWith("/private")) headers["cache-control"] = "private, no-cache, no-store, max-age=0, must-revalidate";
      else if (url.startsWith("/cookie")) Object.assign(headers, { "cache-control": "public, s-maxage=60", "set-cookie": "lang=en; Path=/" });
      else if (url.startsWith("/_next/static/")) headers["cache-control"] = "public, max-age=31536000, immutable";
      const told = { forwardedFor: req.headers["x-forwarded-for"], supplier: req.headers.supplier_id };
      const answer = url.startsWith("/who") ? JSON.stringify(told) : body;
      if (url.startsWith("/slow")) {
        // a private answer that takes a while: an unknown host's 404, the menu API under load
        slowArrivals.push(Date.now());
        headers["cache-control"] = "private, no-store";
        setTimeout(() => res.writeHead(200, headers).end(answer), 300);
        return;
      }
      // as Next does: gzip when asked
      if (String(req.headers["accept-encoding"] ?? "").includes("gzip")) Object.assign(headers, { "content-encoding": "gzip", vary: "Accept-Encoding" });
      res.writeHead(200, headers).end(headers["content-encoding"] ? gzipSync(answer) : answer);
    });
    await new Promise<void>((resolve) => replica.listen(0, "127.0.0.1", resolve));
    const replicaPort = (replica.address() as AddressInfo).port;
    dir = mkdtempSync(path.join(tmpdir(), "front-"));
    front = await startFront(await freePort(), [replicaPort], { dir });
  }, 30_000);

  afterAll(async () => {
    await front?.stop();
    await new Promise((resolve) => replica.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (urlPath: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port: front.port, path: urlPath, headers: { host: "casa.localhost", ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });

  const post = (urlPath: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .request({ host: "127.0.0.1", port: front.port, path: urlPath, method: "POST", headers: { host: "casa.localhost", "content-type": "application/json" } }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        })
        .on("error", reject)
        .end("{}");
    });

  it("keeps what the app marks s-maxage: the second diner's request never reaches a replica", async () => {
    await get("/shared/menu.json");
    const again = await get("/shared/menu.json");
    expect(hits.get("/shared/menu.json")).toBe(1);
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(again.body.toString()).toBe(body);
  });

  it("keeps it for a second only, whatever its s-maxage: a sold-out dish is not hidden for a minute", async () => {
    await get("/shared/short.json");
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const after = await get("/shared/short.json"); // expired: fetched again, never the old copy meanwhile
    expect([after.headers["x-cache"], hits.get("/shared/short.json")]).toEqual(["EXPIRED", 2]);
  });

  it("has one request refresh an expired menu JSON while the others of that moment get the old copy, never an older one", async () => {
    const url = "/api/cached/v1/menu/centro/delivery.json";
    expect((await get(url)).body.toString()).toBe("menu 1");
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // nginx counts whole seconds: expired by now
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(url)));
    expect(hits.get(url)).toBe(2);
    expect(answers.map((a) => `${a.headers["x-cache"]} ${a.body.toString()}`).sort()).toEqual(["EXPIRED menu 2", ...Array(7).fill("UPDATING menu 1")]);
    // after a quiet moment the first request fetches the menu and waits for it: a dish sold out meanwhile shows
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const after = await get(url);
    expect([after.headers["x-cache"], after.body.toString(), hits.get(url)]).toEqual(["EXPIRED", "menu 3", 3]);
  });

  it("never keeps a private answer, nor one that sets a cookie", async () => {
    for (const url of ["/private/order", "/cookie/page"]) {
      await get(url);
      await get(url);
      expect(hits.get(url)).toBe(2);
    }
  });

  it("never makes a request wait for another's answer it will not keep: all of them reach the app at once", async () => {
    // nginx's cache lock would let one through and hold the others, polling every 500 ms, then send them anyway
    await Promise.all(Array.from({ length: 8 }, () => get("/slow/404")));
    expect(slowArrivals).toHaveLength(8);
    expect(Math.max(...slowArrivals) - Math.min(...slowArrivals)).toBeLessThan(250);
  });

  it("passes a flood of analytics beacons to the app at its pace, every one of them, while an order goes at once", async () => {
    const perSecond = Number(SITE.match(/zone=comanda_beacons:\S+ rate=(\d+)r\/s/)?.[1]);
    const beacons = perSecond + 1;
    const sent = Date.now();
    const answers = Promise.all(Array.from({ length: beacons }, (_, i) => post(i % 2 ? "/api/v1/trackings" : "/api/v1/performance_metrics")));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await post("/api/v1/orders")).toBe(200);
    const orderArrived = arrivals.get("/api/v1/orders")![0]!;
    expect(await answers).toEqual(Array(beacons).fill(200));
    const beaconArrivals = [...arrivals.get("/api/v1/trackings")!, ...arrivals.get("/api/v1/performance_metrics")!];
    expect(beaconArrivals).toHaveLength(beacons);
    // the order overtook the queue: sent after every beacon, it reached the app while many were still held (an
    // order in line behind them would arrive after all; a clock bound would fail on a loaded machine)
    expect(beaconArrivals.filter((at) => at > orderArrived).length).toBeGreaterThanOrEqual(beacons / 4);
    // the first goes at once, then one every 1/perSecond s: the last a second after
    expect(Math.max(...beaconArrivals) - sent).toBeGreaterThanOrEqual(900);
  });

  it("always passes a call with credentials to the app", async () => {
    await get("/shared/operator.json");
    await get("/shared/operator.json", { authorization: "Bearer key" });
    expect(hits.get("/shared/operator.json")).toBe(2);
  });

  it("lets a bare /{branch} reach the app when the diner's cookies remember a choice, and no other page", async () => {
    const remembered = { cookie: "service=delivery; lang=en" };
    await get("/branch-a", remembered);
    await get("/branch-a", remembered);
    await get("/branch-a?utm_source=ig", remembered);
    await get("/branch-a?utm_source=ig", remembered);
    expect([hits.get("/branch-a"), hits.get("/branch-a?utm_source=ig")]).toEqual([2, 2]);
    for (const url of ["/branch-b", "/branch-c?service=delivery", "/branch-d?lang=en&service=on_table", "/branch-e/md"]) {
      await get(url, url === "/branch-b" ? {} : remembered);
      await get(url, url === "/branch-b" ? {} : remembered);
      expect([url, hits.get(url)]).toEqual([url, 1]);
    }
  });

  it("keeps one compressed copy per coding: a page is compressed once, not per request", async () => {
    const browser = { "accept-encoding": "gzip, deflate, br" };
    const first = await get("/shared/gz.json", browser);
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(first.body).toString()).toBe(body);
    expect(seen.at(-1)?.["accept-encoding"]).toBe("gzip");
    const again = await get("/shared/gz.json", { "accept-encoding": "br, gzip" });
    expect([again.headers["x-cache"], hits.get("/shared/gz.json")]).toEqual(["HIT", 1]);
    const plain = await get("/shared/gz.json");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(body);
    expect(hits.get("/shared/gz.json")).toBe(2);
    // the router's payload of the same URL is its own copy
    await get("/shared/gz.json", { ...browser, rsc: "1" });
    expect(hits.get("/shared/gz.json")).toBe(3);
  });

  it("keeps Next's hashed files", async () => {
    await get("/_next/static/chunks/app.js");
    const again = await get("/_next/static/chunks/app.js");
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(again.headers["cache-control"]).toContain("immutable");
  });

  it("passes the headers product §7's menu calls name with an underscore", async () => {
    expect(JSON.parse((await get("/who-supplier", { supplier_id: "chapinero" })).body.toString()).supplier).toBe("chapinero");
  });

  it("tells the app the client's address: the connection's, or what a trusted hop in front said", async () => {
    const told = JSON.parse((await get("/who", { "x-forwarded-for": "10.1.2.3" })).body.toString());
    expect(told.forwardedFor.split(",").at(-1).trim()).toBe("10.1.2.3");
    const direct = JSON.parse((await get("/who-direct")).body.toString());
    expect(direct.forwardedFor).toBe("127.0.0.1");
  });
});
