/*
 * Product §2 `?qualification=<order>`: the brand's "how was it?" link. The order page opens the order's rating 2 s
 * after it loads (components/order/order-rating-prompt.tsx); a link that lands anywhere else in the app — the
 * landing, a menu — takes the diner to that order's page, when this device placed it (its token is here), so the
 * rating opens there (docs/decisions/043-qualification-on-arrival.md).
 */

/** The pages that handle `?qualification` themselves: an order's page, and the rating page. */
const HANDLES_IT = [/^\/[^/]+\/(order|checkout)\/[^/]+\/?$/, /^\/ratecluvi\//];

/** The order a `?qualification=` names: a positive id, or null (absent, empty, not a number). */
export function qualificationOrderId(search: string): number | null {
  const value = new URLSearchParams(search).get("qualification")?.trim() ?? "";
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * Where a `?qualification` link that landed on `pathname` sends the diner: the device's own order it names (with
 * its token and branch), or null — on a page that opens the rating itself, or for an order this device never placed.
 */
export function qualificationTarget<O extends { id: number; token: string; supplierSlug: string }>(pathname: string, search: string, deviceOrders: readonly O[]): O | null {
  const id = qualificationOrderId(search);
  if (id === null || HANDLES_IT.some((pattern) => pattern.test(pathname))) return null;
  return deviceOrders.find((order) => order.id === id) ?? null;
}
