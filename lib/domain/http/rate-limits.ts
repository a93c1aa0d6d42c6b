/** A budget: `points` calls per client and brand within `seconds`; the window starts at the first call. */
export interface RateLimit {
  points: number;
  seconds: number;
}

/**
 * What one client (one address, see lib/server/http/client-address.ts) may do per brand before the API
 * answers 429 rate_limited. A café's diners share one address behind its router, so each
 * budget leaves room for several real diners and stops only scripted guessing and flooding.
 */
export const RATE_LIMITS = {
  /** POST /api/v1/coupons/check: a diner tries a code or two; 300 guesses in 2 s used to find a real one */
  coupon_check: { points: 10, seconds: 60 },
  /** POST /api/v1/orders: a table's worth of separate orders, each retried a few times */
  order_create: { points: 20, seconds: 10 * 60 },
  /** POST /api/v1/places/{token}/rounds: a table of friends sends a round each, several times a night */
  round_send: { points: 30, seconds: 10 * 60 },
  /** DELETE /api/v1/places/{token}/rounds/{id}: a diner takes back a round sent by mistake, now and then */
  round_withdraw: { points: 20, seconds: 10 * 60 },
  /** POST /api/v1/places/{token}/tab/parts: each payer takes a part, a declined card takes another */
  tab_part: { points: 30, seconds: 10 * 60 },
  /** POST /api/v1/orders/{id}/receipt: a receipt, a better photo of it, a few retries */
  receipt_upload: { points: 10, seconds: 10 * 60 },
  /** GET /{supplier_id}/webcheckout/{order_id}: each opens a payment attempt at the gateway */
  webcheckout: { points: 30, seconds: 10 * 60 },
  /** POST /api/v1/bookings: a diner books, maybe for a friend too, and retries a slot that filled */
  booking_create: { points: 10, seconds: 10 * 60 },
  /** PATCH and DELETE /api/v1/bookings/{id}: a few changes of mind per booking */
  booking_change: { points: 20, seconds: 10 * 60 },
  /**
   * POST /api/v1/waitlist: parties join at the door, often over the venue's one Wi-Fi address — room for a busy
   * door, not for a line of fake names
   */
  waitlist_join: { points: 20, seconds: 10 * 60 },
  /**
   * POST /api/v1/sessions: a visit per diner and half hour — a food court's or a stadium's one Wi-Fi address
   * brings hundreds; what it stops is a script filling the table
   */
  session_create: { points: 600, seconds: 10 * 60 },
  /** POST /api/v1/acquisitions: a campaign link opened per visit, as many as the visits */
  acquisition_create: { points: 600, seconds: 10 * 60 },
  /** POST /api/v1/trackings: batches of up to 50 events, a few per minute per diner, many diners per address */
  tracking_batch: { points: 1200, seconds: 60 },
  /** POST /api/v1/performance_metrics: one per page a diner leaves, many diners per address */
  performance_metric: { points: 1200, seconds: 60 },
  /** POST /api/v1/profiles/anonymous.json: one profile per diner and device, kept for good — fewer than visits */
  profile_create: { points: 300, seconds: 10 * 60 },
  /**
   * The profile endpoints (status, account, orders): a few per page a diner opens; a wrong token answers 401
   * like a right one answers 200, so this budget is also what stops guessing
   */
  profile_call: { points: 600, seconds: 60 },
  /** POST /api/v1/profiles/verification.json: an SMS costs the brand money; a diner asks once or twice */
  sms_code_send: { points: 10, seconds: 10 * 60 },
  /** POST /api/v1/profiles/verification/confirm.json: a few typos per code (each code also dies after 5 wrong tries) */
  sms_code_check: { points: 20, seconds: 10 * 60 },
  /** GET /api/v1/profiles/login_smart_link/{id}.json: a diner opens a link or two; guessing a 256-bit token is hopeless, but costs */
  smart_link_login: { points: 60, seconds: 10 * 60 },
  /** POST /api/v1/rates.json: one rating per order; a table's diners each rate theirs */
  rating_send: { points: 20, seconds: 10 * 60 },
  /** POST /api/v1/supplier_surveys/answers.json: each diner at a table answers the visit's survey, over its one router */
  survey_answer: { points: 20, seconds: 10 * 60 },
  /**
   * Staff sign-in (POST /api/staff/session) and password change, failures only (a success gives its call back): per
   * address, enough for a restaurant's staff mistyping at the start of a shift over the venue's one Wi-Fi address
   */
  staff_sign_in_address: { points: 30, seconds: 15 * 60 },
  /** the same, per brand and account address, from any number of addresses: guessing one staff password stops here */
  staff_sign_in_email: { points: 10, seconds: 15 * 60 },
  /** POST /api/staff/brand-file: an owner checks a file, fixes it, checks again, imports — a few rounds an evening */
  staff_brand_file: { points: 30, seconds: 10 * 60 },
  /** PUT and DELETE /api/staff/payment-account: an owner pastes the gateway's keys, fixes one, saves again */
  staff_payment_account: { points: 20, seconds: 10 * 60 },
  /** POST /api/staff/payments/{id}/refunds: each asks the gateway; a manager refunds a few orders an evening */
  staff_refund: { points: 30, seconds: 10 * 60 },
  /** the reconciliation's check against the gateway (?check=gateway): each reads a period of the gateway's own listing */
  gateway_check: { points: 20, seconds: 10 * 60 },
  /** GET /api/v1/operator/sales.csv: up to a year of order lines read and written out per call; a manager downloads a few */
  sales_export: { points: 20, seconds: 10 * 60 },
  /** POST /api/admin/brands, counted before the key is checked so the key cannot be guessed either */
  admin_import: { points: 30, seconds: 60 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

/** The Retry-After of a refusal, in whole seconds (at least 1: "0" would invite an immediate retry). */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}
