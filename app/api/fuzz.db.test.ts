import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, relative } from "node:path";
import { brandFileSchema } from "@/lib/domain/brand/brand-file";
import { minor } from "@/lib/domain/money/minor";
import { brandOperatorKey } from "@/lib/domain/staff/operator-key";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { sandboxCheckoutBase, sandboxSecrets } from "@/lib/server/payments/sandbox-gateway";
import { webCheckoutUrl } from "@/lib/server/payments/web-checkout";
import { brandInput } from "@/tests/factories/brand";
import { brandWithPlacesInput } from "@/tests/factories/places";
import { surveysInput } from "@/tests/factories/surveys";
import { withNextDataCache } from "@/tests/helpers/next-data-cache";
import { routeFiles } from "@/tests/helpers/route-files";
import { brandRequest } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";

/**
 * No caller's mistake answers 5xx (product §8). Every route file under app/api and the sandbox gateway's
 * app/sandbox-pay/api (found on disk, so a new route is covered without touching this test) gets, for each method it exports, a fixed, seeded set of malformed
 * calls: broken JSON, wrong types, numbers beyond the database's, NUL and lone surrogates, oversized text,
 * garbage path segments, queries and headers. A thrown error counts as the 500 Next would answer.
 */

// A brand import that succeeds refreshes Next's cache, which only exists inside Next's server.
jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

const ADMIN = "fuzz-admin-key-0123456789";
const OPERATOR_SECRET = "fuzz-operator-key-0123456789";
const OPERATOR = brandOperatorKey(OPERATOR_SECRET, "fuzz");
process.env.ADMIN_API_KEY = ADMIN;
process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
// A fuzzed payment the sandbox accepts delivers its event here, never to a server that may run on this machine.
const events: Server = createServer((request, response) => void request.resume().on("end", () => response.writeHead(200).end()));

const CASES_PER_METHOD = 30;
const METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"] as const;
const APP_DIR = join(process.cwd(), "app");
/** Where route files answer API calls: the brands' API and the sandbox gateway's, on its own host. */
const API_DIRS = ["api", "sandbox-pay/api"].map((dir) => join(APP_DIR, dir));

const db = withTestDatabase();
withNextDataCache();

/** Real ids and tokens of the imported brand, so that mutated calls get past the first check and reach deeper. */
const real = { token: "", productSupplierId: 1, checkout: {} as Record<string, string> };

beforeAll(async () => {
  await new Promise<void>((resolve) => events.listen(0, "127.0.0.1", resolve));
  process.env.PAYMENT_EVENTS_URL = `http://127.0.0.1:${(events.address() as AddressInfo).port}/events`;
  real.checkout = signedCheckout();
  // with surveys, so that mutated answers get past the survey's lookup to the questions' checks
  await importBrand(db.current.db, brandFileSchema.parse({ ...brandWithPlacesInput("fuzz"), surveys: surveysInput() }));
  const [place] = await db.current.db.select({ token: t.places.token }).from(t.places).limit(1);
  const [sold] = await db.current.db.select({ id: t.productSuppliers.id }).from(t.productSuppliers).limit(1);
  real.token = place!.token;
  real.productSupplierId = sold!.id;
});

afterAll(() => new Promise<void>((resolve) => events.close(() => resolve())));

/** A Web Checkout query the sandbox's integrity secret signed, so that a call gets past it to the payment's checks. */
function signedCheckout(): Record<string, string> {
  const { publicKey, integrity } = sandboxSecrets();
  const url = webCheckoutUrl(sandboxCheckoutBase("fuzz.localhost", "http:"), publicKey, integrity, {
    reference: "ord_1_1",
    amountMinor: minor(24900),
    currency: "COP",
    method: "card",
    redirectUrl: "http://fuzz.localhost/orders/1?token=abc",
    customer: { email: "ana@example.co", fullName: "Ana Pérez", phone: "3001234567", legalId: "1020304050", legalIdType: "cc" },
    locale: "es",
  });
  return Object.fromEntries(new URL(url).searchParams);
}

