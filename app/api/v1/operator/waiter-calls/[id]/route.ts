import { NextResponse } from "next/server";
import { waiterCallId, waiterCallUpdate } from "@/lib/domain/http/api-bodies";
import { acknowledgeWaiterCall } from "@/lib/server/dal/waiter-calls";
import { operatorRoute } from "@/lib/server/http/operator-route";

/**
 * PATCH /api/v1/operator/waiter-calls/{id} {status: "acknowledged"} — staff (the console, at their branches, or
 * an integration with the brand's operator key) take a call (open → acknowledged only; 409
 * call_already_acknowledged for a call already taken); the diner's screen shows "on the way".
 */
export const PATCH = operatorRoute(
  {
    permission: "waiter_calls.ack",
    params: { id: waiterCallId },
    body: waiterCallUpdate,
  },
  async ({ brand, params, staff }) => NextResponse.json({ call: await acknowledgeWaiterCall(brand.id, params.id, staff) }),
);
