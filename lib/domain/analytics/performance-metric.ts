import { TOP_LEVEL_SEGMENTS } from "../routing/paths";

/*
 * What a diner's page load cost them (product §7 performance_metrics: transfer data in KB, and the Core Web
 * Vitals LCP, INP and CLS), reported once per page view, when the page is hidden, for the brand's summary by route.
 * The browser sends the page's path; the API stores its pattern.
 */

/**
 * A page's path as its route pattern: a branch, an id or a token is a placeholder, so a summary groups every menu,
 * every product and every order, and no order number or token is stored.
 */
export function metricRoute(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  if (!segments.length) return "/";
  const [first, ...rest] = segments;
  const head = TOP_LEVEL_SEGMENTS.has(first!) ? first! : "{branch}";
  const tail = rest.map((segment) => (/^\d+$/.test(segment) ? "{id}" : segment.length > 24 || /[A-Z_]/.test(segment) || /^[0-9a-f-]{36}$/.test(segment) ? "{token}" : segment));
  return `/${[head, ...tail].join("/")}`.slice(0, 120);
}
