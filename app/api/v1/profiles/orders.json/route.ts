import { NextResponse } from "next/server";
import { profileOrders } from "@/lib/server/dal/profiles";
import { brandRoute } from "@/lib/server/http/brand-route";
import { requireProfile } from "@/lib/server/http/profile-request";

/**
 * GET /api/v1/profiles/orders.json with the profileid and token headers: {orders:[{id, token, supplier,
 * service, created_at}]}, the profile's orders at this brand on any device, newest first — each readable with
 * GET /api/v1/orders/{id}?token= like the device's own (product §2 /history-my-orders).
 */
export const GET = brandRoute({ rateLimit: "profile_call" }, async ({ request, brand }) => {
  const id = await requireProfile(request, brand.id);
  return NextResponse.json({ orders: await profileOrders(brand.id, id) }, { headers: { "cache-control": "private, no-store" } });
});
