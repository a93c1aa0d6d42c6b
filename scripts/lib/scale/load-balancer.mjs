import http from "node:http";

/**
 * A tiny round-robin load balancer, as a platform's would be: each request goes to the next replica that is up.
 * A replica that fails a request is taken out until its health check answers again, so a killed replica gets no
 * more traffic. A request that was on a replica when it died answers 502 and is never retried here: retrying a
 * POST is the client's decision, with its Idempotency-Key. Headers pass unchanged, X-Forwarded-For included:
 * the test's diners state their own addresses, as the proxy in front of a real balancer would.
 */
export function startLoadBalancer(port, replicas, { onForward = () => {} } = {}) {
  const up = new Set(replicas);
  const served = new Map(replicas.map((replica) => [replica, 0]));
  let turn = 0;

  function takeOut(replica) {
    up.delete(replica);
    const probe = http.get({ host: "127.0.0.1", port: replica.port, path: "/api/health", agent: false }, (answer) => {
      answer.resume();
      if (answer.statusCode === 200) up.add(replica);
    });
    probe.on("error", () => {});
  }

  const server = http.createServer((request, response) => {
    const live = [...up];
    if (!live.length) return response.writeHead(503, { "retry-after": "1" }).end("no replica is up");
    const replica = live[turn++ % live.length];
    served.set(replica, served.get(replica) + 1);
    onForward(replica, served.get(replica));
    const upstream = http.request({ host: "127.0.0.1", port: replica.port, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode, answer.headers);
      answer.pipe(response);
      answer.on("error", () => response.destroy());
    });
    upstream.on("error", () => {
      takeOut(replica);
      if (response.headersSent) response.destroy();
      else response.writeHead(502, { "content-type": "text/plain" }).end(`${replica.name} is unavailable`);
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve({ served, close: () => new Promise((done) => server.close(done)) })),
  );
}
