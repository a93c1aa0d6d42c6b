import http from "node:http";

/*
 * The burst: 10,000 analytics events arrive at once (a stadium's half-time, a campaign blast) while diners
 * keep ordering. The events go in batches of 50 as browsers send them; orders are placed before and during the
 * burst, and their latencies compared: the events must not slow an order down. All of it goes through the front,
 * which paces the beacons (docs/decisions/002-beacons-paced-at-the-front.md).
 */

function post(port, host, urlPath, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const data = Buffer.from(JSON.stringify(body));
    const req = http.request({ host: "127.0.0.1", port, path: urlPath, method: "POST", headers: { host, "content-type": "application/json", "content-length": data.length, ...headers }, timeout: 60_000 }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("timeout", () => req.destroy(new Error(`timeout: ${urlPath}`)));
    req.on("error", reject);
    req.end(data);
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
// each call from its own address, as thousands of phones would be: the per-address budgets are not what is measured
let client = 0;
const address = () => ({ "x-forwarded-for": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}` });

/** One take-away order of the menu's first product without options, as the precheckout sends it; its latency in ms. */
async function timedOrder(port, host, branch, productId) {
  const body = {
    supplier: branch,
    service: "take_away",
    lines: [{ product_supplier_id: productId, quantity: 1, options: {} }],
    contact: { name: "Bench Diner", phone: "3001234567", email: "bench@example.co", document_type: "cc", document_number: "1020304050" },
    payment_method: "cash_or_dataphone",
    terms_accepted: true,
  };
  const started = performance.now();
  const answer = await post(port, host, "/api/v1/orders", body, address());
  if (answer.status !== 201) throw new Error(`an order answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  return performance.now() - started;
}

/**
 * Resolves to { events, stored, seconds, eventsPerSecond, quietOrderMs, burstOrderMs }: how long the burst took,
 * how many events the server stored (202 answers' counts), and the median order latency before and during it.
 */
export async function analyticsBurst(port, host, branch, productId, { events = 10_000, perBatch = 50, concurrency = 16, orders = 9 } = {}) {
  const quiet = [];
  for (let i = 0; i < orders; i++) quiet.push(await timedOrder(port, host, branch, productId));

  const visits = [];
  for (let i = 0; i < concurrency; i++) {
    const answer = await post(port, host, "/api/v1/sessions", { pixel_width: 412, pixel_height: 915 }, address());
    visits.push(JSON.parse(answer.body).id);
  }
  const batches = Math.ceil(events / perBatch);
  const at = new Date().toISOString();
  const batch = (visit) => ({
    session_id: visit,
    trackings: Array.from({ length: perBatch }, (_, i) => ({ event: "page_view", path: `/${branch}`, supplier: branch, view_vue: `/${branch}`, supplier_id: branch, service: "take_away", front_lang: "es", at, n: i })),
  });
  let next = 0;
  let stored = 0;
  const started = performance.now();
  const senders = visits.map(async (visit) => {
    while (next < batches) {
      next++;
      const answer = await post(port, host, "/api/v1/trackings", batch(visit), address());
      if (answer.status === 202) stored += JSON.parse(answer.body).stored;
    }
  });
  // orders placed while the burst is on
  const during = [];
  const ordering = (async () => {
    for (let i = 0; i < orders && next < batches; i++) during.push(await timedOrder(port, host, branch, productId));
  })();
  await Promise.all([...senders, ordering]);
  const seconds = (performance.now() - started) / 1000;
  return { events: batches * perBatch, stored, seconds, eventsPerSecond: (batches * perBatch) / seconds, quietOrderMs: median(quiet), burstOrderMs: during.length ? median(during) : null, burstOrders: during.length };
}
