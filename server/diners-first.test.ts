import { EventEmitter } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { PERFORMANCE_METRICS_PATH, TRACKINGS_PATH } from "@/lib/domain/visit";
import { BEACON_PATHS, dinersFirst } from "./diners-first.mjs";

// A stand-in for Next's handler: it notes what reached it and answers when the test says so.
const reached: string[] = [];
const open = new Map<string, http.ServerResponse>();
const server = http.createServer(
  dinersFirst(
    (req, res) => {
      const name = new URL(req.url ?? "/", "http://x").searchParams.get("name")!;
      reached.push(name);
      open.set(name, res);
    },
    { maxWaitMs: 400, turnMs: 250 },
  ),
);

beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)));
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (reached.length = 0));

function send(path: string, name: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const port = (server.address() as AddressInfo).port;
    http.get({ host: "127.0.0.1", port, path: `${path}?name=${name}`, agent: false }, (res) => res.resume().on("end", () => resolve(res.statusCode ?? 0))).on("error", reject);
  });
}
const answer = (name: string) => open.get(name)!.end("ok");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await sleep(5);
  expect(check()).toBe(true);
}

describe("dinersFirst: analytics beacons wait for the diners (npm start's server, issue 15)", () => {
  it("holds the browser's beacons, and only them", () => {
    expect([...BEACON_PATHS].sort()).toEqual([PERFORMANCE_METRICS_PATH, TRACKINGS_PATH].sort());
  });

  it("lets a diner's request that came in the same moment go first (Next would handle a beacon let go at once in one stretch)", async () => {
    const seen: string[] = [];
    const handle = dinersFirst((req) => seen.push(req.url ?? ""));
    const request = (url: string) => [{ url } as http.IncomingMessage, new EventEmitter() as http.ServerResponse] as const;
    const beacon = request(TRACKINGS_PATH);
    const order = request("/api/v1/orders");
    handle(...beacon);
    handle(...order);
    expect(seen).toEqual(["/api/v1/orders"]);
    await sleep(20);
    expect(seen).toEqual(["/api/v1/orders"]);
    order[1].emit("close");
    await until(() => seen.length === 2);
    expect(seen).toEqual(["/api/v1/orders", TRACKINGS_PATH]);
    beacon[1].emit("close");
  });

  it("drops a held beacon whose sender left, and hands on the next", async () => {
    const seen: string[] = [];
    const handle = dinersFirst((req) => seen.push(req.url ?? ""));
    const order = [{ url: "/api/v1/orders" } as http.IncomingMessage, new EventEmitter() as http.ServerResponse] as const;
    const left = { url: `${TRACKINGS_PATH}?left`, socket: { destroyed: false } };
    handle(...order);
    handle(left as unknown as http.IncomingMessage, new EventEmitter() as http.ServerResponse);
    handle({ url: `${TRACKINGS_PATH}?stayed` } as http.IncomingMessage, new EventEmitter() as http.ServerResponse);
    left.socket.destroyed = true;
    order[1].emit("close");
    await until(() => seen.length === 2);
    expect(seen).toEqual(["/api/v1/orders", `${TRACKINGS_PATH}?stayed`]);
  });

  it("hands a beacon on at once when no other request is in flight", async () => {
    const beacon = send(TRACKINGS_PATH, "alone");
    await until(() => reached.includes("alone"));
    answer("alone");
    expect(await beacon).toBe(200);
  });

  it("holds beacons while a diner's request is in flight, then hands them on one at a time", async () => {
    const order = send("/api/v1/orders", "order");
    await until(() => reached.includes("order"));
    const first = send(TRACKINGS_PATH, "first");
    const second = send(PERFORMANCE_METRICS_PATH, "second");
    // a diner coming meanwhile is never held
    const menu = send("/centro", "menu");
    await until(() => reached.includes("menu"));
    answer("menu");
    await menu;
    await sleep(50);
    expect(reached).toEqual(["order", "menu"]);

    answer("order");
    await order;
    await until(() => reached.includes("first"));
    await sleep(30);
    expect(reached).toEqual(["order", "menu", "first"]); // the second waits for the first's answer
    answer("first");
    await until(() => reached.includes("second"));
    answer("second");
    expect([await first, await second]).toEqual([200, 200]);
  });

  it("hands a beacon on after its longest wait while diners keep coming (delayed, never starved)", async () => {
    const order = send("/api/v1/orders", "slow-order");
    await until(() => reached.includes("slow-order"));
    const started = Date.now();
    const beacon = send(TRACKINGS_PATH, "patient");
    await until(() => reached.includes("patient"));
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    answer("patient");
    answer("slow-order");
    await Promise.all([beacon, order]);
  });

  it("lets the next beacon go when one takes too long (a slow upload holds the others only so long)", async () => {
    const slow = send(TRACKINGS_PATH, "slow");
    await until(() => reached.includes("slow"));
    const next = send(TRACKINGS_PATH, "next");
    await sleep(50);
    expect(reached).toEqual(["slow"]);
    await until(() => reached.includes("next")); // after turnMs, with "slow" still unanswered
    answer("next");
    answer("slow");
    await Promise.all([slow, next]);
  });

  it("past its bound hands a beacon straight on instead of holding it (a flood costs no memory here)", async () => {
    const seen: string[] = [];
    let order: http.ServerResponse | undefined;
    const bounded = http.createServer(
      dinersFirst(
        (req, res) => {
          seen.push(req.url ?? "");
          if (req.url === "/api/v1/orders") order = res;
          else res.end("ok");
        },
        { maxWaitMs: 10_000, maxHeld: 1 },
      ),
    );
    await new Promise<void>((resolve) => bounded.listen(0, "127.0.0.1", resolve));
    const port = (bounded.address() as AddressInfo).port;
    const get = (path: string) =>
      new Promise<number>((resolve, reject) => {
        http.get({ host: "127.0.0.1", port, path, agent: false }, (res) => res.resume().on("end", () => resolve(res.statusCode ?? 0))).on("error", reject);
      });
    const slowOrder = get("/api/v1/orders");
    await until(() => order !== undefined);
    const held = get(`${TRACKINGS_PATH}?n=held`);
    await sleep(50);
    expect(await get(`${TRACKINGS_PATH}?n=over`)).toBe(200); // answered while the first is still held
    expect(seen).toEqual(["/api/v1/orders", `${TRACKINGS_PATH}?n=over`]);
    order!.end("ok");
    expect([await slowOrder, await held]).toEqual([200, 200]);
    expect(seen).toEqual(["/api/v1/orders", `${TRACKINGS_PATH}?n=over`, `${TRACKINGS_PATH}?n=held`]);
    await new Promise((resolve) => bounded.close(resolve));
  });
});
