import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { BODY_KEY_HEADER as APP_BODY_KEY } from "@/lib/server/http/body-key";
import { BODY_KEY_HEADER, CompressedBodies, compressOnce, preferredCoding, TextNames } from "./compress-once.mjs";

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

const page = `<!doctype html><html><body>${"<p>Empanada de pipián con ají</p>".repeat(200)}</body></html>`;
const script = `self.chunk=${JSON.stringify(Array.from({ length: 300 }, (_, i) => `module ${i}`))};`;
const json = JSON.stringify({ products: Array.from({ length: 150 }, (_, i) => ({ id: i, label: `Arepa ${i}` })) });

// A stand-in for Next's handler: the ways it sends bodies (in one piece, piped in pieces, named, errors).
function app(req: http.IncomingMessage, res: http.ServerResponse) {
  if (req.url === "/page") {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(page);
  } else if (req.url === "/menu") {
    res.setHeader("content-type", "application/json");
    res.setHeader(BODY_KEY_HEADER, "menu:v1");
    res.flushHeaders(); // as Next does before piping a route handler's body
    res.write(json.slice(0, 100));
    res.write(Buffer.from(json.slice(100)));
    res.end();
  } else if (req.url === "/_next/static/chunks/app.js") {
    res.setHeader("content-type", "application/javascript; charset=utf-8");
    res.write(script.slice(0, 1000)); // as a file is streamed from disk
    res.end(script.slice(1000));
  } else if (req.url === "/stream") {
    res.setHeader("content-type", "text/html");
    res.write(page.slice(0, 500));
    setTimeout(() => res.end(page.slice(500)), 5);
  } else if (req.url === "/small") {
    res.setHeader("content-type", "text/html");
    res.end("<p>hola</p>");
  } else {
    res.statusCode = 404;
    res.setHeader("content-type", "text/html");
    res.end(page);
  }
}

let server: http.Server;
let bodies: CompressedBodies;
beforeAll(async () => {
  bodies = new CompressedBodies();
  server = http.createServer(compressOnce(app, bodies));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function get(path: string, acceptEncoding = "gzip, deflate, br", method = "GET"): Promise<Reply> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method, headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const decoded = (reply: Reply) =>
  (reply.headers["content-encoding"] === "br" ? brotliDecompressSync(reply.body) : reply.headers["content-encoding"] === "gzip" ? gunzipSync(reply.body) : reply.body).toString();

describe("compressOnce", () => {
  it("compresses a body sent in one piece once, however many diners ask for it", async () => {
    const before = bodies.compressions;
    const replies = await Promise.all([get("/page"), get("/page"), get("/page")]);
    for (const reply of replies) {
      expect(reply.headers["content-encoding"]).toBe("br");
      expect(reply.headers["content-length"]).toBe(String(reply.body.length));
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(reply)).toBe(page);
    }
    expect(bodies.compressions - before).toBe(1);
    expect(decoded(await get("/page", "gzip"))).toBe(page);
    expect(bodies.compressions - before).toBe(2); // one more coding, still once
  });

  it("gathers a named body sent in pieces, keeps it under its name and drops the header", async () => {
    const before = bodies.compressions;
    const first = await get("/menu");
    const second = await get("/menu");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers[BODY_KEY_HEADER]).toBeUndefined();
    expect(JSON.parse(decoded(first))).toEqual(JSON.parse(json));
    expect(second.body.equals(first.body)).toBe(true);
    expect(bodies.compressions - before).toBe(1);
    expect(JSON.parse(decoded(await get("/menu", "identity")))).toEqual(JSON.parse(json)); // plain, still whole
  });

  it("names Next's build files by their URL: compressed on the first request only", async () => {
    const before = bodies.compressions;
    const replies = [await get("/_next/static/chunks/app.js"), await get("/_next/static/chunks/app.js")];
    for (const reply of replies) {
      expect(reply.headers["content-encoding"]).toBe("br");
      expect(reply.headers[BODY_KEY_HEADER]).toBeUndefined();
      expect(decoded(reply)).toBe(script);
    }
    expect(bodies.compressions - before).toBe(1);
  });

  it("sends plain bytes to a client that accepts no compression", async () => {
    const reply = await get("/page", "identity");
    expect(reply.headers["content-encoding"]).toBeUndefined();
    expect(reply.body.toString()).toBe(page);
  });

  it("leaves streamed, small and failed responses to per-request compression", async () => {
    const before = bodies.compressions;
    const streamed = await get("/stream");
    expect(streamed.headers["content-encoding"]).toBe("gzip"); // Next's own middleware, as before
    expect(decoded(streamed)).toBe(page);
    const small = await get("/small");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("<p>hola</p>");
    const missing = await get("/missing");
    expect(missing.status).toBe(404);
    expect(decoded(missing)).toBe(page);
    expect(bodies.compressions - before).toBe(0);
  });

  it("answers HEAD without a body", async () => {
    const reply = await get("/page", "br", "HEAD");
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBe(0);
  });

  it("evicts the least recently used bodies past its byte budget", async () => {
    const small = new CompressedBodies(1);
    const body = Buffer.from(page);
    await small.get("a", "gzip", body);
    await small.get("b", "gzip", body);
    small.get("a", "gzip", body);
    expect(small.compressions).toBe(3); // "a" was evicted by "b" and compressed again
  });
});

