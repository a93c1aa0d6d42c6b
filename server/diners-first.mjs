/**
 * Analytics beacons wait for the diners (issue 15: a burst of 10,000 events must not slow an order down). Every
 * request shares one event loop, and Next handles each mostly in one stretch of it: a batch of events costs 10–15 ms
 * before our route even reads it (Next's routing, the proxy, the request's streams; checking the 50 events is ~1 ms
 * of that). With 16 browsers sending at once, an order waited behind every batch that had come in before it, and
 * again at each of its own waits: 3–5× its quiet latency, however cheap the check was made. So a beacon is handed
 * to Next only when no other request is in flight, one beacon per turn of the event loop, or once it has waited
 * maxWaitMs: steady traffic delays analytics, it never starves them. Nobody waits for a beacon's answer
 * (sendBeacon, a keepalive fetch), so holding it costs no one anything; a beacon's turn ends with its answer, or
 * after turnMs, so that a slow upload never holds the others long.
 */

// lib/domain/visit.ts: TRACKINGS_PATH, PERFORMANCE_METRICS_PATH
export const BEACON_PATHS = new Set(["/api/v1/trackings", "/api/v1/performance_metrics"]);
/** the longest a beacon is held while other requests keep coming */
export const MAX_WAIT_MS = 1_000;
/** the longest one beacon's turn lasts */
export const TURN_MS = 100;
/**
 * Beacons held at most: past it a beacon goes to Next at once like any request, so a flood costs no more memory
 * here than without this server, and the app's own limit (tracking_batch) answers it.
 */
export const MAX_HELD = 2_000;

export function dinersFirst(handler, { maxWaitMs = MAX_WAIT_MS, turnMs = TURN_MS, maxHeld = MAX_HELD } = {}) {
  let diners = 0; // requests in flight that are not beacons
  let turn = false; // a beacon is being handled
  let deadline; // the timer of the first held beacon's longest wait
  let scheduled = false;
  const held = [];

  // Never from the callback that saw a request: Node reads every socket that is ready before it runs the immediates,
  // so an order that came in the same moment is counted before a beacon goes; Next then handles a request mostly
  // in one stretch, and a beacon let go there would run ahead of the order.
  const soon = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      next();
    });
  };

  const next = () => {
    if (turn || !held.length) return;
    const wait = held[0].at + maxWaitMs - Date.now();
    if (diners && wait > 0) {
      clearTimeout(deadline);
      deadline = setTimeout(soon, wait);
      return;
    }
    clearTimeout(deadline);
    turn = true;
    const { req, res } = held.shift();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      turn = false;
      clearTimeout(slow);
      soon();
    };
    const slow = setTimeout(end, turnMs);
    if (req.socket?.destroyed) return end(); // its sender left while it was held: there is no one to answer
    res.once("close", end);
    handler(req, res);
  };

  return (req, res) => {
    if (BEACON_PATHS.has((req.url ?? "").split("?")[0])) {
      if (held.length >= maxHeld) return handler(req, res);
      held.push({ at: Date.now(), req, res });
      return soon();
    }
    diners++;
    res.once("close", () => {
      if (--diners === 0) soon();
    });
    return handler(req, res);
  };
}
