/**
 * npm run bench [-- --no-build] [-- --runs 3] — measures every target of scripts/lib/bench-targets.mjs on the production build and
 * prints each figure beside its target with ✓ met / ✗ missed, ending with "N of M targets met". Missed targets
 * do not fail it; only setup does (build, seed, server start, a browser that cannot run).
 *
 *  1. throughput: autocannon, 10 s × 50 connections per URL with a browser's accept-encoding; req/s as a share
 *     of the unknown host's 404 (the proxy alone) and of the trivial page's (the locked brand's page), through nginx;
 *  2. JS per route, in Chromium: every script each page loads (gzip), against the floor — the scripts of this
 *     build's page without client components (the global 404 page) — plus the RSC requests (prefetches) the
 *     landing makes without any interaction;
 *  3. Lighthouse mobile (simulated slow 4G, 4× CPU), median of --runs runs per page: score, LCP, TBT, CLS,
 *     render-blocking requests, and whether the LCP element is in the server HTML (not drawn after hydration);
 *  4. the 2,000-item menu's HTML (gzip, as sent) and its DOM nodes in Chromium;
 *  5. offline: one online visit to the 79-item menu, then an offline reload, time to paint the menu;
 *  6. SEO: Lighthouse's SEO category on each active demo brand's landing, a menu and a product page;
 *  7. analytics burst: 10,000 analytics events in a burst (scripts/lib/bench-burst.mjs), every one stored, and the
 *     latency of orders placed during it against the same orders before it;
 *  8. the first tap on a dish of each menu, made the moment it shows, under real throttling: when it is open.
 * The targets live in scripts/lib/bench-targets.mjs.
 *
 * Besides the demo brands it imports "bench-grande" (scripts/lib/bench-brand.mjs): one branch, 2,000 products.
 * The app runs as deployed — `next start` behind deploy/nginx (scripts/lib/front.mjs) — on a fresh PGlite folder
 * (.bench/data), nginx on 127.0.0.1:$BENCH_PORT (3200), the replica on the next port; the brand is chosen by the Host header. Markdown tables go to stdout; progress and the server's own output go to stderr.
 */
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BENCH_BRANCH, BENCH_BRAND, writeBenchBrand } from "./lib/bench-brand.mjs";
import { firstTap, inServerHtml, launchChromium, pageLoad } from "./lib/bench-browser.mjs";
import { takeAwayCart } from "./lib/bench-cart.mjs";
import { analyticsBurst } from "./lib/bench-burst.mjs";
import { BROWSER_ENCODINGS, get, portIsFree, throughput } from "./lib/bench-http.mjs";
import { lighthouseAll, lighthouseSeo } from "./lib/bench-lighthouse.mjs";
import { offlineReload } from "./lib/bench-offline.mjs";
import { scorecard, TARGETS } from "./lib/bench-targets.mjs";
import { ensureSystemPackages } from "./lib/ensure.mjs";
import { startDeployment } from "./lib/front.mjs";
import { clearPageCache } from "./lib/page-cache.mjs";
import { run } from "./lib/run.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const FOGON = `fogon-andino.localhost:${PORT}`;
const BIG = `${BENCH_BRAND}.localhost:${PORT}`;
const LOCKED = `cafe-parque.localhost:${PORT}`; // demo brand with status "locked": every page is its notice
const UNKNOWN = `no-such-brand.localhost:${PORT}`;
const SEO_BRANDS = ["fogon-andino", "mercado-luna", "costa-miraflores"]; // the active demo brands
const DURATION = 10;
const CONNECTIONS = 50;
const WARM_UP_TIMEOUT = 180_000; // the first render of the 2,000-product page can be slow

