import http from "node:http";

/**
 * One HTTP call to 127.0.0.1:port with a brand's Host header (Node's fetch cannot set Host). Resolves to
 * { status, headers, json, bytes } (json: the parsed body, or null); rejects on a network error.
 */
export function call(port, { method = "GET", path, host, headers = {}, body }) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent: false,
        headers: { host, ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}), ...headers },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          const text = body.toString("utf8");
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON: a page or an empty body
          }
          resolve({ status: response.statusCode, headers: response.headers, json, bytes: body.length });
        });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** A GET that reads the response's first chunk and then hangs up, as a diner who closes the tab mid-page; resolves to the bytes it read. */
export function abortMidResponse(port, host, path) {
  return new Promise((resolve) => {
    let read = 0;
    const request = http.get({ host: "127.0.0.1", port, path, agent: false, headers: { host } }, (response) => {
      response.once("data", (chunk) => {
        read = chunk.length;
        request.destroy();
      });
    });
    request.on("close", () => resolve(read));
    request.on("error", () => {});
  });
}

/** Runs `task(i)` for i in 0…count-1, at most `parallel` at a time. */
export async function inParallel(count, parallel, task) {
  let next = 0;
  const results = new Array(count);
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return results;
}
