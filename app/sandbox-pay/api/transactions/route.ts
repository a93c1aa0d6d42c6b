import { NextResponse } from "next/server";
import { z } from "zod";
import { ApiError } from "@/lib/domain/http/api-errors";
import { sandboxPaymentSchema } from "@/lib/domain/payments/sandbox-outcomes";
import { apiRoute, parseOrThrow, readJson } from "@/lib/server/http/api-route";
import { invalidRequest } from "@/lib/server/http/zod-error";
import { paySandbox, readCheckout } from "@/lib/server/payments/sandbox-gateway";

/**
 * POST /api/transactions on the sandbox host: the hosted page's payment, `{ checkout, method, data }` with
 * `checkout` the Web Checkout query as received. Everything the page checked is checked again here, since
 * anyone can post to it; the answer is where to send the diner: `{ redirect, transaction: { id, status } }`.
 */
export const POST = apiRoute(async (request: Request) => {
  const body = await readJson(request);
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new ApiError("bad_request", "The body is not a JSON object");
  const { checkout: query, method, data } = body as Record<string, unknown>;

  const reading = readCheckout(query);
  if (!reading.ok) {
    if (reading.problem === "signature") {
      throw new ApiError("bad_request", "signature:integrity does not match this checkout", { fields: { "checkout.signature:integrity": "invalid" } });
    }
    throw invalidRequest(new z.ZodError(reading.error.issues.map((issue) => ({ ...issue, path: ["checkout", ...issue.path] }))));
  }
  const payment = parseOrThrow(sandboxPaymentSchema(new Date()), { method, data });

  const { transaction, redirect } = await paySandbox(reading.checkout, payment);
  return NextResponse.json({ redirect, transaction: { id: transaction.id, status: transaction.status } }, { status: 201 });
});
