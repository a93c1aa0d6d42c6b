import { NextResponse } from "next/server";
import { z } from "zod";
import { ApiError } from "@/lib/domain/http/api-errors";
import { phoneValid } from "@/lib/domain/diners/phone";
import { purchaseRatingSchema } from "@/lib/domain/diners/purchase-rating";
import { orderForRating, rateOrder } from "@/lib/server/dal/order-ratings";
import { brandRoute } from "@/lib/server/http/brand-route";
import { provenProfile } from "@/lib/server/http/profile-request";

const query = z.object({ purchase_id: z.coerce.number().int().positive().max(2 ** 31 - 1), token: z.string().max(200) });

/**
 * POST /api/v1/rates.json?purchase_id=&token= {rate:{rating, nps?, digital_menu?, comment?, name?, phone?, email?}}
 * (product §7): the diner's rating of the purchase, once — 201 {rate}. NPS and the digital menu's score are
 * required exactly when the brand asks them; a second rating is 409 already_rated.
 */
export const POST = brandRoute(
  {
    rateLimit: "rating_send",
    query,
    body: (brand) => z.object({ rate: purchaseRatingSchema(brand.country_code, phoneValid, { nps: brand.rate_nps, digitalMenu: brand.rate_digitalmenu }) }),
  },
  async ({ request, brand, query, body }) => {
    const order = await orderForRating(brand.id, query.purchase_id, query.token);
    if (!order) throw new ApiError("not_found", "No such order");
    const rating = await rateOrder(brand.id, order, body.rate, await provenProfile(request, brand.id));
    return NextResponse.json({ rate: { purchase_id: order.id, rating } }, { status: 201, headers: { "cache-control": "private, no-store" } });
  },
);
