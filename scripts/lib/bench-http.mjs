import http from "node:http";
import net from "node:net";
import autocannon from "autocannon";

/** What a browser sends: without it Next never compresses, and throughput would be measured on raw bytes. */
export const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br" };

/** GET on 127.0.0.1:port with a brand's Host header; resolves to { status, headers, body } (a Buffer, as sent). */
export function get(port, host, urlPath, { timeout = 30_000, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: urlPath, headers: { host, ...headers }, timeout }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`timeout: ${urlPath}`)));
    req.on("error", reject);
  });
}

export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

export async function waitForHealth(server, port, host, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early (code ${server.exitCode})`);
    const status = await get(port, host, "/api/health").then((r) => r.status, () => 0);
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server not healthy on port ${port} after ${ms / 1000} s`);
}

/**
 * autocannon on one URL with a browser's accept-encoding, after one warm-up request (the first render of a
 * page can take long). Connection errors (mostly autocannon's 10 s timeouts) are neither 2xx nor non-2xx.
 */
export async function throughput(port, host, urlPath, { duration, connections, warmUpTimeout }) {
  const started = Date.now();
  const warm = await get(port, host, urlPath, { timeout: warmUpTimeout, headers: BROWSER_ENCODINGS }).then((r) => r.status, (e) => e.message);
  const warmUp = { status: warm, ms: Date.now() - started };
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${urlPath}`,
    headers: { host, ...BROWSER_ENCODINGS },
    connections,
    duration,
  });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts, warmUp };
}
