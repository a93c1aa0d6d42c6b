/*
 * Comanda's service worker: diners on weak Wi-Fi keep the menu they already opened.
 * - pages and menu calls: network first, the last good copy when the network fails;
 * - Next's hashed assets (/_next/static): cache first (their names change with their content);
 * - brand images (/demo, /brand-assets): the cached copy at once, refreshed in the background.
 * Nothing else (checkout, orders, admin) is ever cached.
 */
const VERSION = "comanda-v1";
const PAGES = `${VERSION}-pages`;
const ASSETS = `${VERSION}-assets`;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => !key.startsWith(VERSION)).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const isMenuCall = (url) => url.pathname.startsWith("/api/v1/menu/") || url.pathname.startsWith("/api/cached/v1/menu/");
const isImage = (url) => url.pathname.startsWith("/demo/") || url.pathname.startsWith("/brand-assets/");

// Always ask the server: through the HTTP cache, a page's stale-while-revalidate would hand back an old copy.
// A navigation cannot be re-initialised, so a same-URL request replaces it (redirects stay the page's own).
function fromServer(request) {
  return request.mode === "navigate"
    ? new Request(request.url, { cache: "no-cache", credentials: "same-origin", redirect: "manual" })
    : new Request(request, { cache: "no-cache" });
}

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(fromServer(request));
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(request, event) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  const refresh = fetch(request).then((response) => {
    if (response.ok) void cache.put(request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" || isMenuCall(url)) event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith("/_next/static/")) event.respondWith(cacheFirst(request));
  else if (isImage(url)) event.respondWith(staleWhileRevalidate(request, event));
});
