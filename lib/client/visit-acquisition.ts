import { liveVisit, visitKey } from "@/lib/domain/analytics/visit";

/**
 * The campaign visit an order is placed in (product §7 acquisitions, kept by lib/client/visit.ts for the page's
 * brand, <html data-brand>), for the order to carry; undefined when the visit came by no campaign link.
 */
export function visitAcquisition(): string | undefined {
  try {
    const brand = document.documentElement.dataset.brand;
    return (brand && liveVisit(localStorage.getItem(visitKey(brand)), Date.now())?.acquisition_id) || undefined;
  } catch {
    return undefined;
  }
}
