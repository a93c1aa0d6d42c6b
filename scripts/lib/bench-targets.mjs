/**
 * The bench's targets, the one place its budgets live (never in tests), measured the way a deployment runs:
 * `next start` behind deploy/nginx. kB are 1000 B, gzip is what a
 * browser receives. Each figure is printed beside its target with ✓ met / ✗ missed; the bench ends with
 * "N of M targets met" and still exits 0 when some are missed.
 */
export const TARGETS = {
  throughput: {
    /** req/s as a share of the unknown host's 404 (the app's proxy alone) through the same front */
    minRatio: { bigMenuPage: 0.8, menuPage: 0.8, cachedMenuJson: 1.0 },
    p99Ms: 200,
    timeouts: 0,
  },
  js: {
    /** gzip kB above the floor: the scripts of this build's page without client components (the global 404) */
    storefrontOverFloorKB: 25,
    precheckoutOverFloorKB: 60,
    /** RSC fetches of other routes the landing makes after load ("no prefetch storm") */
    landingPrefetches: 0,
  },
  /** 10,000 analytics events in a burst, every one stored, and orders placed meanwhile no slower than this × the quiet ones (median) */
  analyticsBurst: { events: 10_000, maxOrderSlowdown: 1.5 },
  lighthouse: {
    lcpSeconds: { landing: 1.0, menu: 1.0, table: 1.2, bigMenu: 1.0, precheckout: 1.5 },
    bigMenuTbtMs: 150,
    score: 95,
    /** Lighthouse's SEO category on the landing, a menu and a product page of every demo brand */
    seoScore: 95,
    cls: 0.02,
    /** Lighthouse's render-blocking audit may list at most one request, a stylesheet no bigger than this: about
     *  what a connection's first round trip carries (initial congestion window, 10 × ~1.4 kB segments) */
    renderBlocking: 1,
    smallCssKB: 14,
  },
  bigMenu: { htmlGzipKB: 60, domNodes: 1500 },
  offlinePaintMs: 300,
  /** the first tap on a dish of the menu, made as soon as the dish shows, has opened it (Lighthouse's throttling) */
  firstTapSeconds: 2.5,
};

/**
 * Collects every target's verdict. Each check returns the cell to print ("0.82× ✓ (≥ 0.8×)") and records
 * it; a figure that could not be measured is a missed target with its reason.
 */
export function scorecard() {
  const verdicts = [];
  const record = (name, met, cell) => {
    verdicts.push({ name, met });
    return cell;
  };
  return {
    atMost: (name, value, goal, { digits = 0, unit = "" } = {}) =>
      record(name, value <= goal, `${value.toFixed(digits)}${unit} ${value <= goal ? "✓" : "✗"} (≤ ${goal}${unit})`),
    atLeast: (name, value, goal, { digits = 0, unit = "" } = {}) =>
      record(name, value >= goal, `${value.toFixed(digits)}${unit} ${value >= goal ? "✓" : "✗"} (≥ ${goal}${unit})`),
    /** a yes/no target: the figure as shown, and whether it is met */
    is: (name, met, shown) => record(name, met, `${shown} ${met ? "✓" : "✗"}`),
    notMeasured: (name, why) => record(name, false, `✗ missed (${why})`),
    missed: () => verdicts.filter((v) => !v.met).map((v) => v.name),
    summary: () => `${verdicts.filter((v) => v.met).length} of ${verdicts.length} targets met`,
  };
}
