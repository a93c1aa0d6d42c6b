import { campaignFrom } from "../analytics/campaign";
import { isLocale } from "./locales";
import { branchScreenPath, LOCATION_PATH } from "./paths";
import { isServiceKey, type ServiceKey } from "../brand/services";

/**
 * Product §2 service buttons: schedule and delivery go to the location screen; table to the on-table branch
 * screen; booking to the booking branch screen; take away to the take-away branch screen. Room service,
 * grab-and-go and cinema are on-table subservices, so they share the on-table branch screen. The service
 * travels in ?service= so the next screen knows which one the diner chose.
 */
const ENTRY: Record<ServiceKey, string> = {
  delivery: LOCATION_PATH,
  schedule: LOCATION_PATH,
  on_table: branchScreenPath("on_table"),
  room_service: branchScreenPath("on_table"),
  grab_and_go: branchScreenPath("on_table"),
  cinema: branchScreenPath("on_table"),
  book: branchScreenPath("book"),
  take_away: branchScreenPath("take_away"),
};

export function serviceEntryPath(service: ServiceKey): string {
  return `${ENTRY[service]}?service=${service}`;
}

/** How a brand reads product §2's landing shortcut (its brand file's `landing_shortcut`). */
export const LANDING_SHORTCUTS = ["table_only_brand", "one_on_table_link"] as const;
export type LandingShortcut = (typeof LANDING_SHORTCUTS)[number];

/**
 * Product §2 landing shortcut: a brand with exactly one link of type on_table opens the on-table branch list. By
 * default it is read as a table-only brand — its one service link is on_table — since brands that also deliver or take
 * away list one on_table link among others and would lose their landing; a brand may choose the literal reading
 * (`one_on_table_link`). Social links never count.
 */
export function landingShortcut(links: { type: string }[], reading: LandingShortcut = "table_only_brand"): string | null {
  const serviceLinks = links.filter((link) => isServiceKey(link.type));
  const onTable = serviceLinks.filter((link) => link.type === "on_table").length;
  const applies = reading === "one_on_table_link" ? onTable === 1 : serviceLinks.length === 1 && onTable === 1;
  return applies ? serviceEntryPath("on_table") : null;
}

/** A page's query as Next hands it to a page (`searchParams`). */
export type PageQuery = Record<string, string | string[] | undefined>;

/**
 * Product §2: /{supplier_id}/delivery and /{supplier_id}/location redirect to delivery. They do what the
 * landing's delivery button does: the location screen with the delivery service chosen, where the address's
 * zone picks the branch. A campaign link keeps its campaign parameters, and a `lang` its language.
 */
export function deliveryRedirectPath(query: PageQuery): string {
  const search = new URLSearchParams(Object.entries(query).flatMap(([name, value]) => [value ?? []].flat().map((one) => [name, one])));
  const kept = new URLSearchParams(campaignFrom(search) ?? {});
  const lang = search.get("lang");
  if (isLocale(lang)) kept.set("lang", lang);
  const tail = kept.toString();
  return tail ? `${serviceEntryPath("delivery")}&${tail}` : serviceEntryPath("delivery");
}
