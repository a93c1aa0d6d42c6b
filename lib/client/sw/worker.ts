/// <reference lib="webworker" />
import { freshRequest, isRouterFetch, pageRequest } from "./fresh-request";
import { isScriptChunk, lazyChunksOf } from "./lazy-chunks";
import { answerMenuCall, menuCopyOf } from "./menu-copy";
import type { MenuCacheErrorKey } from "../menu-cache";
import { isKeepMessage, type KeepMessage, type MenuCacheFailureMessage } from "./protocol";
import { PERFORMANCE_METRICS_PATH, TRACKINGS_PATH } from "@/lib/domain/analytics/visit";

/** Where pages send beacons as they unload: the events and the page's performance. */
const BEACON_PATHS = new Set([TRACKINGS_PATH, PERFORMANCE_METRICS_PATH]);

/*
 * Comanda's service worker, built into public/sw.js by scripts/lib/build-service-worker.mjs at `next build`.
 * Diners on weak Wi-Fi keep the menu they opened, from their first visit:
 * - pages: network first, the last good copy when the network fails (never checkout, orders or payments);
 * - menu calls: network first, written into the brand's IndexedDB menu cache, answered from it offline;
 * - Next's hashed assets (/_next/static): cache first (their names change with their content), each script kept
 *   with the chunks it loads on demand (lazy-chunks.ts), so what the page opens later also opens offline;
 * - brand images (/demo, /brand-assets): the cached copy at once, refreshed in the background.
 * Nothing else (API writes, admin) is ever cached.
 */
declare const self: ServiceWorkerGlobalScope;

const VERSION = "comanda-v2";
const PAGES = `${VERSION}-pages`;
const ASSETS = `${VERSION}-assets`;

self.addEventListener("install", () => void self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => !key.startsWith(VERSION)).map((key) => caches.delete(key))))
      // the page that registered us is served from now on: its next menu call already fills the device's copy
      .then(() => self.clients.claim()),
  );
});

// A diner's order, tab or payment is theirs alone and must never come back from a shared device's cache.
const PRIVATE_PAGE = /\/(precheckout|orders?|my-order|history-my-orders|solo-pago)(\/|$)/;
const isKeptPage = (url: URL) => url.origin === self.location.origin && !PRIVATE_PAGE.test(url.pathname);
const isImage = (url: URL) => url.pathname.startsWith("/demo/") || url.pathname.startsWith("/brand-assets/");
const isAsset = (url: URL) => url.pathname.startsWith("/_next/static/");

async function networkFirst(request: Request, sent: Request): Promise<Response> {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(sent);
    if (response.ok && isKeptPage(new URL(request.url))) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

/** Background work an answer started (keeping a script's lazy chunks), for the event to wait for. */
type Later = (work: Promise<unknown>) => void;

async function cacheFirst(request: Request, later: Later): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    if (isScriptChunk(new URL(request.url))) later(keepLazyChunks(response.clone(), later));
  }
  return response;
}

// Each chunk is fetched only when not kept yet, so the walk ends with the build's last chunk.
async function keepLazyChunks(script: Response, later: Later): Promise<void> {
  const chunks = lazyChunksOf(await script.text(), self.location.origin);
  await Promise.allSettled(chunks.map((url) => cacheFirst(new Request(url), later)));
}

async function staleWhileRevalidate(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(event.request);
  const refresh = fetch(event.request).then((response) => {
    if (response.ok) void cache.put(event.request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

/**
 * The first visit was fetched before this worker existed: keep the assets and images it loaded (mostly from the
 * HTTP cache) with the chunks its scripts load on demand, then fetch its page again into the cache. The page
 * comes last, so a kept page means everything it needs offline is kept too.
 */
async function keep({ page, files }: KeepMessage): Promise<void> {
  const pageUrl = new URL(page);
  const work: Promise<unknown>[] = [];
  const later: Later = (more) => work.push(more);
  for (const file of files) {
    const url = new URL(file);
    if (url.origin === self.location.origin && (isAsset(url) || isImage(url))) work.push(cacheFirst(new Request(url.href), later));
  }
  // one file failing (a 404, the network dropping) must not stop the others; kept scripts add their lazy chunks
  while (work.length) await Promise.allSettled(work.splice(0));
  // a page it would not keep is not asked for again: a GET of an order or payment page is the diner's to make
  if (isKeptPage(pageUrl)) await networkFirst(new Request(pageUrl.href), pageRequest(pageUrl.href)).catch(() => undefined);
}

async function tellPage(clientId: string, key: MenuCacheErrorKey): Promise<void> {
  const message: MenuCacheFailureMessage = { type: "menu-cache-failure", key };
  (await self.clients.get(clientId))?.postMessage(message);
}

self.addEventListener("message", (event) => {
  if (isKeepMessage(event.data)) event.waitUntil(keep(event.data));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // A beacon a page sends as it unloads reaches the worker first, and Chromium drops it when the worker lets it
  // fall back to a network the page no longer has: the worker sends it itself, outliving the page.
  if (request.method === "POST" && request.keepalive && BEACON_PATHS.has(url.pathname)) return event.respondWith(fetch(request));
  if (request.method !== "GET") return;
  if (url.origin !== self.location.origin) return;
  const menuCopy = menuCopyOf(request);
  if (menuCopy) event.respondWith(answerMenuCall(request, menuCopy, (work) => event.waitUntil(work), (key) => event.waitUntil(tellPage(event.clientId, key))));
  else if (request.mode === "navigate") event.respondWith(networkFirst(request, freshRequest(request)));
  else if (isRouterFetch(request)) event.respondWith(fetch(freshRequest(request)));
  else if (isAsset(url)) event.respondWith(cacheFirst(request, (work) => event.waitUntil(work)));
  else if (isImage(url)) event.respondWith(staleWhileRevalidate(event));
});