/** A well-formed call's body per route; the fuzz breaks one spot of it at a time. */
const templates = (): Record<string, unknown> => ({
  "/api/v1/orders": {
    supplier: "centro",
    service: "take_away",
    lines: [{ product_supplier_id: real.productSupplierId, quantity: 1, options: {} }],
    contact: { name: "Ana Pérez", phone: "3001234567", email: "ana@example.co", document_type: "cc", document_number: "1020304050" },
    payment_method: "payment_receipt",
    tip: { include: "YES", percent: 10, customValue: null },
    terms_accepted: true,
  },
  "/api/v1/delivery-zone": { lat: 4.65, lng: -74.05 },
  "/api/v1/coupons/check": { code: "BIENVENIDA", subtotal: 30000, email: "ana@example.co" },
  "/api/v1/orders/[id]/reconcile": { transaction_id: "tx-1" },
  "/api/v1/places/[token]/waiter-call": { reason: "bill" },
  "/api/v1/operator/orders/[id]": { status: "approved", progress: "preparing" },
  "/api/v1/operator/waiter-calls/[id]": { status: "acknowledged" },
  "/api/v1/supplier_surveys/answers.json": {
    survey: "mesa",
    supplier_id: "centro",
    service: "on_table",
    table_code: "12",
    answers: { comida: 9, recomiendas: 10, volverias: "si", gusto: ["comida", "precio"], comentario: "Muy rico" },
  },
  "/api/admin/brands": brandInput("fuzz-import"),
  "/sandbox-pay/api/transactions": {
    checkout: real.checkout,
    method: "card",
    data: { holder: "Ana Pérez", number: "4242 4242 4242 4242", cvc: "123", month: "12", year: String(new Date().getUTCFullYear() + 3), identification_type: "cc", identification: "1020304050" },
  },
});

/** Every spot of a JSON value, as a path of keys. */
function spots(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, i) => spots(item, [...path, i]))];
  if (value && typeof value === "object") return [path, ...Object.entries(value).flatMap(([key, item]) => spots(item, [...path, key]))];
  return [path];
}

/** `template` with one spot replaced by a nasty value, removed, or given a nasty sibling. */
function mutate(rand: ReturnType<typeof prng>, template: unknown): unknown {
  const copy = structuredClone(template);
  const path = rand.pick(spots(copy).filter((spot) => spot.length > 0));
  if (!path) return nastyValue(rand);
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, copy as Record<string | number, unknown>);
  const last = path.at(-1)!;
  const how = rand.next();
  const original = parent[last];
  // Mostly a value of the same kind, so the call gets past type checks to ranges, lengths and the database.
  const sameKind = typeof original === "number" ? rand.pick(NASTY_NUMBERS) : typeof original === "string" ? rand.pick(NASTY_TEXT) : nastyValue(rand);
  if (how < 0.75) parent[last] = rand.next() < 0.7 ? sameKind : nastyValue(rand);
  else if (how < 0.9) delete parent[last];
  else parent[String(rand.pick(NASTY_TEXT))] = nastyValue(rand);
  return copy;
}

