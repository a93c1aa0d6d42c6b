import { callHeaders } from "./call-headers";

export interface ContentPopup {
  id: number;
  image: string;
  url: string | null;
}

/**
 * GET content_popups.json (product §7): a branch's banners for a service and a trigger — "enter" as a page opens,
 * "survey-sent" after a rating. None when the call fails: a banner is never worth an error. A plain fetch: the
 * API's error table (api-failure.ts) would otherwise ride in every page's shell for a call that fails quietly.
 */
export async function fetchPopups(supplier: string, service: string, trigger: "enter" | "survey-sent"): Promise<ContentPopup[]> {
  const query = `supplier_id=${encodeURIComponent(supplier)}&service=${encodeURIComponent(service)}&trigger=${trigger}`;
  try {
    const response = await fetch(`/api/content_popups.json?${query}`, { headers: callHeaders() });
    return response.ok ? ((await response.json()) as ContentPopup[]) : [];
  } catch {
    return [];
  }
}
