import { preferredCoding } from "./compress-once.mjs";

/**
 * The "cached host" of spec §7 (/api/cached/…) answered as a CDN in front of the app would answer it, from memory:
 * a response the app marks shareable (the `x-shared-response` header, naming its brand: the cached menu API) is
 * kept as it was sent — status, headers, the compressed bytes — once per host, URL, scheme and coding, for its
 * `s-maxage`; a request that holds its ETag gets a 304. Such a request never reaches Next: its routing, the proxy
 * and the route handler cost more than the bytes (issue 12: the cached menu JSON at the trivial page's pace).
 *
 * A kept response answers only requests that say the same in every header it varies by (one copy per key: another
 * value asks the app, whose answer replaces it); none that varies by `*` or sets a cookie is kept. The copies of a
 * brand are dropped whenever the app drops its own copies of it — an import, a lock, a sale that took stock, a dish
 * sold out, on every replica (lib/server/cache/process-cache.ts forgetBrand) — so the cached host is never staler
 * than the app's own caches.
 */

/** The same name as lib/server/http/shared-response.ts (a test keeps them equal): the app cannot import this file. */
export const SHARED_RESPONSE_HEADER = "x-shared-response";
export const SHARED_PREFIX = "/api/cached/";
/** The registry the app's forgetBrand and forgetEverything walk (lib/server/cache/process-cache.ts). */
const PROCESS_CACHES = Symbol.for("comanda.process-caches");

const sMaxAge = (cacheControl) => Number(/(?:^|,)\s*s-maxage=(\d+)/i.exec(String(cacheControl ?? ""))?.[1] ?? 0);
/** The request headers a response varies by, beyond the host and the coding (already in the key); null for `*`. */
function variedBy(vary) {
  const names = String(vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== "host" && name !== "accept-encoding");
  return names.includes("*") ? null : names;
}
/** What a request says in each header a kept response varies by (Next adds its router's headers to every Vary). */
const valuesOf = (req, names) => names.map((name) => req.headers[name] ?? null);
const sameValues = (req, kept) => valuesOf(req, kept.varied).every((value, i) => value === kept.values[i]);

/** Whether If-None-Match names this ETag (weak comparison, as for a GET). */
function holds(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  const strong = (tag) => tag.trim().replace(/^W\//, "");
  return String(ifNoneMatch)
    .split(",")
    .some((tag) => tag.trim() === "*" || strong(tag) === strong(etag));
}

/** Kept responses by key, bounded by their bytes (least recently used out first). */
export class SharedResponses {
  #entries = new Map();
  #bytes = 0;

  constructor(maxBytes = 32 * 1024 * 1024, now = Date.now) {
    this.maxBytes = maxBytes;
    this.now = now;
  }

  get size() {
    return this.#entries.size;
  }

  get(key) {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#remove(key);
    if (entry.expires <= this.now()) return undefined;
    this.#entries.set(key, entry);
    this.#bytes += entry.body.length;
    return entry;
  }

  set(key, entry) {
    this.#remove(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.body.length;
    for (const [oldKey] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldKey);
    }
  }

  /** What forgetBrand and forgetEverything call (the interface of the app's process caches). */
  delete(predicate) {
    for (const [key, entry] of this.#entries) if (predicate(key, entry)) this.#remove(key);
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #remove(key) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.body.length;
  }
}

/** Puts `responses` where the app's forgetBrand / forgetEverything reach it, in this process. */
export function forgottenWithTheApp(responses) {
  const holder = globalThis;
  (holder[PROCESS_CACHES] ??= new Map()).set("server:shared-responses", responses);
  return responses;
}

/**
 * Wraps a Node request handler (compressOnce's): GETs under SHARED_PREFIX are answered from `responses` when kept,
 * and kept when the app marks them shareable. The mark never leaves the server.
 */
export function sharedCache(handler, responses = forgottenWithTheApp(new SharedResponses())) {
  return (req, res) => {
    if (!req.url?.startsWith(SHARED_PREFIX)) return handler(req, res);
    if (req.method !== "GET") return stripMark(handler, req, res);
    const key = [String(req.headers.host ?? "").toLowerCase(), req.headers["x-forwarded-proto"] ?? "", preferredCoding(req.headers["accept-encoding"]), req.url].join("|");
    const kept = responses.get(key);
    if (kept && sameValues(req, kept)) return answer(req, res, kept);

    let brand;
    const chunks = [];
    const { writeHead, write, end } = res;
    res.writeHead = function markedHead(...args) {
      if (brand === undefined) brand = takeMark(res, args) ?? null;
      return writeHead.apply(this, args);
    };
    res.write = function keptWrite(chunk, encoding) {
      if (chunk != null && typeof chunk !== "function") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? encoding : undefined));
      return write.apply(this, arguments);
    };
    res.end = function keptEnd(chunk, encoding) {
      if (!res.headersSent && brand === undefined) brand = takeMark(res, []) ?? null;
      if (chunk != null && typeof chunk !== "function") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? encoding : undefined));
      const maxAge = sMaxAge(res.getHeader("cache-control"));
      const varied = variedBy(res.getHeader("vary"));
      if (brand && res.statusCode === 200 && maxAge > 0 && varied && !res.hasHeader("set-cookie")) {
        const expires = responses.now() + maxAge * 1000;
        responses.set(key, { slug: brand, headers: res.getHeaders(), body: Buffer.concat(chunks), expires, varied, values: valuesOf(req, varied) });
      }
      return end.apply(this, arguments);
    };
    return handler(req, res);
  };
}

/** The brand the app named, taken off the response (or off the headers given to writeHead). */
function takeMark(res, args) {
  let brand = res.getHeader(SHARED_RESPONSE_HEADER);
  res.removeHeader(SHARED_RESPONSE_HEADER);
  const given = args.find((arg) => arg && typeof arg === "object");
  if (given && !Array.isArray(given)) {
    for (const name of Object.keys(given)) {
      if (name.toLowerCase() !== SHARED_RESPONSE_HEADER) continue;
      brand = given[name];
      delete given[name];
    }
  }
  return brand === undefined ? undefined : String(brand);
}

/** A response that cannot be kept (a HEAD, a POST) still loses the mark. */
function stripMark(handler, req, res) {
  const { writeHead } = res;
  res.writeHead = function unmarkedHead(...args) {
    takeMark(res, args);
    return writeHead.apply(this, args);
  };
  return handler(req, res);
}

function answer(req, res, kept) {
  const notModified = holds(req.headers["if-none-match"], kept.headers.etag);
  for (const [name, value] of Object.entries(kept.headers)) {
    if (notModified && (name === "content-length" || name === "content-encoding")) continue;
    res.setHeader(name, value);
  }
  res.statusCode = notModified ? 304 : 200;
  res.end(notModified ? undefined : kept.body);
}