/** mulberry32: small, deterministic, and seeded per route so a failure replays exactly. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

const seedOf = (text: string) => [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);

const NASTY_TEXT = ["", " ", "\u0000", "a\u0000b", "\ud800", "x\udfff", "🫓", "%ff", "../../etc/passwd", "<script>", "' OR 1=1 --", "a".repeat(20_000), "centro", "on_table", "YES", "acknowledged"];
const NASTY_NUMBERS = [0, -1, 1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE];
const FIELDS = [
  "supplier", "supplier_id", "service", "subservice", "lines", "product_supplier_id", "quantity", "options", "contact", "payment_method", "tip",
  "polygon_id", "address", "birth_date", "coupon_code", "code", "schedule", "comments", "terms_accepted", "lat", "lng", "q", "reason", "status", "progress",
  "trigger", "lang", "subtotal", "include", "percent", "customValue", "reference", "transaction_id", "id", "name", "instance", "branches", "menu",
];

function nastyValue(rand: ReturnType<typeof prng>, depth = 0): unknown {
  const kind = rand.next();
  if (kind < 0.3) return rand.pick(NASTY_TEXT);
  if (kind < 0.55) return rand.pick(NASTY_NUMBERS);
  if (kind < 0.65) return rand.pick([null, true, false]);
  if (depth > 2) return rand.pick(NASTY_TEXT);
  if (kind < 0.8) return Array.from({ length: Math.floor(rand.next() * 4) }, () => nastyValue(rand, depth + 1));
  return nastyObject(rand, depth + 1);
}

function nastyObject(rand: ReturnType<typeof prng>, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = Math.floor(rand.next() * 6); i > 0; i--) object[rand.next() < 0.9 ? rand.pick(FIELDS) : rand.pick(NASTY_TEXT)] = nastyValue(rand, depth);
  return object;
}

function nastyBody(rand: ReturnType<typeof prng>, template: unknown): string {
  if (template !== undefined && rand.next() < 0.6) return JSON.stringify(mutate(rand, template));
  const kind = rand.next();
  if (kind < 0.15) return rand.pick(["", "{", "null", "[]", '"x"', "1e999", "[".repeat(5_000), '{"a":1}garbage', "\u0000", "\ud800"]);
  if (kind < 0.2) return JSON.stringify(nastyValue(rand));
  if (kind < 0.25) return JSON.stringify({ lines: Array.from({ length: 2_000 }, () => ({ product_supplier_id: 1, quantity: 1 })) });
  return JSON.stringify(nastyObject(rand));
}

/**
 * Valid JSON nested deeper than any call needs: every route with a body gets each, whole, as an extra field of its
 * template, and in place of each of the template's fields (a route may read one only once the others are right).
 */
const DEEP = 20_000;
const deepBodies = (template: unknown): string[] => {
  const deepArray = `${"[".repeat(DEEP)}${"]".repeat(DEEP)}`;
  const deepObject = `${'{"a":'.repeat(DEEP)}1${"}".repeat(DEEP)}`;
  const fields = template && typeof template === "object" ? ["lines", ...Object.keys(template).filter((key) => key !== "lines")] : [];
  const inTemplate = fields.map((field) => JSON.stringify({ ...template!, [field]: "DEEP" }).replace('"DEEP"', deepArray));
  return [deepArray, deepObject, ...inTemplate];
};

const PLAUSIBLE_QUERY = ["supplier_id=centro", "service=on_table", "service=delivery", "token=x", "trigger=enter", "lang=en", "status=open"];

function nastyQuery(rand: ReturnType<typeof prng>): string {
  const plausible = Array.from({ length: Math.floor(rand.next() * 3) }, () => rand.pick(PLAUSIBLE_QUERY));
  const parts = plausible.concat(Array.from({ length: Math.floor(rand.next() * 4) }, () => {
    const value = rand.next() < 0.3 ? rand.pick(["%ff", "%00", "%ud800", "%e0%a4%a", "&&&", "="]) : encodeURIComponent(String(rand.pick([...NASTY_TEXT, ...NASTY_NUMBERS])).replace(/[\ud800-\udfff]/g, ""));
    return `${rand.pick(FIELDS)}=${value}`;
  }));
  return parts.length ? `?${parts.join("&")}` : "";
}

const SEGMENTS = ["", "1", "0", "-1", "1.json", "999999999.json", "99999999999999999999", "99999999999999999999.json", "centro", "centro.json", "\u0000", "\ud800", "a".repeat(5_000), "..", "%ff", "1.json&service=on_table", "delivery.json", "on_table"];

/** Values a segment of that name takes in a well-formed call. */
const plausibleSegment = (name: string, catchAll: boolean): string | string[] =>
  catchAll ? ["on_table.json"] : ({ token: real.token, ref: "centro.json", supplier: "centro", gateway: "sandbox", id: "1" } as Record<string, string>)[name] ?? "1";

function nastyParams(rand: ReturnType<typeof prng>, names: { name: string; catchAll: boolean }[]) {
  return Object.fromEntries(
    names.map(({ name, catchAll }) => {
      if (rand.next() < 0.6) return [name, plausibleSegment(name, catchAll)];
      return [name, catchAll ? Array.from({ length: Math.floor(rand.next() * 4) }, () => rand.pick(SEGMENTS)) : rand.pick(SEGMENTS)];
    }),
  );
}

