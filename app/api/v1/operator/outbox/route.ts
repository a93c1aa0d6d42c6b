import { NextResponse } from "next/server";
import { getDb } from "@/lib/server/db/client";
import { requireOperator } from "@/lib/server/http/bearer";
import { brandRoute } from "@/lib/server/http/brand-route";
import { recentMessages } from "@/lib/server/notifications/outbox";

/**
 * GET /api/v1/operator/outbox — the brand's latest 50 messages to diners (booking confirmations…), what each
 * says and whether, when and where it was delivered, or why not yet.
 */
export const GET = brandRoute({ authorize: requireOperator }, async ({ brand }) =>
  NextResponse.json({ messages: await recentMessages(await getDb(), brand.id) }, { headers: { "cache-control": "private, no-store" } }),
);
