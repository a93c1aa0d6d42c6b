import { NextResponse } from "next/server";
import { waiterCallId, waiterCallUpdate } from "@/lib/domain/api-bodies";
import { acknowledgeWaiterCall } from "@/lib/server/dal/waiter-calls";
import { requireOperator } from "@/lib/server/http/bearer";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * PATCH /api/v1/operator/waiter-calls/{id} {status: "acknowledged"} — staff take a call (open → acknowledged
 * only; 409 call_already_acknowledged for a call already taken); the diner's screen shows "on the way".
 */
export const PATCH = brandRoute(
  {
    authorize: requireOperator,
    params: { id: waiterCallId },
    body: waiterCallUpdate,
  },
  async ({ brand, params }) => NextResponse.json({ call: await acknowledgeWaiterCall(brand.id, params.id) }),
);
