import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { installRequestGuard } from "./request-guard";

let server: Server;
let port: number;
let reached: string[] = [];

beforeAll(async () => {
  installRequestGuard();
  installRequestGuard(); // a second install (a reloaded instrumentation) must not guard twice
  // Stands in for Next: it fails on anything it is handed, so only the guard's answers can be 4xx.
  server = createServer((req, res) => {
    reached.push(`${req.method} ${req.url}`);
    if (req.method === "TRACE") throw new Error("unreachable");
    decodeURIComponent(req.url!.split("?")[0]!);
    res.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  reached = [];
});

const send = (method: string, path: string) =>
  new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
    const call = request({ host: "127.0.0.1", port, method, path }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
    });
    call.on("error", reject);
    call.end();
  });

describe("request guard", () => {
  it("answers TRACE and other unanswered methods with 405, Allow and the API's error body, before the app", async () => {
    for (const method of ["TRACE", "PROPFIND", "PURGE"]) {
      const answer = await send(method, "/api/v1/orders");
      expect(answer.status).toBe(405);
      expect(answer.allow).toBe("GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE");
      expect(JSON.parse(answer.body).error.code).toBe("method_not_allowed");
    }
    expect(reached).toEqual([]);
  });

  it("answers a path with broken percent-encoding with 400, on pages and the API alike", async () => {
    for (const path of ["/%ff", "/api/v1/orders/%E0%A4%A", "/centro/%c3%28?x=1"]) {
      const answer = await send("GET", path);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).error.code).toBe("bad_request");
    }
    expect(reached).toEqual([]);
  });

  it("lets every answered method and well-encoded path through, a bad escape in the query included", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) expect((await send(method, "/caf%C3%A9?q=%ff")).status).toBe(200);
    expect(reached).toHaveLength(6);
  });
});
