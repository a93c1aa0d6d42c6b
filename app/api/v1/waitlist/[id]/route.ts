import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { bookingId, bookingTokenQuery } from "@/lib/domain/bookings/booking-body";
import type { WaitlistView } from "@/lib/domain/bookings/waitlist-view";
import { findWaitlistEntry, leaveWaitlist } from "@/lib/server/dal/waitlist";
import { brandRoute } from "@/lib/server/http/brand-route";

const noStore = { "cache-control": "private, no-store" };

async function requireEntry(instanceId: number, id: number, token: string): Promise<WaitlistView> {
  const entry = await findWaitlistEntry(instanceId, id, token);
  if (!entry) throw new ApiError("not_found", "No waitlist party with this id and token");
  return entry;
}

/** GET /api/v1/waitlist/{id}?token= — the party's place in line and estimate, or the table it was called to. */
export const GET = brandRoute({ params: { id: bookingId }, query: bookingTokenQuery }, async ({ brand, params, query }) =>
  NextResponse.json({ entry: await requireEntry(brand.id, params.id, query.token) }, { headers: noStore }),
);

/** DELETE /api/v1/waitlist/{id}?token= — the party leaves the line; those behind move up at once. */
export const DELETE = brandRoute({ rateLimit: "booking_change", params: { id: bookingId }, query: bookingTokenQuery }, async ({ brand, params, query }) => {
  const entry = await requireEntry(brand.id, params.id, query.token);
  return NextResponse.json({ entry: await leaveWaitlist(brand.id, entry) }, { headers: noStore });
});
