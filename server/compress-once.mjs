import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * Compression that happens once per body, not once per request. Next compresses every response again on every
 * request (its `compress` option); a cached menu page or menu JSON is the same bytes for every diner until the menu
 * changes, so compressing it is work to do once:
 *  - a body sent in one piece (Next's cached pages and RSC payloads) is keyed by its SHA-1;
 *  - a body whose handler names it (the `x-body-key` header, e.g. the menu API's version) is keyed by that name,
 *    gathered from its pieces and never hashed;
 *  - Next's build files (/_next/static/…, named for their content) are named by their URL;
 * and its brotli / gzip bytes are kept in a bounded LRU. Everything else (streamed pages, files, small bodies,
 * errors) goes through Next's own compression middleware as before.
 */
/** The same name as lib/server/http/body-key.ts (a test keeps them equal): the app cannot import this file. */
export const BODY_KEY_HEADER = "x-body-key";

const require = createRequire(import.meta.url);
const nextCompression = require("next/dist/compiled/compression");

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Below this a compressed body saves less than its headers cost (Next's middleware uses the same floor). */
const MIN_BYTES = 1024;
const BUILD_FILES = "/_next/static/";
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/i;

/** The coding to answer with: brotli, else gzip, else none, among those the client accepts (`;q=0` refuses one). */
export function preferredCoding(acceptEncoding) {
  const accepted = new Map();
  for (const part of String(acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name) accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (coding) => (accepted.get(coding) ?? accepted.get("*") ?? 0) > 0;
  if (takes("br")) return "br";
  if (takes("gzip")) return "gzip";
  return "identity";
}

/** Compressed bodies by key and coding, evicting the least recently used past `maxBytes`. */
export class CompressedBodies {
  #entries = new Map();
  #bytes = 0;
  compressions = 0;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.maxBytes = maxBytes;
  }

  /** The kept bytes of this key in this coding (or the promise of them), if any: most recently used from now. */
  peek(key, coding) {
    const id = `${coding}|${key}`;
    const known = this.#entries.get(id);
    if (!known) return undefined;
    this.#entries.delete(id);
    this.#entries.set(id, known);
    return known.bytes;
  }

  /** `body` may be a function that makes it: it is called only when this key and coding are not kept yet. */
  get(key, coding, body) {
    const known = this.peek(key, coding);
    if (known) return known;
    const id = `${coding}|${key}`;
    this.compressions++;
    if (typeof body === "function") body = body();
    // Brotli 9 / gzip 9: a 1.1 MB menu in ~50 ms to 48 kB; brotli 11 would save 7 kB more for 2.7 s of CPU.
    const bytes = coding === "br" ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }) : gzipAsync(body, { level: 9 });
    const entry = { bytes, size: 0 };
    this.#entries.set(id, entry);
    bytes.then(
      (done) => {
        if (this.#entries.get(id) !== entry) return;
        entry.size = done.length;
        this.#bytes += done.length;
        for (const [oldId, old] of this.#entries) {
          if (this.#bytes <= this.maxBytes) break;
          this.#entries.delete(oldId);
          this.#bytes -= old.size;
        }
      },
      () => this.#entries.delete(id),
    );
    return bytes;
  }
}

/**
 * The names (SHA-1) of bodies Next sends as one string — its cached pages, the same string for every diner until
 * the page changes —, kept by the string itself: telling a page by its text is a pointer or memory comparison,
 * where naming it again meant encoding, copying and hashing a quarter of a megabyte on every request (a fifth of
 * the server's time under load, issue 12's menu throughput). Bounded by the characters it holds.
 */
export class TextNames {
  #names = new Map();
  #chars = 0;

  constructor(maxChars = 32 * 1024 * 1024) {
    this.maxChars = maxChars;
  }

  /** how many texts are kept */
  get size() {
    return this.#names.size;
  }

  nameOf(text) {
    const known = this.#names.get(text);
    if (known) return known;
    const name = createHash("sha1").update(text, "utf8").digest("base64url");
    this.#names.set(text, name);
    this.#chars += text.length;
    for (const [oldText] of this.#names) {
      if (this.#chars <= this.maxChars) break;
      this.#names.delete(oldText);
      this.#chars -= oldText.length;
    }
    return name;
  }
}

const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk));

/** Whether this response's body may be compressed once and kept: a full 200 of a compressible type, not yet encoded. */
function keepable(req, res) {
  return req.method === "GET" && res.statusCode === 200 && !res.getHeader("content-encoding") && COMPRESSIBLE.test(String(res.getHeader("content-type") ?? ""));
}

const isHtml = (res) => /^text\/html/i.test(String(res.getHeader("content-type") ?? ""));

/**
 * Wraps a Node request handler (Next's) so that repeated bodies are compressed once (see above). `rewriteHtml`
 * changes an HTML page sent in one piece before it is compressed, once per body like the compression (the kept
 * bytes are named by the page as the handler sent it).
 */
export function compressOnce(handler, bodies = new CompressedBodies(), rewriteHtml = (html) => html, texts = new TextNames()) {
  const rewrite = (body) => Buffer.from(rewriteHtml(body.toString("utf8")), "utf8");
  const perRequest = nextCompression();
  return (req, res) => {
    if (req.url?.startsWith(BUILD_FILES)) res.setHeader(BODY_KEY_HEADER, req.url);
    const raw = { end: res.end };
    perRequest(req, res, () => {});
    const streamed = { write: res.write, end: res.end };
    let pieces = null; // the body of a named response, gathered

    let named; // the body's name, taken off the response before its headers go out
    const takeName = () => {
      if (!res.headersSent && res.hasHeader(BODY_KEY_HEADER)) {
        named = String(res.getHeader(BODY_KEY_HEADER));
        res.removeHeader(BODY_KEY_HEADER);
      }
      return named;
    };

    const coding = preferredCoding(req.headers["accept-encoding"]);
    let known; // the kept bytes of a named body: its pieces are dropped as they come
    // A named body is gathered from its first piece on; Next flushes the headers just before it, which must wait.
    const gathering = () => {
      if (pieces === null && !res.headersSent && takeName() !== undefined && keepable(req, res)) {
        pieces = [];
        known = coding === "identity" ? undefined : bodies.peek(named, coding);
      }
      return pieces !== null;
    };
    const flushHeaders = res.flushHeaders;
    res.flushHeaders = function flush() {
      if (!gathering()) flushHeaders.call(this);
    };

    res.write = function write(chunk, encoding, callback) {
      if (!gathering()) return streamed.write.apply(this, arguments);
      if (!known && chunk != null && chunk.length) pieces.push(toBuffer(chunk, encoding));
      (typeof encoding === "function" ? encoding : callback)?.();
      return true;
    };

    res.end = function end(chunk, encoding, callback) {
      const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
      const hasLast = typeof chunk !== "function" && chunk != null;
      const whole = gathering() ? pieces : !res.headersSent && hasLast && keepable(req, res) ? [] : null;
      if (whole === null) return streamed.end.apply(this, arguments);
      // A string in one piece, worth compressing: named by its text, made into bytes only to be compressed.
      const text = !known && !named && !whole.length && typeof chunk === "string" && typeof encoding !== "string" && coding !== "identity" && chunk.length >= MIN_BYTES ? chunk : null;
      if (text !== null) {
        const page = isHtml(res);
        return sendKept(bodies.get(texts.nameOf(text), coding, () => Buffer.from(page ? rewriteHtml(text) : text)), () => Buffer.from(text), done);
      }
      const last = hasLast ? toBuffer(chunk, encoding) : null;
      const body = known ? null : last ? Buffer.concat([...whole, last]) : Buffer.concat(whole);
      const page = body !== null && isHtml(res);
      if (body && (coding === "identity" || body.length < MIN_BYTES)) {
        const sent = page ? rewrite(body) : body;
        if (!res.headersSent && res.hasHeader("content-length")) res.setHeader("content-length", sent.length);
        return streamed.end.call(this, sent, done);
      }

      const kept = known ?? bodies.get(named ?? createHash("sha1").update(body).digest("base64url"), coding, page ? () => rewrite(body) : body);
      return sendKept(kept, () => body ?? Buffer.alloc(0), done);
    };

    const sendKept = (kept, plain, done) => {
      kept.then(
        (bytes) => {
          res.setHeader("content-encoding", coding); // Next's middleware leaves an encoded body alone
          res.setHeader("content-length", bytes.length);
          res.appendHeader("vary", "Accept-Encoding");
          raw.end.call(res, bytes, done);
        },
        // a failed compression (kept bodies never fail) sends the body as it is
        () => streamed.end.call(res, plain(), done),
      );
      return res;
    };
    return handler(req, res);
  };
}
