import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { bookingInfoPath } from "@/lib/domain/bookings/booking-paths";
import { configForSlug } from "@/lib/server/config/config-source";
import { getDb } from "@/lib/server/db/client";
import { rateLimitedPage } from "@/lib/server/http/rate-limited-page";
import { gatewayForBrand } from "@/lib/server/payments/brand-gateway";
import { startCoverPayment } from "@/lib/server/payments/start-cover-payment";
import { limitRate } from "@/lib/server/rate-limit/limit-rate";
import { dinerReturn, returnUrl } from "@/lib/server/payments/web-checkout";

type Params = { instance: string; locale: string; supplier_id: string; booking_id: string };

/**
 * GET /{supplier_id}/webcheckout/booking/{booking_id}?token= — sends a diner to the gateway's hosted checkout
 * for their booking's cover paid in advance; the gateway sends them back to the booking's page,
 * which follows the payment. Nothing to pay (paid, at the restaurant, canceled, a wrong token) sends them
 * straight back there.
 */
export async function GET(request: Request, { params }: { params: Promise<Params> }) {
  const { instance, locale, booking_id } = await params;
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const id = Number(booking_id);
  const brand = await configForSlug(instance);
  // back in the language the diner asked in
  const where = dinerReturn(request, brand, locale);
  const known = /^\d{1,9}$/.test(booking_id) && /^[\w-]{16,64}$/.test(token);
  const bookingPage = new URL(returnUrl(where, known ? bookingInfoPath(id, token) : "/"));
  const back = () => NextResponse.redirect(bookingPage, 303);
  if (!brand || !known) return back();
  try {
    await limitRate(request, "webcheckout", String(brand.id));
  } catch (error) {
    if (error instanceof ApiError && error.code === "rate_limited") return rateLimitedPage(brand, locale, error, bookingPage);
    throw error;
  }
  const checkout = await startCoverPayment(await getDb(), brand.id, id, token, await gatewayForBrand(brand.id), where);
  return checkout ? NextResponse.redirect(checkout, 303) : back();
}
