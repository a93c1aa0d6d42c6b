import "server-only";
import { notFound } from "next/navigation";
import { bookingId } from "@/lib/domain/bookings/booking-body";
import { brandPage, type BrandParams } from "./brand-page";

export type LinkParams = BrandParams extends Promise<infer P> ? Promise<P & { id: string; token: string }> : never;

/**
 * A page opened by a diner's private link (/book_info, /rate, /waitlist: an id and its token): the brand's
 * frame, the id and the token, or a 404 for a malformed pair. The record itself is read in the browser with
 * the token, so the page is the same for everyone and nothing of it is cached or indexed.
 */
export async function linkPage(params: LinkParams) {
  const page = await brandPage(params);
  const { id, token } = await params;
  const parsed = bookingId.safeParse(id);
  if (!parsed.success || !/^[\w-]{16,64}$/.test(token)) notFound();
  return { ...page, id: parsed.data, token };
}
