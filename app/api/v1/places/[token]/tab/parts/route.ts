import { NextResponse } from "next/server";
import { placeToken } from "@/lib/domain/http/api-params";
import { tabToWire } from "@/lib/domain/tabs/tab-wire";
import { isOnlineMethod } from "@/lib/domain/payments/payment-methods";
import { partWebcheckoutPath } from "@/lib/domain/routing/paths";
import { partBodySchema } from "@/lib/domain/tabs/tab-bodies";
import { decideBrandFlags } from "@/lib/flags/definitions";
import { getDb } from "@/lib/server/db/client";
import { tabView } from "@/lib/server/dal/tabs";
import { brandRoute } from "@/lib/server/http/brand-route";
import { idempotencyKeyOf } from "@/lib/server/http/idempotency-key";
import { requirePlace } from "@/lib/server/http/place-request";
import { takePart } from "@/lib/server/tabs/take-part";

/**
 * POST /api/v1/places/{token}/tab/parts {payer, request, tip, method} — one payer's part of the table's open
 * tab: the whole balance, equal shares, items (fractions of a shared one) or an amount. 201 with the part
 * (held), its own token and, for an online method, the gateway page to pay it at; 409 with the split rule's
 * code when the tab has moved on (another phone took the item or the shares). Idempotency-Key as for orders.
 */
export const POST = brandRoute({ rateLimit: "tab_part", params: { token: placeToken }, body: partBodySchema }, async ({ request, brand, params, body }) => {
  const key = idempotencyKeyOf(request);
  const place = await requirePlace(brand.id, params.token, { settling: true });
  const flags = await decideBrandFlags(brand.flags);
  const { part, tab, replayed } = await takePart(await getDb(), brand.id, place, body, flags, key);
  const wire = tabToWire(tabView(tab));
  const payUrl = isOnlineMethod(part.method) && part.state === "held" ? partWebcheckoutPath(place.supplier.slug, part.id, part.accessToken) : null;
  return NextResponse.json(
    { part: { ...wire.parts.find((p) => p.id === part.id), access_token: part.accessToken, pay_url: payUrl }, tab: wire },
    { status: replayed ? 200 : 201, headers: { "idempotent-replayed": String(replayed) } },
  );
});
