/* Product §7 acquisitions: the campaign a diner arrived by, read from the link (lib/client/visit.ts). */

/** The campaign parameters a link may carry (utm, ad click ids, a campaign or reference code). */
export const CAMPAIGN_PARAMS = ["campaign_id", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "fbclid", "reference_code"] as const;
export type Campaign = Partial<Record<(typeof CAMPAIGN_PARAMS)[number], string>>;

/** The campaign parameters present in a query string, or null when it carries none. */
export function campaignFrom(search: URLSearchParams): Campaign | null {
  const found: Campaign = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = search.get(name)?.trim();
    if (value) found[name] = value.slice(0, 200);
  }
  return Object.keys(found).length ? found : null;
}