describe("compressOnce with a rewrite of HTML pages", () => {
  let rewriting: http.Server;
  const rewrites: string[] = [];
  const rewriteHtml = (html: string) => {
    rewrites.push(html);
    return html.replace("<body>", '<body data-rewritten="">');
  };
  const fetchFrom = (path: string, acceptEncoding: string) => {
    const { port } = rewriting.address() as AddressInfo;
    return new Promise<Reply>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, headers: { "accept-encoding": acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
  };
  beforeAll(async () => {
    // Next sets the length of a page it sends in one piece: a rewritten page must say its own.
    const sized = (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (req.url === "/page") res.setHeader("content-length", Buffer.byteLength(page));
      return app(req, res);
    };
    rewriting = http.createServer(compressOnce(sized, new CompressedBodies(), rewriteHtml));
    await new Promise<void>((resolve) => rewriting.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    rewriting.closeAllConnections();
    await new Promise((resolve) => rewriting.close(resolve));
  });

  it("sends a page in one piece rewritten, rewriting it once for all the diners who get it compressed", async () => {
    const replies = await Promise.all([fetchFrom("/page", "br"), fetchFrom("/page", "br"), fetchFrom("/page", "gzip")]);
    for (const reply of replies) expect(decoded(reply)).toBe(page.replace("<body>", '<body data-rewritten="">'));
    expect(rewrites).toHaveLength(2); // brotli and gzip: each coding's bytes are made once
  });

  it("rewrites a plain page too, with its own length", async () => {
    const reply = await fetchFrom("/page", "identity");
    expect(reply.body.toString()).toBe(page.replace("<body>", '<body data-rewritten="">'));
    expect(reply.headers["content-length"]).toBe(String(reply.body.length));
  });

  it("leaves JSON, build files and streamed pages as they were sent", async () => {
    rewrites.length = 0;
    expect(JSON.parse(decoded(await fetchFrom("/menu", "br")))).toEqual(JSON.parse(json));
    expect(decoded(await fetchFrom("/_next/static/chunks/app.js", "br"))).toBe(script);
    expect(decoded(await fetchFrom("/stream", "br"))).toBe(page);
    expect(rewrites).toHaveLength(0);
  });
});

describe("TextNames: a page sent as one string is named by its text", () => {
  it("names equal texts alike, whatever string holds them, and a changed page anew", () => {
    const names = new TextNames();
    const copy = [page.slice(0, 100), page.slice(100)].join("");
    expect(names.nameOf(copy)).toBe(names.nameOf(page));
    expect(names.nameOf(page.replace("pipián", "pipian"))).not.toBe(names.nameOf(page));
  });

  it("forgets the oldest texts past its budget of characters, and names them the same when they come back", () => {
    const names = new TextNames(page.length * 2);
    const first = names.nameOf(page);
    names.nameOf(`${page}1`);
    names.nameOf(`${page}2`);
    expect(names.size).toBe(1);
    expect(names.nameOf(page)).toBe(first);
  });
});

describe("a page that changes", () => {
  it("is never answered with the bytes of what it was", async () => {
    let html = page;
    const texts = new TextNames();
    const changing = http.createServer(
      compressOnce(
        (_req, res) => {
          res.setHeader("content-type", "text/html");
          res.end(html);
        },
        new CompressedBodies(),
        undefined,
        texts,
      ),
    );
    await new Promise<void>((resolve) => changing.listen(0, "127.0.0.1", resolve));
    const fetchPage = () => fetch(`http://127.0.0.1:${(changing.address() as AddressInfo).port}/`).then((r) => r.text());
    try {
      expect(await fetchPage()).toBe(page);
      html = page.replace(/pipián/g, "maíz");
      expect(await fetchPage()).toBe(html);
    } finally {
      changing.closeAllConnections();
      await new Promise((resolve) => changing.close(resolve));
    }
  });
});

describe("preferredCoding", () => {
  it("takes brotli, then gzip, then none, among what the client accepts", () => {
    expect(preferredCoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredCoding("gzip, deflate")).toBe("gzip");
    expect(preferredCoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredCoding("deflate")).toBe("identity");
    expect(preferredCoding(undefined)).toBe("identity");
    expect(preferredCoding("*, br;q=0")).toBe("gzip");
  });
});

it("names the body key header as the app does", () => {
  expect(BODY_KEY_HEADER).toBe(APP_BODY_KEY);
});
