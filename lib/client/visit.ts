import type { AnalyticsEvent, TrackedEvent } from "@/lib/domain/analytics/analytics";
import { campaignFrom } from "@/lib/domain/analytics/campaign";
import { isLocale, DEFAULT_LOCALE } from "@/lib/domain/routing/locales";
import { callHeaders } from "./api/call-headers";
import { transferredKb, watchVitals } from "./page-vitals";
import { currentProfile } from "./profile";
import { ensureProfile } from "./profile-session";
import { liveVisit, MAX_TRACKINGS_PER_CALL, PERFORMANCE_METRICS_PATH, TRACKINGS_PATH, visitKey, type VisitRecord } from "@/lib/domain/analytics/visit";

/** Product §9: a failed session call is tried again after 1.5 s (a few times: the page never depends on it). */
const SESSION_RETRY_MS = 1_500;
const SESSION_TRIES = 4;
/** Events wait this long for company before they are sent; leaving the page sends them at once. */
const FLUSH_MS = 5_000;

const post = async (url: string, body: unknown) => {
  const response = await fetch(url, { method: "POST", headers: { ...callHeaders(), "content-type": "application/json" }, body: JSON.stringify(body), keepalive: true });
  if (!response.ok) throw Object.assign(new Error(`${url} answered ${response.status}`), { status: response.status });
  return response.json() as Promise<{ id: string }>;
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends as the page goes: text/plain, since some browsers refuse a beacon of any other type (the API reads the JSON whatever the type). */
function beacon(path: string, body: unknown): void {
  const blob = new Blob([JSON.stringify(body)], { type: "text/plain;charset=UTF-8" });
  if (!navigator.sendBeacon?.(path, blob)) void post(path, body).catch(() => undefined);
}

/**
 * The brand's own analytics in this browser (product §7): the diner's profile (made or checked here, in
 * the same idle moment; lib/client/profile.ts), the visit (one per 30 minutes of activity,
 * whatever the number of pages), the campaign link it came by, and the app's events (lib/client/analytics.ts)
 * in batches — every few seconds, and with sendBeacon when the diner leaves or hides the page. Nothing here
 * can delay a page or a tap, and a failed call loses only analytics. Returns the cleanup.
 */
export function startVisit(brandSlug: string): () => void {
  const key = visitKey(brandSlug);
  const waitingKey = `${key}:waiting`;
  const whereKey = `${key}:where`;
  const lang = isLocale(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LOCALE;
  let visit: VisitRecord | null = null;
  // events of a page left before its visit was known wait in this tab for the next page
  const pending: TrackedEvent[] = takeWaiting(waitingKey);
  let timer = 0;
  // the branch and service the diner is ordering from, as the last menu's page view said (the cart and checkout have none)
  let where: { supplier_id: string | null; service: string | null } = readJson(sessionStorage, whereKey) ?? { supplier_id: null, service: null };

  const save = () => {
    if (!visit) return;
    visit.seen = Date.now();
    localStorage.setItem(key, JSON.stringify(visit));
  };

  const batch = () => {
    if (!visit || !pending.length) return null;
    const trackings = pending.splice(0, MAX_TRACKINGS_PER_CALL);
    save();
    return { session_id: visit.session_id, acquisition_id: visit.acquisition_id, profile_id: currentProfile(brandSlug)?.id ?? null, trackings };
  };

  const flush = () => {
    clearTimeout(timer);
    timer = 0;
    for (let body = batch(); body; body = batch()) {
      void post(TRACKINGS_PATH, body).catch(() => undefined);
    }
  };

  // the diner switches app or tab (the page may never come back), or leaves the page
  const leave = (event: Event) => {
    if (event.type === "visibilitychange" && document.visibilityState !== "hidden") return;
    clearTimeout(timer);
    timer = 0;
    if (!visit) return keepWaiting(waitingKey, pending.splice(0));
    for (let body = batch(); body; body = batch()) beacon(TRACKINGS_PATH, body);
    // what this page load cost the diner, once: the first time it is hidden, its vitals are final
    if (!measured) {
      measured = true;
      const metric = { session_id: visit.session_id, acquisition_id: visit.acquisition_id, route, transfer_data: transferredKb(), ...vitals.read() };
      beacon(PERFORMANCE_METRICS_PATH, { vue_performance_metric: metric });
    }
  };

  const vitals = watchVitals();
  // the page's path: the server stores its route pattern only (no order number, no token)
  const route = location.pathname;
  let measured = false;

  const add = (event: AnalyticsEvent, at: string) => {
    if (event.event === "page_view") {
      where = { supplier_id: event.supplier ?? null, service: event.service ?? null };
      writeJson(sessionStorage, whereKey, where);
    }
    const view = event.event === "page_view" ? event.path : location.pathname;
    pending.push({ ...event, view_vue: view, ...where, front_lang: lang, at } as TrackedEvent);
    if (visit && !timer) timer = window.setTimeout(flush, FLUSH_MS);
  };

  // what happened before this started (the queue keeps it for the pixels too)
  for (const queued of window.comandaEvents ?? []) add(queued, queued.at);
  const onEvent = (event: Event) => add((event as CustomEvent<AnalyticsEvent>).detail, new Date().toISOString());
  window.addEventListener("comanda:event", onEvent);
  document.addEventListener("visibilitychange", leave);
  window.addEventListener("pagehide", leave);

  let stopped = false;
  const stopping = new AbortController();
  void ensureProfile(brandSlug, stopping.signal).catch(() => undefined);
  void (async () => {
    visit = liveVisit(localStorage.getItem(key), Date.now());
    for (let tries = 0; !visit && !stopped && tries < SESSION_TRIES; tries++) {
      if (tries) await wait(SESSION_RETRY_MS);
      try {
        const { id } = await post("/api/v1/sessions", { pixel_width: screen.width, pixel_height: screen.height });
        visit = { session_id: id, acquisition_id: null, campaign: null, seen: Date.now() };
      } catch {
        // tried again after SESSION_RETRY_MS
      }
    }
    if (!visit || stopped) return;
    save();
    const campaign = campaignFrom(new URLSearchParams(location.search));
    const reported = campaign && JSON.stringify(campaign);
    if (campaign && reported !== visit.campaign) {
      try {
        const { id } = await post("/api/v1/acquisitions", { session_id: visit.session_id, referer: document.referrer || undefined, ...campaign });
        visit = { ...visit, acquisition_id: id, campaign: reported };
        save();
      } catch (error) {
        // a visit the server no longer knows starts afresh on the next page
        if ((error as { status?: number }).status === 404) localStorage.removeItem(key);
      }
    }
    flush();
  })();

  return () => {
    stopped = true;
    stopping.abort();
    vitals.stop();
    flush();
    window.removeEventListener("comanda:event", onEvent);
    document.removeEventListener("visibilitychange", leave);
    window.removeEventListener("pagehide", leave);
  };
}

function readJson<T>(storage: Storage, key: string): T | null {
  try {
    return JSON.parse(storage.getItem(key) ?? "null") as T | null;
  } catch {
    return null;
  }
}

// storage full or blocked: what it would have kept is lost, nothing else
function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {}
}

function takeWaiting(key: string): TrackedEvent[] {
  const waiting = readJson<TrackedEvent[]>(sessionStorage, key);
  sessionStorage.removeItem(key);
  return Array.isArray(waiting) ? waiting.slice(-MAX_TRACKINGS_PER_CALL) : [];
}

function keepWaiting(key: string, events: TrackedEvent[]): void {
  const waiting = [...(readJson<TrackedEvent[]>(sessionStorage, key) ?? []), ...events];
  if (waiting.length) writeJson(sessionStorage, key, waiting.slice(-MAX_TRACKINGS_PER_CALL));
}
