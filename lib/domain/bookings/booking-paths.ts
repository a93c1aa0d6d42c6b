import { BOOKING_POPUP_PREFIX, branchPath, segment, withToken } from "../routing/paths";

/*
 * The booking links of product §2: the form, its embeddable popup, a booking's own pages and a walk-in party's
 * place in line. Apart from ../routing/paths.ts so the pages that never book do not carry them.
 */

/** Product §2 /reservarpopup/{branch_id}: the form alone, framed by the brand's other sites. */
export function bookingPopupPath(supplier: string): string {
  return `${BOOKING_POPUP_PREFIX}/${segment(supplier)}`;
}

/** Product §2 /{supplier_id}/reservar: book a table at the branch. */
export function bookingPath(supplier: string): string {
  return `${branchPath(supplier)}/reservar`;
}

/** Product §2 /book_info/{id}/{token}: a booking's detail, where the diner moves or cancels it. */
export function bookingInfoPath(id: number, token: string): string {
  return `/book_info/${segment(id)}/${segment(token)}`;
}

/** Product §2 /rate/{id}/{token}: the visit's rating, through the booking's own link. */
export function bookingRatePath(id: number, token: string): string {
  return `/rate/${segment(id)}/${segment(token)}`;
}

/** A party's live page on a branch's walk-in waitlist: its place in line, then its table. */
export function waitlistPath(id: number, token: string): string {
  return `/waitlist/${segment(id)}/${segment(token)}`;
}

/** A booking's cover paid in advance: through the gateway, back to the booking's page. */
export function coverCheckoutPath(supplier: string, bookingId: number, token: string): string {
  return withToken(`${branchPath(supplier)}/webcheckout/booking/${segment(bookingId)}`, token);
}