const log = (...args) => console.error(...args);
const out = (...args) => console.log(...args);
const toStderr = { stdio: ["ignore", 2, 2] }; // keep stdout for the tables
const env = { NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: path.resolve(".bench/data") };
const tsx = ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server"];
const table = (head, rows) => [`| ${head.join(" | ")} |`, `| ${head.map((_, i) => (i ? "---:" : "---")).join(" | ")} |`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
const cellText = (text) => String(text).replaceAll("|", "\\|").replace(/\s+/g, " ").slice(0, 60);

if (!Number.isInteger(RUNS) || RUNS < 1) {
  log("✖ --runs takes a whole number of Lighthouse runs per page, e.g. --runs 3");
  process.exit(2);
}

// ── setup ────────────────────────────────────────────────────────────────────────────────────────────────────────
await ensureSystemPackages();
if (!(await portIsFree(PORT)) || !(await portIsFree(PORT + 1))) {
  log(`✖ port ${PORT} or ${PORT + 1} is in use; pick others with BENCH_PORT=3210 npm run bench`);
  process.exit(1);
}
if (process.argv.includes("--no-build") && existsSync(".next/BUILD_ID")) {
  log("▶ build skipped (--no-build, .next/BUILD_ID exists)");
} else {
  log("▶ next build");
  const built = await run(process.execPath, ["node_modules/next/dist/bin/next", "build"], { ...toStderr, env });
  if (built !== 0) process.exit(built);
}
log(`▶ seeding ${env.DATA_DIR}`);
rmSync(env.DATA_DIR, { recursive: true, force: true });
clearPageCache();
const seeded = await run("npm", ["run", "-s", "db:seed"], { ...toStderr, env });
if (seeded !== 0) process.exit(seeded);
const bigFile = writeBenchBrand(".bench");
log(`▶ importing ${bigFile} (validated against the brand schema first)`);
const imported = await run(process.execPath, [...tsx, "scripts/brand-import.ts", bigFile], { ...toStderr, env });
if (imported !== 0) process.exit(imported);
const tablePath = await firstTableQrPath("fogon-andino", "usaquen");

log(`▶ next start behind deploy/nginx on ${PORT} (scripts/lib/front.mjs)`);
const deployment = await startDeployment(PORT, env, { inherit: true }).catch((error) => {
  log(`✖ ${error.message}`);
  process.exit(1);
});
// nginx and the replica are this process's children: they go when it goes, however it ends
const stopServer = () => {
  for (const child of [deployment.front.child, ...deployment.replicas.map((replica) => replica.child)]) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  }
};
process.on("exit", stopServer);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

/** A real table's QR path (its token is a random one the seed stored), as `npm run brand:qr -- --urls` prints it. */
async function firstTableQrPath(brand, branch) {
  const child = spawn(process.execPath, [...tsx, "scripts/brand-qr.ts", brand, "--branch", branch, "--urls"], { stdio: ["ignore", "pipe", 2], env: { ...process.env, ...env } });
  let text = "";
  child.stdout.on("data", (chunk) => (text += chunk));
  await new Promise((resolve) => child.on("close", resolve));
  const url = text.match(/https?:\/\/\S+/)?.[0];
  if (!url) {
    log(`✖ brand:qr printed no table URL for ${brand}/${branch}`);
    process.exit(1);
  }
  const { pathname, search } = new URL(url);
  return pathname + search;
}

// ── measure ──────────────────────────────────────────────────────────────────────────────────────────────────────
const card = scorecard();
const { throughput: T, js: J, lighthouse: L, bigMenu: B, analyticsBurst: A } = TARGETS;
const PAGES = [
  { key: "landing", what: "landing", host: FOGON, path: "/" },
  { key: "menu", what: "79-item menu", host: FOGON, path: "/chapinero" },
  { key: "table", what: "table QR page", host: FOGON, path: tablePath },
  { key: "bigMenu", what: "2,000-item menu", host: BIG, path: `/${BENCH_BRANCH}` },
  { key: "precheckout", what: "precheckout (take-away cart, 1 line)", host: FOGON, path: "/chapinero/precheckout" },
];
const urlOf = (page) => `http://${page.host}${page.path}`;
const shortPath = (p) => (p.length > 40 ? `${p.slice(0, 37)}…` : p);
const named = (page) => `${page.what} \`${page.host === FOGON ? "" : page.host.split(":")[0]}${shortPath(page.path)}\``;

