/**
 * npm run test:scale — the scale-out path for real: two production replicas (server/start.mjs) of the build on one
 * PostgreSQL database (a throwaway one) and one Redis, behind deploy/nginx as their load balancer (scripts/lib/front.mjs). It proves:
 *
 *  1. one cache: a page rendered by replica A is served from the shared cache by B, and a brand locked through
 *     A is refused by B at once (and unlocked through B, served by A at once);
 *  2. stock holds: 200 parallel checkouts across both replicas for 10 units make exactly 10 orders;
 *  3. an abort storm (1,000 requests for a demo menu page, each cut off after its first chunk) leaves the
 *     replica's RSS within 10 % of before;
 *  4. a replica killed mid-load: every diner retries with their Idempotency-Key until answered, and each ends
 *     with exactly one order, none lost;
 *  5. the database connection cut inside a checkout (pg_terminate_backend) leaves no half-written order;
 *  6. a replica whose Redis is unreachable still serves pages, takes orders and imports brands;
 *  7. bookings and the waitlist read the same on both replicas the moment either changes them;
 *  8. a dish sold out ("86") through one replica is 0 units on the other's menu and refused by its orders at once,
 *     and back on sale through the other the same way.
 *
 * It reuses the build `npm test` made (builds only when there is none). Nothing here waits on the clock to
 * decide: servers are awaited through their health check and the cut checkout through pg_stat_activity.
 * Env: DATABASE_URL (server to create the database on, default postgres://postgres@127.0.0.1:5432/postgres),
 * SCALE_REDIS_URL (default redis://127.0.0.1:6379/15, flushed at start and end), SCALE_PORT (3300: the balancer;
 * the replicas take the next three ports, and the fourth stands for a Redis that is down).
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { Redis } from "ioredis";
import pg from "pg";
import { portIsFree } from "./lib/bench-http.mjs";
import { runOrExit } from "./lib/run.mjs";
import { ensureSystemPackages } from "./lib/ensure.mjs";
import { startFront } from "./lib/front.mjs";
import { startReplica } from "./lib/scale/replica.mjs";
import { CUT_UNITS, LIMITED_UNITS, SCALE_BRAND, checkout, scaleBrand } from "./lib/scale/scale-brand.mjs";
import { abortMidResponse, call, inParallel } from "./lib/scale/scale-http.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.SCALE_REDIS_URL ?? "redis://127.0.0.1:6379/15";
const LB_PORT = Number(process.env.SCALE_PORT ?? 3300);
const HOST = `${SCALE_BRAND}.localhost`;
const DEMO_HOST = "fogon-andino.localhost";
const DEMO_PAGE = "/chapinero";
const STORM = 1000;
const ADMIN_API_KEY = randomBytes(18).toString("base64url");
const OPERATOR_API_KEY = randomBytes(18).toString("base64url");
// the brand's operator key as lib/domain/staff/operator-key.ts derives it (this script runs without TypeScript)
const operatorKey = (slug) => createHmac("sha256", OPERATOR_API_KEY).update(`comanda operator key\0${slug}`).digest("base64url");
const database = `comanda_scale_${process.pid}_${Date.now()}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).href;

const log = (...args) => console.log(...args);
const failures = [];
function check(ok, what, detail = "") {
  log(`  ${ok ? "✔" : "✖"} ${what}${detail ? ` — ${detail}` : ""}`);
  if (!ok) failures.push(what);
}

// ── setup ────────────────────────────────────────────────────────────────────────────────────────────────────────
await ensureSystemPackages();
for (const port of [LB_PORT, LB_PORT + 1, LB_PORT + 2, LB_PORT + 3, LB_PORT + 4]) {
  if (!(await portIsFree(port))) {
    console.error(`✖ port ${port} is in use; choose other ports with SCALE_PORT=3400 npm run test:scale`);
    process.exit(1);
  }
}
if (!existsSync(".next/BUILD_ID")) await runOrExit("Production build (next build)", process.execPath, ["node_modules/next/dist/bin/next", "build"]);
const buildId = readFileSync(".next/BUILD_ID", "utf8").trim();

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${database}`);
const redis = new Redis(redisUrl);
await redis.flushdb();
const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
db.on("error", () => {}); // an idle connection ended by the drop at the end is no failure
const replicas = [];
let balancer;

async function cleanUp() {
  await balancer?.stop();
  await Promise.all(replicas.map((replica) => replica.stop()));
  await db.end();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  await redis.flushdb();
  redis.disconnect();
}

try {
  await runOrExit(`Migrations on ${database}`, "npm", ["run", "-s", "db:migrate"], { env: { DATABASE_URL: databaseUrl } });
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, ADMIN_API_KEY, OPERATOR_API_KEY, DATABASE_POOL_SIZE: "10", PUBLIC_PORT: String(LB_PORT) };
  log(`\n▶ Two replicas (ports ${LB_PORT + 1}, ${LB_PORT + 2}) on ${database} and ${redisUrl}, nginx on ${LB_PORT}`);
  replicas.push(...(await Promise.all([startReplica("A", LB_PORT + 1, env), startReplica("B", LB_PORT + 2, env)])));
  const [a, b] = replicas;
  balancer = await startFront(LB_PORT, [a.port, b.port], { countUpstreams: true });
  const importBrand = (port, brand) =>
    call(port, { method: "POST", path: "/api/admin/brands", host: "admin.localhost", headers: { authorization: `Bearer ${ADMIN_API_KEY}` }, body: brand });
  for (const brand of [scaleBrand(), JSON.parse(readFileSync("demo/brands/fogon-andino.json", "utf8"))]) {
    const imported = await importBrand(LB_PORT, brand);
    if (imported.status !== 200) throw new Error(`importing ${brand.instance.slug} answered ${imported.status}: ${JSON.stringify(imported.json)}`);
  }
  const ids = Object.fromEntries(
    (
      await db.query(
        `select p.key, ps.id from product_suppliers ps join products p on p.id = ps.product_id join instances i on i.id = ps.instance_id where i.slug = $1`,
        [SCALE_BRAND],
      )
    ).rows.map((row) => [row.key, row.id]),
  );
  const stockOf = async (key) => (await db.query(`select stock from product_suppliers where id = $1`, [ids[key]])).rows[0].stock;
  const ordersWith = async (keys) => (await db.query(`select idempotency_key, id from orders where idempotency_key = any($1)`, [keys])).rows;
  /** A diner: their own address (the rate limits count per client) and a fresh Idempotency-Key per order. */
  let diners = 0;
  const diner = () => ({ "x-forwarded-for": `10.${(++diners >> 8) & 255}.${diners & 255}.7`, "idempotency-key": randomUUID() });
  const order = (port, product, headers = diner(), quantity = 1) => call(port, { method: "POST", path: "/api/v1/orders", host: HOST, headers, body: checkout(ids[product], quantity) });

  // ── 1. one cache, one lock ────────────────────────────────────────────────────────────────────────────────────
  log("\n▶ 1. One cache across replicas: pages, a lock, an unlock");
  const first = await call(a.port, { path: "/centro", host: HOST });
  const second = await call(b.port, { path: "/centro", host: HOST });
  check(first.status === 200 && second.headers["x-nextjs-cache"] === "HIT", "a page A rendered is served by B from the shared cache", `A ${first.headers["x-nextjs-cache"]}, B ${second.headers["x-nextjs-cache"]}`);
  check((await redis.keys(`comanda:next:${buildId}:*`)).length > 0, "the shared cache lives in Redis under this build's prefix");
  // B has this brand's config in its own memory now (its proxy resolved the host for the page above).
  check((await order(b.port, "cortado")).status === 201, "B takes an order before the lock");
  const locked = await importBrand(a.port, scaleBrand({ locked: true }));
  const refused = await order(b.port, "cortado");
  const page = await call(b.port, { path: "/centro", host: HOST });
  check(locked.status === 200 && refused.status === 423 && refused.json?.error?.code === "instance_locked", "locked through A: B refuses an order at once", `B answered ${refused.status}`);
  check(page.status === 307 && String(page.headers.location).endsWith("/inactive-instance"), "locked through A: B shows the inactive screen at once", `B answered ${page.status} → ${page.headers.location}`);
  await importBrand(b.port, scaleBrand());
  const reopened = await call(a.port, { path: "/centro", host: HOST });
  check(reopened.status === 200 && (await order(a.port, "cortado")).status === 201, "unlocked through B: A serves pages and takes orders at once", `A answered ${reopened.status}`);

  // ── 7. bookings across replicas ────────────────────────────────────────────────────────────────────────────────
  // (numbered last in the header: it runs here, while both replicas are up)
  {
    log("\n▶ 7. Bookings and the walk-in waitlist: changed on one replica, read on the other at once");
    const tomorrow = new Date(Date.now() - 5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const bookAt = (port, extra = {}) =>
      call(port, { method: "POST", path: "/api/v1/bookings", host: HOST, headers: diner(), body: { supplier: "centro", date: tomorrow, time: "20:00", persons: 2, terms_accepted: true, contact: checkout(0).contact, ...extra } });
    const held = await bookAt(a.port);
    const waiting = await bookAt(b.port, { waitlist: true });
    check(held.status === 201 && waiting.json?.booking?.status === "waiting_list", "B waitlists a diner for the table A just booked", `A ${held.status}, B ${waiting.json?.booking?.status}`);
    const bookingOn = (port, { booking, access_token }) => call(port, { path: `/api/v1/bookings/${booking.id}?token=${access_token}`, host: HOST });
    await call(a.port, { method: "DELETE", path: `/api/v1/bookings/${held.json.booking.id}?token=${held.json.access_token}`, host: HOST });
    const promoted = await bookingOn(b.port, waiting.json);
    check(promoted.json?.booking?.status === "approved", "canceled through A: B reads the waitlisted booking approved at once", `B read ${promoted.json?.booking?.status}`);
    const joined = await call(b.port, { method: "POST", path: "/api/v1/waitlist", host: HOST, headers: diner(), body: { supplier: "centro", persons: 2, contact: { name: "Luis Gómez", phone: "3001234567" } } });
    const entryPath = `/api/v1/waitlist/${joined.json?.entry?.id}?token=${joined.json?.access_token}`;
    const seenOnA = await call(a.port, { path: entryPath, host: HOST });
    await call(a.port, { method: "DELETE", path: entryPath, host: HOST });
    const leftOnB = await call(b.port, { path: entryPath, host: HOST });
    check(joined.status === 201 && seenOnA.json?.entry?.position === 1 && leftOnB.json?.entry?.status === "left", "a place in line taken on B is read on A, and left through A is gone on B", `position ${seenOnA.json?.entry?.position}, then ${leftOnB.json?.entry?.status}`);
  }

  // ── 8. a dish sold out across replicas ─────────────────────────────────────────────────────────────────────────
  {
    log("\n▶ 8. A dish sold out (86) through one replica: the other's menu and orders follow at once");
    const operator = { authorization: `Bearer ${operatorKey(SCALE_BRAND)}` };
    const cortadoIn = async (port, api) =>
      (await call(port, { path: `/api/${api}/menu/centro/take_away.json?lang=es`, host: HOST })).json?.menu?.products?.find((product) => product.product_supplier_id === ids.cortado);
    const cortadoOn = (port) => cortadoIn(port, "v1");
    const mark = (port, soldOut) => call(port, { method: "PATCH", path: `/api/v1/operator/menu/products/${ids.cortado}`, host: HOST, headers: operator, body: { sold_out: soldOut } });
    const before = await cortadoOn(b.port); // B keeps the menu in its own memory from here
    const cachedBefore = await cortadoIn(LB_PORT, "cached/v1"); // and nginx the cached host's answer, for its second
    const marked = await mark(a.port, true);
    const markedAt = Date.now();
    const onB = await cortadoOn(b.port);
    const cachedOnB = await cortadoIn(b.port, "cached/v1");
    const refused = await order(b.port, "cortado");
    check(
      before?.stock === null && cachedBefore?.stock === null && marked.status === 204 && onB?.stock === 0 && cachedOnB?.stock === 0 && refused.status === 409,
      "sold out through A: B's menu (both hosts) reads 0 units and B refuses the order at once",
      `A ${marked.status}; B's menu ${before?.stock} → ${onB?.stock}, cached host ${cachedBefore?.stock} → ${cachedOnB?.stock}, B's order ${refused.status}`,
    );
    // nginx keeps a shared answer for one second (deploy/nginx/comanda.conf), then asks a replica again
    let throughFront = cachedBefore?.stock;
    while (throughFront !== 0 && Date.now() - markedAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      throughFront = (await cortadoIn(LB_PORT, "cached/v1"))?.stock;
    }
    const took = Date.now() - markedAt;
    check(throughFront === 0 && took <= 2_500, "through nginx, the cached host reads 0 units within its second of keeping", `${throughFront} after ${took} ms`);
    const back = await mark(b.port, false);
    const onA = await cortadoOn(a.port);
    const taken = await order(a.port, "cortado");
    check(back.status === 204 && onA?.stock === null && taken.status === 201, "back on sale through B: A's menu and orders at once", `B ${back.status}; A's menu ${onA?.stock}, A's order ${taken.status}`);
  }

  // ── 2. 200 checkouts for 10 units ─────────────────────────────────────────────────────────────────────────────
  log(`\n▶ 2. 200 parallel checkouts for ${LIMITED_UNITS} units, through the balancer`);
  const servedBefore = new Map(replicas.map((r) => [r, balancer.served(r.port)]));
  const race = await Promise.all(Array.from({ length: 200 }, () => order(LB_PORT, "ultimas")));
  const statuses = Object.entries(race.reduce((count, r) => ({ ...count, [r.status]: (count[r.status] ?? 0) + 1 }), {}));
  const sold = Number((await db.query(`select count(*) from order_lines where product_supplier_id = $1`, [ids.ultimas])).rows[0].count);
  const perReplica = replicas.map((r) => `${r.name} ${balancer.served(r.port) - servedBefore.get(r)}`).join(", ");
  check(race.filter((r) => r.status === 201).length === LIMITED_UNITS && sold === LIMITED_UNITS && (await stockOf("ultimas")) === 0, `exactly ${LIMITED_UNITS} orders, stock 0`, `answers ${statuses.map(([s, n]) => `${n}× ${s}`).join(", ")}; requests ${perReplica}`);
  check(race.every((r) => r.status === 201 || r.json?.error?.code === "stock_unavailable"), "every other checkout is refused as stock_unavailable (no 5xx)");

  // ── 3. abort storm ────────────────────────────────────────────────────────────────────────────────────────────
  log(`\n▶ 3. Abort storm on A: ${STORM} requests for a menu page, each cut off after its first chunk`);
  const storm = () => inParallel(STORM, 50, () => abortMidResponse(a.port, DEMO_HOST, DEMO_PAGE));
  // Warm up with the same traffic, whole and cut off: the page is rendered and cached, the code compiled, and RSS
  // settles by the second storm (~+15 MB over the first, then flat within a few MB). RSS is read after a full
  // garbage collection, so what is compared is what one more storm left alive.
  const [{ bytes: whole }] = await inParallel(100, 10, () => call(a.port, { path: DEMO_PAGE, host: DEMO_HOST }));
  for (let warmUp = 0; warmUp < 3; warmUp++) await storm();
  const before = await a.rssKb();
  const cutOff = (await storm()).filter((read) => read > 0 && read < whole).length;
  const healthy = (await call(a.port, { path: "/api/health", host: HOST })).status === 200;
  const after = await a.rssKb();
  const growth = (after / before - 1) * 100;
  check(cutOff === STORM, "every response was cut off after its first chunk", `${cutOff} of ${STORM} (the page is ${(whole / 1000).toFixed(0)} kB)`);
  check(healthy && after <= before * 1.1, "A's RSS stays within 10 % of before, and A still answers", `${(before / 1024).toFixed(0)} MB → ${(after / 1024).toFixed(0)} MB (${growth >= 0 ? "+" : ""}${growth.toFixed(1)} %)`);

  // ── 4. a replica killed mid-load ──────────────────────────────────────────────────────────────────────────────
  const DINERS = 100;
  log(`\n▶ 4. ${DINERS} diners check out through nginx; A is killed (SIGKILL) once 20 of them have their answer`);
  let answers = 0;
  // 20 diners at a time: A has answered some of its share when it dies, with others still in flight.
  const outcomes = await inParallel(DINERS, 20, async () => {
      const headers = diner();
      const seen = [];
      for (let attempt = 1; attempt <= 20; attempt++) {
        const answer = await order(LB_PORT, "cortado", headers).catch(() => ({ status: 0 }));
        if (++answers === 20) a.kill();
        seen.push(answer.status);
        if (answer.status === 200 || answer.status === 201) return { key: headers["idempotency-key"], id: answer.json.order.id, seen };
        if (answer.status !== 0 && answer.status < 500) return { key: headers["idempotency-key"], id: null, seen };
      }
      return { key: headers["idempotency-key"], id: null, seen };
  });
  const stored = new Map((await ordersWith(outcomes.map((o) => o.key))).map((row) => [row.idempotency_key, row.id]));
  const retried = outcomes.filter((o) => o.seen.length > 1);
  const replayed = outcomes.filter((o) => o.seen.at(-1) === 200).length;
  check(!a.alive(), "A is dead");
  check(
    outcomes.every((o) => o.id !== null && stored.get(o.key) === o.id) && stored.size === DINERS,
    "every diner ends with exactly one order, none lost",
    `${DINERS} diners, ${stored.size} orders; ${retried.length} retried after a 502, ${replayed} answered by a replay of an order A had already written`,
  );

  // ── 5. the database connection cut inside a checkout ──────────────────────────────────────────────────────────
  log("\n▶ 5. B's database connection cut inside a checkout (pg_terminate_backend)");
  const blocker = await db.connect();
  await blocker.query("begin");
  // The checkout takes its stock and writes its order, then waits here to write its lines: half-written.
  await blocker.query("lock table order_lines in share mode");
  const headers = diner();
  const cut = order(b.port, "torta", headers);
  let answered = false;
  cut.finally(() => (answered = true)).catch(() => {});
  let backend;
  while (!backend && !answered) {
    const { rows } = await db.query(
      `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike 'insert into "order_lines"%'`,
    );
    backend = rows[0]?.pid;
    if (!backend) await new Promise((resolve) => setTimeout(resolve, 20)); // poll until the checkout is stuck there
  }
  if (!backend) throw new Error(`the checkout never waited to write its lines (answered ${(await cut).status})`);
  const { rows: held } = await db.query(`select relation::regclass::text as rel from pg_locks where pid = $1 and mode = 'RowExclusiveLock'`, [backend]);
  check(["orders", "product_suppliers"].every((rel) => held.some((row) => row.rel === rel)), "the checkout had written its order and taken its stock when cut");
  await db.query("select pg_terminate_backend($1)", [backend]);
  await blocker.query("rollback");
  blocker.release();
  const answer = await cut;
  check(answer.status >= 500 && (await ordersWith([headers["idempotency-key"]])).length === 0 && (await stockOf("torta")) === CUT_UNITS, "the cut checkout failed whole: no order, stock untouched", `answered ${answer.status}, stock ${await stockOf("torta")}`);
  const retry = await order(b.port, "torta", headers);
  check(retry.status === 201 && (await ordersWith([headers["idempotency-key"]])).length === 1 && (await stockOf("torta")) === CUT_UNITS - 1, "its retry with the same Idempotency-Key makes exactly one order", `answered ${retry.status}`);
  check((await call(b.port, { path: "/api/health", host: HOST })).status === 200, "B is still healthy");

  // ── 6. Redis away ─────────────────────────────────────────────────────────────────────────────────────────────
  log("\n▶ 6. A replica whose Redis is unreachable (REDIS_URL on a closed port) still serves and takes orders");
  const noRedis = `redis://127.0.0.1:${LB_PORT + 4}`; // checked free above: nothing listens there
  const c = await startReplica("C", LB_PORT + 3, { ...env, REDIS_URL: noRedis }).catch((error) => error);
  if (c instanceof Error) check(false, "C starts without Redis", c.message);
  else {
    replicas.push(c);
    const served = await call(c.port, { path: "/centro", host: HOST });
    const ordered = await order(c.port, "cortado");
    const imported = await importBrand(c.port, scaleBrand());
    check(served.status === 200 && ordered.status === 201 && imported.status === 200, "C renders pages, takes an order and imports a brand", `${served.status}, ${ordered.status}, ${imported.status}`);
  }
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
  console.error(`✖ ${error instanceof Error ? error.stack : error}`);
} finally {
  if (failures.length) for (const replica of replicas) replica.printLog();
  await cleanUp();
}

if (failures.length) {
  console.error(`\n✖ test:scale: ${failures.length} failed: ${failures.join("; ")}`);
  process.exit(1);
}
log("\n✔ test:scale passed");
