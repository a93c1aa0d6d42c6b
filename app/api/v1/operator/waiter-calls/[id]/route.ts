import { NextResponse } from "next/server";
import { waiterCallId, waiterCallUpdate } from "@/lib/domain/api-bodies";
import { acknowledgeWaiterCall } from "@/lib/server/dal/waiter-calls";
import { env } from "@/lib/server/env";
import { requireBearer } from "@/lib/server/http/bearer";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * PATCH /api/v1/operator/waiter-calls/{id} {status: "acknowledged"} — staff take a call (open → acknowledged
 * only; 409 call_already_acknowledged for a call already taken); the diner's screen shows "on the way".
 */
export const PATCH = brandRoute(
  {
    authorize: (request) => requireBearer(request, env().OPERATOR_API_KEY, "A valid operator key is required"),
    params: { id: waiterCallId },
    body: waiterCallUpdate,
  },
  async ({ brand, params }) => NextResponse.json({ call: await acknowledgeWaiterCall(brand.id, params.id) }),
);
