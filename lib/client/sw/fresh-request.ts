/**
 * The request the worker sends for a page or a menu call: always to the server (through the HTTP cache a
 * page's stale-while-revalidate would hand back an old copy). A navigation cannot be re-initialised, so a
 * same-URL request replaces it; its redirects stay the page's own (manual), never a redirected copy.
 */
export function freshRequest(request: Request): Request {
  return request.mode === "navigate" ? pageRequest(request.url) : new Request(request, { cache: "no-cache" });
}

export function pageRequest(url: string): Request {
  return new Request(url, { cache: "no-cache", credentials: "same-origin", redirect: "manual", headers: { accept: "text/html" } });
}

/**
 * Whether the App Router asks for a page's server payload (a refresh, a navigation, a prefetch). Next sends the
 * payload with its page's `stale-while-revalidate`, meant for a CDN; the browser's own cache honours it too and
 * would answer a refresh with the copy from before a change (a dish sold out still on sale), so the worker sends
 * these to the server as it does pages.
 */
export const isRouterFetch = (request: Request): boolean => request.headers.get("rsc") === "1";
