import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { forgetBrand } from "../cache/process-cache";
import { configForHost, fetchConfig } from "./config-source";

/** A configuration service on loopback, whose answers each test sets. */
let server: Server;
let base: string;
let answer: { status: number; body?: unknown; delayMs?: number };
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? "");
    setTimeout(() => {
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.CONFIG_URL = `${base}/instances/{host}/config.json`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const remote = { slug: "remota", name: "Marca Remota", status: "active", langs: ["es"] };

describe("config from CONFIG_URL", () => {
  it("asks the service for the host and returns its config", async () => {
    answer = { status: 200, body: remote };
    expect(await configForHost("Pedidos.Remota.co")).toMatchObject({ slug: "remota" });
    expect(asked.at(-1)).toBe("/instances/pedidos.remota.co/config.json");
  });

  it("keeps the config for the TTL instead of asking again", async () => {
    const before = asked.length;
    answer = { status: 200, body: { ...remote, name: "Changed" } };
    expect((await configForHost("pedidos.remota.co"))?.name).toBe("Marca Remota");
    expect(asked.length).toBe(before);
  });

  it("asks again after the brand's cache is forgotten (an import or a lock)", async () => {
    forgetBrand("remota");
    expect((await configForHost("pedidos.remota.co"))?.name).toBe("Changed");
  });

  it("treats a 404 as no brand at that host", async () => {
    answer = { status: 404 };
    expect(await configForHost("nadie.example")).toBeNull();
  });

  it("adds ?host= when the URL has no {host} placeholder", async () => {
    answer = { status: 200, body: remote };
    await fetchConfig(`${base}/config`, "a.b.co");
    expect(asked.at(-1)).toBe("/config?host=a.b.co");
  });

  it("fails on a server error (the cache then serves its stale copy)", async () => {
    answer = { status: 500 };
    await expect(fetchConfig(`${base}/config`, "a.b.co")).rejects.toThrow("500");
  });

  it("gives up on a service slower than 2 seconds", async () => {
    answer = { status: 200, body: remote, delayMs: 2_500 };
    await expect(fetchConfig(`${base}/config`, "slow.co")).rejects.toThrow();
  });
});
