import type { MenuWire } from "@/lib/domain/menu/menu";
import { serviceKeyFromWire } from "@/lib/domain/brand/services";
import { MenuCacheError, openMenuCache, readMenu, writeMenu, type MenuCacheErrorKey } from "../menu-cache";
import { menuScope } from "../menu-scope";
import { freshRequest } from "./fresh-request";
import { MENU_COPY_HEADER, OFFLINE_HEADER } from "./protocol";

/**
 * The device's copy of the menu, kept by the service worker (product §3/§4): every menu call it passes on is
 * written into the brand's IndexedDB cache, and when the network fails the call is answered from there. The
 * page never loads Dexie; it only learns, from OFFLINE_HEADER, that it is looking at the saved copy.
 */

export interface MenuCopy {
  instanceSlug: string;
  scope: string;
}

const MENU_PATH = /^\/api(?:\/cached)?\/v1\/menu\/([^/]+)\/([^/]+)(?:\/([^/]+))?\.json$/;

/** Which copy a menu call reads and writes (brand + scope), or null when it is no menu call the page asked to keep. */
export function menuCopyOf(request: Request): MenuCopy | null {
  const instanceSlug = request.headers.get(MENU_COPY_HEADER);
  const url = new URL(request.url);
  const match = MENU_PATH.exec(url.pathname);
  const lang = url.searchParams.get("lang");
  if (!instanceSlug || !match || !lang) return null;
  const service = serviceKeyFromWire(match[2]!, match[3]);
  if (!service) return null;
  return { instanceSlug, scope: menuScope({ supplier: decodeURIComponent(match[1]!), service, lang }) };
}

// The version (ETag) each copy was last written with: the 60 s refresh mostly brings the same menu again,
// and rewriting 2,000 products for nothing would cost the phone a second of work a minute.
const written = new Map<string, string>();

/** Writes a menu call's answer into the device's copy (the product §4 rewrite). */
export async function keepMenu(copy: MenuCopy, response: Response): Promise<void> {
  const version = response.headers.get("etag");
  const key = `${copy.instanceSlug}\n${copy.scope}`;
  if (version && written.get(key) === version) return;
  await writeMenu(openMenuCache(copy.instanceSlug), copy.scope, (await response.json()) as MenuWire);
  if (version) written.set(key, version);
}

/** The device's copy as the menu API would answer it, marked offline; null when this scope was never kept. */
export async function savedMenu(copy: MenuCopy): Promise<Response | null> {
  const menu = await readMenu(openMenuCache(copy.instanceSlug), copy.scope);
  if (!menu) return null;
  return new Response(JSON.stringify(menu), {
    headers: { "content-type": "application/json; charset=utf-8", [OFFLINE_HEADER]: "1" },
  });
}

/** Tells the page that made a menu call of a failure of the device's copy (product §8), by its key. */
export type CacheFailureListener = (key: MenuCacheErrorKey) => void;

/**
 * A menu call, network first: a good answer goes to the page and (in the background, `waitUntil`) into the
 * device's copy; when the network or the server fails, the saved copy answers instead. A failing cache never
 * costs the diner the menu: it is only reported, to the log and to the page (`tell`).
 */
export async function answerMenuCall(request: Request, copy: MenuCopy, waitUntil: (work: Promise<unknown>) => void, tell: CacheFailureListener): Promise<Response> {
  const report = (error: Error): null => {
    console.warn(error.message);
    if (error instanceof MenuCacheError) tell(error.key);
    return null;
  };
  let response: Response;
  try {
    response = await fetch(freshRequest(request));
  } catch (error) {
    const saved = await savedMenu(copy).catch(report);
    if (saved) return saved;
    throw error;
  }
  if (response.ok) waitUntil(keepMenu(copy, response.clone()).catch(report));
  else if (response.status >= 500) return (await savedMenu(copy).catch(report)) ?? response;
  return response;
}