let browser;
try {
  const precheckoutSeed = await takeAwayCart(PORT, FOGON, "fogon-andino", "chapinero");
  PAGES.find((p) => p.key === "precheckout").seed = precheckoutSeed;

  // 1. throughput
  const LOAD = [
    { what: "unknown host: 404 (proxy only)", host: UNKNOWN, path: "/" },
    { what: "trivial page: locked brand", host: LOCKED, path: "/inactive-instance", trivial: true },
    PAGES[0],
    { ...PAGES[1], ratio: T.minRatio.menuPage },
    PAGES[2],
    { what: "menu JSON", host: FOGON, path: "/api/v1/menu/chapinero/delivery.json?lang=es" },
    { what: "cached menu JSON (79 items)", host: FOGON, path: "/api/cached/v1/menu/chapinero/delivery.json?lang=es", ratio: T.minRatio.cachedMenuJson },
    { what: "static file", host: FOGON, path: "/demo/fogon-andino/logo.svg" },
    { ...PAGES[3], ratio: T.minRatio.bigMenuPage },
    { what: "cached menu JSON (2,000 items)", host: BIG, path: `/api/cached/v1/menu/${BENCH_BRANCH}/delivery.json?lang=es`, ratio: T.minRatio.cachedMenuJson },
  ];
  const loads = [];
  for (const row of LOAD) {
    log(`▶ ${row.what}: ${row.host}${row.path}, ${DURATION} s × ${CONNECTIONS} connections`);
    loads.push(await throughput(PORT, row.host, row.path, { duration: DURATION, connections: CONNECTIONS, warmUpTimeout: WARM_UP_TIMEOUT }));
    const r = loads.at(-1);
    log(`  warm-up ${r.warmUp.status} in ${r.warmUp.ms} ms; ${Math.round(r.rps)} req/s, p99 ${r.p99} ms, ${r.non2xx} non-2xx, ${r.errors} errors (${r.timeouts} timeouts)`);
  }
  const [notFound, trivial] = loads;
  const loadRows = LOAD.map((row, i) => {
    const r = loads[i];
    const ratio = r.rps / notFound.rps;
    const vsNotFound = row.ratio ? card.atLeast(`${row.what}: req/s vs the unknown host's 404`, ratio, row.ratio, { digits: 2, unit: "×" }) : i === 0 ? "1×" : `${ratio.toFixed(2)}×`;
    const latency = row.ratio
      ? card.is(`${row.what}: p99 ≤ ${T.p99Ms} ms, ${T.timeouts} timeouts`, r.p99 <= T.p99Ms && r.timeouts <= T.timeouts, `${r.p99} ms, ${r.timeouts} timeouts`) + ` (≤ ${T.p99Ms} ms, ${T.timeouts})`
      : `${r.p99} ms, ${r.timeouts} timeouts`;
    return [named(row), Math.round(r.rps), vsNotFound, `${(r.rps / trivial.rps).toFixed(2)}×`, latency, r.non2xx, r.errors, r.warmUp.ms];
  });

  // 2. and 4. JS per route, prefetches and DOM nodes, in Chromium
  browser = await launchChromium();
  // Any App Router page loads Next's bootstrap (build-manifest rootMainFiles) and its layout router: a path no
  // route matches renders app/global-not-found.tsx, which has no client component.
  const floorUrl = `http://${FOGON}/no/such/page/here`;
  log(`▶ chromium: ${floorUrl} (the floor)`);
  const floorLoad = await pageLoad(browser, floorUrl, undefined, { status: 404 });
  const floor = floorLoad.jsKB;
  log(`  ${floorLoad.scripts} scripts, ${floor.toFixed(1)} kB gzip`);
  const loaded = [];
  for (const page of PAGES) {
    log(`▶ chromium: ${urlOf(page)}`);
    loaded.push(await pageLoad(browser, urlOf(page), page.seed));
    const l = loaded.at(-1);
    log(`  ${l.scripts} scripts, ${l.jsKB.toFixed(1)} kB gzip, ${l.domNodes} DOM nodes, RSC requests: ${l.rsc.join(" ") || "none"}`);
  }
  const jsRows = PAGES.map((page, i) => {
    const l = loaded[i];
    const budget = page.key === "precheckout" ? J.precheckoutOverFloorKB : J.storefrontOverFloorKB;
    const over = card.atMost(`${page.what}: JS ≤ floor + ${budget} kB`, l.jsKB - floor, budget, { digits: 1 });
    const rsc = page.key === "landing" ? card.atMost("landing: no prefetch storm (RSC requests)", l.rsc.length, J.landingPrefetches) : l.rsc.length;
    return [named(page), l.scripts, l.jsKB.toFixed(1), over, rsc, l.domNodes];
  });
  const prefetched = loaded[0].rsc;

  const bigPage = PAGES.find((p) => p.key === "bigMenu");
  const html = await get(PORT, BIG, bigPage.path, { headers: BROWSER_ENCODINGS });
  const encoding = html.headers["content-encoding"] ?? "none";
  const bigRow = [
    named(bigPage),
    card.atMost(`2,000-item menu: first HTML ≤ ${B.htmlGzipKB} kB gzip`, html.body.length / 1000, B.htmlGzipKB, { digits: 1 }) + (encoding === "gzip" ? "" : ` (sent with content-encoding: ${encoding})`),
    card.atMost(`2,000-item menu: DOM nodes ≤ ${B.domNodes}`, loaded[PAGES.indexOf(bigPage)].domNodes, B.domNodes),
  ];

  // 3. Lighthouse
  // The locked brand's page is measured too, without a target: the brand shell (layout, stores, translations) and
  // a heading, what Lighthouse gives a page of this build before any screen's own code counts. (Lighthouse does
  // not score a 404, so the JS floor page cannot serve here.)
  const FLOOR_PAGE = { what: "floor: locked brand's page (no target)", host: LOCKED, path: "/inactive-instance" };
  const lh = await lighthouseAll([...PAGES, FLOOR_PAGE].map((page) => ({ label: page.what, url: urlOf(page), seed: page.seed })), { runs: RUNS, log });
  let lhRows;
  if (lh.unavailable) {
    log(`✖ ${lh.unavailable}`);
    process.exitCode = 1; // a bench that could not measure is a setup failure, not a missed target
    for (const page of PAGES) card.notMeasured(`${page.what}: Lighthouse`, lh.unavailable);
  } else {
    lhRows = [];
    for (const [i, page] of PAGES.entries()) {
      const r = lh.results[i];
      const blocking = r.renderBlocking;
      const fewAndSmall = blocking.length <= L.renderBlocking && blocking.every((b) => /\.css(\?|$)/.test(b.url) && b.totalBytes / 1000 <= L.smallCssKB);
      const inHtml = r.lcpSelector ? await inServerHtml(browser, urlOf(page), r.lcpSelector) : false;
      lhRows.push([
        named(page),
        card.atLeast(`${page.what}: Lighthouse score ≥ ${L.score}`, r.score, L.score),
        card.atMost(`${page.what}: LCP ≤ ${L.lcpSeconds[page.key]} s`, r.lcp, L.lcpSeconds[page.key], { digits: 2, unit: " s" }),
        r.runs.map((x) => x.lcp.toFixed(2)).join(" / "),
        page.key === "bigMenu" ? card.atMost(`${page.what}: TBT ≤ ${L.bigMenuTbtMs} ms`, r.tbt, L.bigMenuTbtMs, { unit: " ms" }) : `${Math.round(r.tbt)} ms`,
        card.atMost(`${page.what}: CLS ≤ ${L.cls}`, r.cls, L.cls, { digits: 3 }),
        card.is(`${page.what}: render-blocking ≤ ${L.renderBlocking} CSS file ≤ ${L.smallCssKB} kB`, fewAndSmall,
          `${blocking.length}${blocking.length ? ` (${blocking.map((b) => `${path.basename(new URL(b.url).pathname)} ${(b.totalBytes / 1000).toFixed(1)} kB`).join(", ")})` : ""}`),
        cellText(r.lcpElement),
        card.is(`${page.what}: LCP element in the server HTML`, inHtml, inHtml ? "yes" : "no"),
      ]);
    }
    const f = lh.results[PAGES.length];
    lhRows.push([named(FLOOR_PAGE), f.score, `${f.lcp.toFixed(2)} s`, f.runs.map((x) => x.lcp.toFixed(2)).join(" / "), `${Math.round(f.tbt)} ms`, f.cls.toFixed(3), f.renderBlocking.length, cellText(f.lcpElement), ""]);
  }

  // 8. the first tap on a dish, as soon as it shows (median of the runs), on both menus
  const tapRows = [];
  for (const page of PAGES.filter((p) => p.key === "menu" || p.key === "bigMenu")) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await firstTap(browser, urlOf(page)));
    const typical = [...runs].sort((a, b) => a.open - b.open)[Math.floor(runs.length / 2)];
    log(`▶ first tap: ${urlOf(page)}: ${runs.map((r) => `shown ${r.shown.toFixed(2)} s, open ${r.open.toFixed(2)} s (${r.how})`).join("; ")}`);
    tapRows.push([named(page), `${typical.shown.toFixed(2)} s`, card.atMost(`${page.what}: the first tap has opened the dish`, typical.open, TARGETS.firstTapSeconds, { digits: 2, unit: " s" }), typical.how]);
  }

  // 5. offline
  const menuPage = PAGES.find((p) => p.key === "menu");
  log(`▶ offline: ${urlOf(menuPage)}`);
  const offline = await offlineReload(browser, urlOf(menuPage));
  const offlineCell = offline.served
    ? card.atMost(`offline reload paints the menu ≤ ${TARGETS.offlinePaintMs} ms`, offline.paint, TARGETS.offlinePaintMs, { unit: " ms" }) +
      ` (first contentful paint ${Math.round(offline.fcp)} ms, first product card drawn ${Math.round(offline.firstCard)} ms)`
    : card.notMeasured(`offline reload paints the menu ≤ ${TARGETS.offlinePaintMs} ms`, offline.why);

  // 6. SEO: each active demo brand's landing, first menu and first product page, read on the host its
  // sitemap names (a custom domain resolves to this server, as a brand's DNS would send it)
  const seoPages = [];
  for (const slug of SEO_BRANDS) {
    const sitemap = await get(PORT, `${slug}.localhost:${PORT}`, "/sitemap.xml");
    const locs = [...sitemap.body.toString().matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]));
    const product = locs.find((loc) => /^\/[^/]+\/view\/\d+$/.test(loc.pathname));
    if (!product) throw new Error(`${slug}'s sitemap lists no product page`);
    const at = (pathname) => `http://${product.hostname}:${PORT}${pathname}`;
    seoPages.push({ label: `${slug} landing`, url: at("/") }, { label: `${slug} menu`, url: at(`/${product.pathname.split("/")[1]}`) }, { label: `${slug} product`, url: at(product.pathname) });
  }
  const customHosts = [...new Set(seoPages.map((page) => new URL(page.url).hostname).filter((host) => !host.endsWith(".localhost")))];
  const seo = await lighthouseSeo(seoPages, { log, chromeFlags: customHosts.length ? [`--host-resolver-rules=${customHosts.map((host) => `MAP ${host} 127.0.0.1`).join(",")}`] : [] });
  let seoRows = [];
  if (seo.unavailable) for (const page of seoPages) card.notMeasured(`${page.label}: SEO`, seo.unavailable);
  else seoRows = seo.results.map((r) => [`${r.label} \`${new URL(r.url).host}${new URL(r.url).pathname}\``, card.atLeast(`${r.label}: Lighthouse SEO ≥ ${L.seoScore}`, r.score, L.seoScore), r.failed.join(", ") || "none"]);

  // 7. analytics burst: 10,000 events at once while diners order — at the bench brand's branch, open
  // round the clock (the demo's keep their real hours, and a closed branch takes no order for now)
  const menuJson = JSON.parse((await get(PORT, BIG, `/api/v1/menu/${BENCH_BRANCH}/take_away.json?lang=es`)).body.toString("utf8"));
  const orderable = menuJson.menu.products.find((p) => p.stock === null && p.option_groups.every((g) => !g.required && !(g.min > 0)));
  log(`▶ analytics burst: ${A.events} events in batches of 50 while orders of "${orderable?.label}" are placed`);
  let burstRow;
  try {
    if (!orderable) throw new Error(`no product of ${BENCH_BRANCH} can be ordered without options`);
    const burst = await analyticsBurst(PORT, BIG, BENCH_BRANCH, orderable.id, { events: A.events });
    log(`  ${burst.stored} stored in ${burst.seconds.toFixed(1)} s; orders ${Math.round(burst.quietOrderMs)} ms quiet, ${burst.burstOrderMs === null ? "none" : `${Math.round(burst.burstOrderMs)} ms`} during (${burst.burstOrders})`);
    burstRow = [
      card.is(`analytics burst: all ${A.events} events stored`, burst.stored === burst.events, `${burst.stored} of ${burst.events}`),
      `${burst.seconds.toFixed(1)} s (${Math.round(burst.eventsPerSecond)} events/s)`,
      `${Math.round(burst.quietOrderMs)} ms`,
      burst.burstOrderMs === null
        ? card.notMeasured(`analytics burst: orders no slower than ${A.maxOrderSlowdown}×`, "the burst ended before an order")
        : card.atMost(`analytics burst: orders during it ≤ ${A.maxOrderSlowdown}× the quiet ones`, burst.burstOrderMs / burst.quietOrderMs, A.maxOrderSlowdown, { digits: 2, unit: "×" }) + ` (${Math.round(burst.burstOrderMs)} ms, ${burst.burstOrders} orders)`,
    ];
  } catch (error) {
    log(`✖ analytics burst: ${error.message}`);
    burstRow = [card.notMeasured(`analytics burst: all ${A.events} events stored`, error.message), "", "", ""];
  }

  // ── report ─────────────────────────────────────────────────────────────────────────────────────────────────────
  const cpu = os.cpus();
  out(`\nComanda bench — ${new Date().toISOString().slice(0, 16)}Z, ${cpu.length} cores (${cpu[0]?.model.trim()}), Node ${process.version}, ${os.platform()} ${os.release()}\n`);
  out(`1. Throughput: autocannon ${DURATION} s × ${CONNECTIONS} connections per URL, accept-encoding: ${BROWSER_ENCODINGS["accept-encoding"]}\n`);
  out(table(["what", "req/s", "× the unknown host's 404 (target)", "× trivial page", "p99, timeouts (target)", "non-2xx", "errors", "first request ms"], loadRows));
  out(`\n2. JavaScript per route (gzip kB of the scripts Chromium loaded; noModule ones are never loaded). ` +
    `Floor (the global 404 page, a page of this build without client components: Next's bootstrap and layout router): ${floor.toFixed(1)} kB in ${floorLoad.scripts} scripts\n`);
  out(table(["page", "scripts", "JS gzip kB", "above the floor kB (target)", "RSC requests, no interaction", "DOM nodes"], jsRows));
  if (prefetched.length) out(`\nThe landing's RSC requests: ${prefetched.join(", ")}`);
  out(`\n3. Lighthouse ${lh.version ?? ""} mobile (simulated slow 4G, 4× CPU), median of ${RUNS} run(s) per page\n`);
  if (lhRows) out(table(["page", "score (target)", "LCP (target)", "LCP of each run s", "TBT", "CLS (target)", "render-blocking (target)", "LCP element", "LCP element in server HTML"], lhRows));
  else out(`Lighthouse was not run: ${lh.unavailable}.`);
  out(`\n4. The 2,000-item menu (first HTML response as sent with accept-encoding: gzip; DOM nodes in Chromium once settled)\n`);
  out(table(["page", "HTML kB (target)", "DOM nodes (target)"], [bigRow]));
  out(`\n5. Offline: one online visit to ${urlOf(menuPage)}, then an offline reload: ${offlineCell}`);
  out(`\n\n6. Lighthouse SEO, one run per page, each brand on the host its sitemap names\n`);
  if (seoRows.length) out(table(["page", "SEO score (target)", "failed audits"], seoRows));
  else out(`Lighthouse was not run: ${seo.unavailable}.`);
  out(`\n\n7. Analytics burst: ${A.events} events (page_view) in batches of 50 from 16 visits at once, take-away orders placed before and during it (median latency)\n`);
  out(table(["events stored (target)", "burst took", "orders, quiet", "orders, during the burst (target)"], [burstRow]));
  out(`\n\n8. The first tap on a dish, made the moment it shows, under Lighthouse's throttling applied for real (slow 4G, 4× CPU), median of ${RUNS} run(s)\n`);
  out(table(["page", "dish shown", "dish open (target)", "opened as"], tapRows));
  const missed = card.missed();
  if (missed.length) out(`\nMissed:\n${missed.map((name) => `- ${name}`).join("\n")}`);
  out(`\n${card.summary()}`);
} catch (error) {
  log(`✖ ${error.stack ?? error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  stopServer();
}
