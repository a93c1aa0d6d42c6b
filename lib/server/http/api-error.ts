import { NextResponse } from "next/server";

export type ApiErrorCode =
  | "bad_request"
  | "not_found"
  | "unknown_instance"
  | "instance_locked"
  | "unauthorized"
  | "invalid_brand_file"
  | "payload_too_large"
  | "invalid_transition"
  // a payment receipt (lib/server/orders/receipt.ts)
  | "receipt_too_large"
  | "receipt_type"
  | "receipt_not_accepted"
  | "already_approved"
  | "order_unpayable";

/** The one error shape of the API (DESIGN §7): `{ error: { code, message, fields? } }`. */
export function apiError(status: number, code: ApiErrorCode, message: string, fields?: Record<string, string>) {
  return NextResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });
}