function nastyHeaders(rand: ReturnType<typeof prng>, client: string, bearer: string): Record<string, string> {
  const headers: Record<string, string> = { "x-forwarded-for": client };
  if (rand.next() < 0.8) headers.authorization = `Bearer ${rand.next() < 0.7 ? bearer : rand.pick([ADMIN, OPERATOR, OPERATOR_SECRET, "x", ""])}`;
  if (rand.next() < 0.5) headers["content-type"] = rand.pick(["application/json", "text/plain", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded", "image/png"]);
  if (rand.next() < 0.3) headers["idempotency-key"] = rand.pick(["k", "a".repeat(500), "caf\u00e9", "00000000-0000-4000-8000-000000000000"]);
  if (rand.next() < 0.3) headers["if-none-match"] = rand.pick(['"x"', "*", "W/garbage"]);
  if (rand.next() < 0.3) headers["accept-language"] = rand.pick(["zz", "*;q=abc", "en-US,en;q=0.9"]);
  for (const name of ["supplier_id", "service", "subservice", "lang"]) if (rand.next() < 0.15) headers[name] = rand.pick(["centro", "on_table", "zz", "x".repeat(300)]);
  return headers;
}

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

const routes = API_DIRS.flatMap((dir) => routeFiles(dir))
  .map((file) => ({ file, path: `/${relative(APP_DIR, file).replace(/\/?route\.ts$/, "")}` }))
  .sort((a, b) => a.path.localeCompare(b.path));

describe("every API route answers malformed calls with less than 500", () => {
  it("finds the route files", () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((route) => route.path)).toContain("/sandbox-pay/api/transactions");
  });

  it.each(routes.map((route) => [route.path, route.file] as const))("%s", async (path, file) => {
    const routeModule = (await import(file)) as Partial<Record<(typeof METHODS)[number], Handler>>;
    const methods = METHODS.filter((method) => typeof routeModule[method] === "function");
    expect(methods.length).toBeGreaterThan(0);
    const names = [...path.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((match) => ({ name: match[2]!, catchAll: !!match[1] }));
    const failures: string[] = [];
    const template = templates()[path];
    const bearer = path.startsWith("/api/admin/") ? ADMIN : OPERATOR;
    for (const method of methods) {
      const rand = prng(seedOf(`${path} ${method}`));
      const hasBody = method !== "GET" && method !== "HEAD";
      const deep = hasBody ? deepBodies(template) : [];
      for (let i = 0; i < CASES_PER_METHOD + deep.length; i++) {
        const client = `198.18.${i}.${(seedOf(path) >>> 0) % 250}`;
        // the deep bodies come with a well-formed call's path and headers, so that they reach the body's parsing
        const deepBody = deep[i - CASES_PER_METHOD];
        const segments = deepBody ? Object.fromEntries(names.map(({ name, catchAll }) => [name, plausibleSegment(name, catchAll)])) : nastyParams(rand, names);
        const url = deepBody ? path.replace(/\[[^\]]+\]/g, "x") : `${path.replace(/\[[^\]]+\]/g, "x")}${nastyQuery(rand)}`;
        const headers = deepBody ? { "x-forwarded-for": client, authorization: `Bearer ${bearer}`, "content-type": "application/json" } : nastyHeaders(rand, client, bearer);
        const init = { method, headers, body: hasBody ? (deepBody ?? nastyBody(rand, template)) : undefined };
        const describeCase = () => `${method} ${url} params=${JSON.stringify(segments).slice(0, 120)} body=${String(init.body).slice(0, 160)}`;
        try {
          const response = await routeModule[method]!(brandRequest("fuzz", url, init), { params: Promise.resolve(segments) });
          if (response.status >= 500) failures.push(`${response.status} ← ${describeCase()}: ${(await response.text()).slice(0, 200)}`);
        } catch (error) {
          failures.push(`threw ${String(error).slice(0, 200)} ← ${describeCase()}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
