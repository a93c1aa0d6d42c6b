import { accessSync, constants } from "node:fs";

/**
 * Lighthouse, mobile (its default emulation and simulated throttling), performance category only, one page at a
 * time in one headless Chromium (CHROME_PATH, default Debian's /usr/bin/chromium). Chromium resolves *.localhost
 * to loopback itself, so pages are measured at their real brand URLs.
 */
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** The figures the bench reports from one Lighthouse result (lhr). */
function figures(lhr) {
  const audit = (id) => lhr.audits[id] ?? {};
  const requests = audit("network-requests").details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  // largest-contentful-paint-element: a list whose first table holds the element itself.
  const lcpDetails = audit("largest-contentful-paint-element").details;
  const lcpNode = (lcpDetails?.items?.[0]?.items ?? lcpDetails?.items ?? [])[0]?.node;
  return {
    score: lhr.categories.performance?.score == null ? null : Math.round(lhr.categories.performance.score * 100),
    lcp: audit("largest-contentful-paint").numericValue / 1000,
    cls: audit("cumulative-layout-shift").numericValue,
    tbt: audit("total-blocking-time").numericValue,
    totalKB: audit("total-byte-weight").numericValue / 1000,
    scripts: scripts.length,
    jsKB: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1000,
    lcpElement: lcpNode ? lcpNode.nodeLabel || lcpNode.snippet : "?",
    warnings: [lhr.runtimeError?.message, ...(lhr.runWarnings ?? [])].filter(Boolean),
  };
}

/**
 * Runs Lighthouse on each [label, url] in turn. Resolves to { results: [{ label, url, ...figures }] }, or to
 * { unavailable: reason } when Lighthouse or Chromium cannot run here (the bench prints it and goes on).
 */
export async function lighthouseAll(pages, log = console.error) {
  let lighthouse, launch;
  try {
    ({ default: lighthouse } = await import("lighthouse"));
    ({ launch } = await import("chrome-launcher")); // ships with lighthouse
  } catch (error) {
    return { unavailable: `cannot load lighthouse/chrome-launcher (${error.message}); run npm install` };
  }
  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  let chrome;
  try {
    accessSync(chromePath, constants.X_OK); // chrome-launcher would crash the process on a missing binary
    chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  } catch (error) {
    return { unavailable: `cannot start Chromium at ${chromePath} (${error.message}); set CHROME_PATH` };
  }
  try {
    const results = [];
    let lastVersion = "";
    for (const [label, url] of pages) {
      log(`▶ lighthouse (mobile): ${url}`);
      const started = Date.now();
      const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      lastVersion = lhr.lighthouseVersion;
      const result = { label, url, ...figures(lhr) };
      for (const warning of result.warnings) log(`  ! ${warning}`);
      log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s; LCP element: ${result.lcpElement}`);
      results.push(result);
    }
    return { results, version: lastVersion };
  } catch (error) {
    return { unavailable: `lighthouse failed (${error.message})` };
  } finally {
    chrome.kill(); // the Chromium this module started, by its pid
  }
}
