/**
 * Every error code the API answers with, and its HTTP status (product §8). Each is the caller's doing, so
 * each is a 4xx: a 5xx is only ever an unexpected failure, never a code of this table. The server builds
 * every error body from it (lib/server/http/api-error.ts); the browser reads codes against it and shows
 * the diner `errors.<code>` from messages/*.json.
 */
export const API_ERROR_STATUS = {
  // any call
  bad_request: 400,
  unauthorized: 401,
  not_found: 404,
  unknown_instance: 404,
  payload_too_large: 413,
  /** a method no route answers (TRACE, CONNECT…); the answer carries Allow */
  method_not_allowed: 405,
  instance_locked: 423,
  /** too many calls of one kind from one client (lib/domain/http/rate-limits.ts); the answer carries Retry-After */
  rate_limited: 429,
  // a brand file (POST /api/admin/brands)
  invalid_brand_file: 422,
  brand_conflict: 409,
  // a checkout (POST /api/v1/orders)
  stock_unavailable: 409,
  /** product §8 "combo stock unavailable": a combo's products (or its own stock) cannot make that many combos */
  combo_stock_unavailable: 409,
  product_unavailable: 422,
  /** product §8 "add-ons missing at branch": a chosen option the product no longer has */
  addons_unavailable: 409,
  invalid_options: 422,
  method_unavailable: 422,
  zone_required: 422,
  /** product §8 "no coverage": the address's point is outside the zone the order names */
  no_coverage: 422,
  /** product §8 "no branches open": an order for now at a branch closed now */
  branch_closed: 422,
  /** an order with alcohol without the age gate's birth date, or with a minor's (product §5) */
  age_required: 422,
  underage: 422,
  minimum_order: 422,
  minimum_online_payment: 422,
  schedule_required: 422,
  slot_unavailable: 422,
  zone_unavailable_at_time: 422,
  /** an amount of the order (a line, the subtotal, the tip, the total) beyond what an order can record */
  order_too_large: 422,
  // a coupon (checkout and POST /api/v1/coupons/check); one diner's second use is a conflict
  coupon_invalid: 422,
  coupon_used: 409,
  coupon_expired: 422,
  coupon_below_minimum: 422,
  // an order after it was placed: its payment receipt, an operator's change
  receipt_too_large: 413,
  receipt_type: 415,
  receipt_not_accepted: 409,
  already_approved: 409,
  order_unpayable: 409,
  invalid_transition: 409,
  /** a pay-first order (product §4: no_incremental, plazoleta, room service, grab-and-go, cinema) moved to the kitchen unpaid */
  unpaid_order: 409,
  // a call for the waiter: the place's mode has no control (basic, a room, switched off); a call staff already took
  call_waiter_unavailable: 409,
  call_already_acknowledged: 409,
  // at the table: a mode that takes no order from the phone, an order without its table or room
  ordering_unavailable: 409,
  place_required: 422,
  /** product §8 "error modifying or removing product": a round the kitchen accepted stays as sent (lib/domain/tabs/round-withdrawal.ts) */
  round_accepted: 409,
  /** a round a part paid or held counts on (its items, or the balance it was measured on) */
  round_in_part: 409,
  // a part of a table's tab (lib/domain/tabs/split-bill-types.ts SPLIT_REFUSALS): the tab moved on, or the ask is wrong
  tab_closed: 409,
  /** staff closing a tab by hand (the floor view) while money is owed, or promised and not yet confirmed */
  tab_balance_due: 409,
  tab_payment_held: 409,
  nothing_due: 409,
  above_balance: 409,
  shares_taken: 409,
  item_claimed: 409,
  claim_exceeds_item: 409,
  amount_too_small: 422,
  invalid_split: 422,
  no_items: 422,
  unknown_item: 422,
  invalid_fraction: 422,
  /** a part already paid or released cannot be withdrawn or confirmed again */
  part_settled: 409,
  // a booking (lib/domain/bookings/booking.ts bookingRefusal): what the diner can change to get one
  booking_unavailable: 422,
  booking_zone_unknown: 422,
  party_too_large: 422,
  slot_in_past: 422,
  slot_too_soon: 422,
  slot_too_far: 422,
  slot_outside_hours: 422,
  /** the slot has no room left for the party: another slot, a smaller party or the waitlist */
  slot_full: 409,
  /** an edit or cancellation after the brand's cut-off before the slot */
  booking_locked: 409,
  booking_canceled: 409,
  /** a rating before the visit (or of a booking that did not happen), or a second one */
  booking_not_rateable: 409,
  booking_rated: 409,
  // the walk-in waitlist: nobody in line fits the free table, a table code the branch does not have, a party gone
  waitlist_empty: 409,
  place_unknown: 422,
  /** one party per table: another party sits there, or its tab is open; a table with nobody to free */
  table_taken: 409,
  table_too_small: 422,
  table_free: 409,
  /** a table's party leaves by its tab: close the tab, not the table */
  table_has_tab: 409,
  /** a booking of another day is not seated today */
  booking_not_today: 409,
  waitlist_left: 409,
  // a phone proven by SMS: a code wrong, expired or tried too often; a new one asked too soon
  invalid_verification_code: 422,
  code_resend_too_soon: 429,
  // a purchase's rating (product §7 rates): once per order, never a canceled one
  already_rated: 409,
  order_not_rateable: 409,
  /** a smart link whose profile or token is not this brand's, or no longer valid */
  smart_link_invalid: 404,
  // the staff console
  /** a staff sign-in whose address or password is wrong: one answer for both, so it tells no one which addresses have accounts */
  invalid_credentials: 401,
  /** a staff call without a live session of this brand (none, ended, signed out, disabled account, another brand's) */
  staff_signed_out: 401,
  /** a staff change whose Origin is not the brand's own address: another site's page cannot act for a signed-in device */
  csrf: 403,
  /** signed in, but the account's role or branches do not allow this */
  forbidden: 403,
  /** a password change whose current password is wrong */
  wrong_password: 422,
  staff_email_taken: 409,
  /** a branch the brand does not have, named in a staff account's branches */
  unknown_branch: 422,
  /** a brand's own gateway account on a deployment that keeps none (no PAYMENT_SECRETS_KEY to seal its secrets with) */
  payment_accounts_off: 409,
  // a refund (POST /api/staff/payments/{id}/refunds): a payment never taken, more than is left, a gateway that cannot
  /** the payment was not taken (or is not online): there is nothing to give back */
  payment_not_refundable: 409,
  /** more than was paid less what was refunded already (the answer carries `refundable`) */
  refund_above_paid: 409,
  /** the same Idempotency-Key with another amount, payment or reason */
  refund_key_reused: 422,
  /** the brand's gateway account holds no key its refund API takes (Wompi's private key) */
  refund_unavailable: 409,
} as const satisfies Record<string, number>;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as ApiErrorCode[];

export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === "string" && Object.hasOwn(API_ERROR_STATUS, code);
}

/**
 * A refusal the API answers with: a code of the table, a message for developers (the diner reads
 * `errors.<code>`), and figures the client may show beside them (`fields` for a 400, `minimum`…), sent
 * next to code and message. Thrown anywhere below a route, it becomes that route's answer.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = API_ERROR_STATUS[code];
  }
}

/** The one error body of the API: `{ error: { code, message, fields?, ...detail } }`. */
export function apiErrorBody(error: ApiError) {
  return { error: { code: error.code, message: error.message, ...error.detail } };
}
