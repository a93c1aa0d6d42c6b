import http from "node:http";
import net from "node:net";
import { gzipSync } from "node:zlib";

/** GET on 127.0.0.1:port with a brand's Host header; resolves to { status, body } (a Buffer). */
export function get(port, host, urlPath, timeout = 30_000) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: urlPath, headers: { host }, timeout }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`timeout: ${urlPath}`)));
    req.on("error", reject);
  });
}

export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

export async function waitForHealth(server, port, host, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early (code ${server.exitCode})`);
    const status = await get(port, host, "/api/health").then((r) => r.status, () => 0);
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server not healthy on port ${port} after ${ms / 1000} s`);
}

/** Each distinct <script src> of a page, and whether it is noModule (a polyfill modern browsers never load). */
function scriptSources(html) {
  const scripts = new Map();
  for (const [tag, src] of html.matchAll(/<script\b[^>]*?\ssrc="([^"]+)"[^>]*>/gi)) scripts.set(src.replaceAll("&amp;", "&"), /\snomodule\b/i.test(tag));
  return [...scripts];
}

/**
 * Every <script src> of a page, fetched from our server and gzipped (node:zlib, default level); kB are 1000 B.
 * noModuleKB is the part of kB that only browsers without ES modules download.
 */
export async function jsWeight(port, host, urlPath, log = console.error) {
  const page = await get(port, host, urlPath);
  if (page.status !== 200) throw new Error(`${urlPath} answered ${page.status}`);
  let gzipped = 0;
  let noModule = 0;
  const srcs = scriptSources(page.body.toString("utf8"));
  for (const [src, isNoModule] of srcs) {
    const { pathname, search } = new URL(src, `http://${host}`); // absolute or relative, always ask our server
    const script = await get(port, host, pathname + search);
    if (script.status !== 200) log(`  ! ${src} answered ${script.status}`);
    const size = gzipSync(script.body).length;
    gzipped += size;
    if (isNoModule) noModule += size;
  }
  return { scripts: srcs.length, kB: gzipped / 1000, noModuleKB: noModule / 1000 };
}
