import { accessSync, constants } from "node:fs";
import { CHROMIUM } from "./ensure.mjs";

/**
 * Lighthouse, mobile (its default emulation and simulated throttling: slow 4G, 4× CPU): the performance category
 * (and, apart, the SEO one), one page at a time in one headless Chromium. Chromium resolves *.localhost to loopback itself, so pages
 * are measured at their real brand URLs. The same flags serve the bench's Playwright measures.
 */
export const CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** The figures the bench reports from one Lighthouse result (lhr). */
function figures(lhr) {
  const audit = (id) => lhr.audits[id] ?? {};
  // largest-contentful-paint-element: a list whose first table holds the element itself.
  const lcpDetails = audit("largest-contentful-paint-element").details;
  const lcpNode = (lcpDetails?.items?.[0]?.items ?? lcpDetails?.items ?? [])[0]?.node;
  return {
    score: lhr.categories.performance?.score == null ? null : Math.round(lhr.categories.performance.score * 100),
    lcp: audit("largest-contentful-paint").numericValue / 1000,
    // the paint as Chromium saw it, unthrottled: Lantern counts every script that ran before it as blocking it
    observedLcp: (audit("metrics").details?.items?.[0]?.observedLargestContentfulPaint ?? NaN) / 1000,
    cls: audit("cumulative-layout-shift").numericValue,
    tbt: audit("total-blocking-time").numericValue,
    // requests that held the first paint back by 50 ms or more: [{ url, totalBytes, wastedMs }]
    renderBlocking: audit("render-blocking-resources").details?.items ?? [],
    lcpElement: lcpNode ? lcpNode.nodeLabel || lcpNode.snippet : "?",
    lcpSelector: lcpNode?.selector ?? null,
    warnings: [lhr.runtimeError?.message, ...(lhr.runWarnings ?? [])].filter(Boolean),
  };
}

const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each metric's median over the runs; the LCP element and render-blocking list are those of the median-LCP run. */
function median(runs) {
  const typical = runs.find((r) => r.lcp === middle(runs.map((x) => x.lcp)));
  return { ...typical, score: middle(runs.map((r) => r.score ?? 0)), cls: middle(runs.map((r) => r.cls)), tbt: middle(runs.map((r) => r.tbt)) };
}

/**
 * Every run is a first visit: the origin's storage is wiped first (Lighthouse itself keeps localStorage and
 * IndexedDB), then `seed` ({ origin, items }) is written into localStorage from a page of that origin that loads
 * no script, so a precheckout has its cart.
 */
async function prepareOrigin(page, url, seed) {
  const { origin } = new URL(url);
  const cdp = await page.createCDPSession();
  await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
  await cdp.detach();
  if (!seed) return;
  await page.goto(`${origin}/api/health`);
  await page.evaluate((items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)), seed.items);
  await page.goto("about:blank");
}

/**
 * Starts one headless Chromium with Lighthouse and hands `work` an `audit(url, seed, categories)` that runs
 * Lighthouse on one page (a first visit, see prepareOrigin) and resolves to its result (lhr). Resolves to what
 * `work` resolves to, or to { unavailable: reason } when Lighthouse or Chromium cannot run here.
 */
async function withLighthouse(work, { chromeFlags = [] } = {}) {
  let lighthouse, launch, puppeteer;
  try {
    ({ default: lighthouse } = await import("lighthouse"));
    ({ launch } = await import("chrome-launcher")); // ships with lighthouse
    ({ default: puppeteer } = await import("puppeteer-core")); // ships with lighthouse, which drives Chromium with it
  } catch (error) {
    return { unavailable: `cannot load lighthouse/chrome-launcher (${error.message}); run npm install` };
  }
  let chrome;
  try {
    accessSync(CHROMIUM, constants.X_OK); // chrome-launcher would crash the process on a missing binary
    chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS, ...chromeFlags], logLevel: "silent" });
  } catch (error) {
    return { unavailable: `cannot start Chromium at ${CHROMIUM} (${error.message}); set CHROME_PATH` };
  }
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const audit = async (url, seed, categories) => {
      const page = await browser.newPage();
      await prepareOrigin(page, url, seed);
      const { lhr } = await lighthouse(url, { output: "json", logLevel: "error", onlyCategories: categories }, undefined, page);
      await page.close();
      return lhr;
    };
    const result = await work(audit);
    await browser.disconnect();
    return result;
  } catch (error) {
    return { unavailable: `lighthouse failed (${error.message})` };
  } finally {
    chrome.kill(); // the Chromium this module started, by its pid
  }
}

/**
 * Runs Lighthouse's performance category `runs` times on each { label, url, seed }. Resolves to { version,
 * results: [{ label, url, runs, ...median figures }] }, or to { unavailable: reason }.
 */
export function lighthouseAll(pages, { runs = 3, log = console.error } = {}) {
  return withLighthouse(async (audit) => {
    const results = [];
    let version = "";
    for (const { label, url, seed } of pages) {
      const all = [];
      for (let run = 1; run <= runs; run++) {
        const started = Date.now();
        const lhr = await audit(url, seed, ["performance"]);
        version = lhr.lighthouseVersion;
        const result = figures(lhr);
        for (const warning of result.warnings) log(`  ! ${warning}`);
        log(`▶ lighthouse ${run}/${runs} ${url}: ${((Date.now() - started) / 1000).toFixed(0)} s, score ${result.score}, ` +
          `LCP ${result.lcp.toFixed(2)} s (${result.lcpElement.slice(0, 40)}; painted at ${result.observedLcp.toFixed(2)} s unthrottled), TBT ${Math.round(result.tbt)} ms`);
        all.push(result);
      }
      results.push({ label, url, runs: all, ...median(all) });
    }
    return { results, version };
  });
}

/**
 * Lighthouse's SEO category once on each { label, url } (its audits read the page and its robots.txt, not
 * timings: one run says it). `chromeFlags`: e.g. a host-resolver rule, so a brand is read on its own domain.
 * Resolves to { results: [{ label, url, score, failed: [audit ids that failed] }] }, or to { unavailable }.
 */
export function lighthouseSeo(pages, { log = console.error, chromeFlags = [] } = {}) {
  return withLighthouse(async (audit) => {
    const results = [];
    for (const { label, url } of pages) {
      const lhr = await audit(url, null, ["seo"]);
      const score = Math.round((lhr.categories.seo?.score ?? 0) * 100);
      const failed = Object.values(lhr.audits).filter((a) => a.score === 0 && a.scoreDisplayMode === "binary").map((a) => a.id);
      log(`▶ lighthouse seo ${url}: ${score}${failed.length ? ` (failed: ${failed.join(", ")})` : ""}`);
      results.push({ label, url, score, failed });
    }
    return { results };
  }, { chromeFlags });
}
