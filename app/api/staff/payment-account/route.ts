import { NextResponse } from "next/server";
import { paymentAccountBody } from "@/lib/domain/payments/gateway-account";
import { invalidateBrand } from "@/lib/server/cache/invalidate-brand";
import { staffRoute } from "@/lib/server/http/staff-route";
import { paymentAccountAnswer, removePaymentAccount, setPaymentAccount } from "@/lib/server/payments/payment-account";

/*
 * The brand's own account at a payment gateway, for its owners only (payments.account): managers and the rest get
 * 403. Secrets are write-only — every answer shows them masked (••••a1b2), never whole — and changes are audited
 * by the gateway and which secrets changed, never their values.
 */

/** GET /api/staff/payment-account — {available, default_gateway, account: {gateway, settings, secrets (masked), updated_at, updated_by} | null}. */
export const GET = staffRoute({ permission: "payments.account" }, async ({ brand }) => NextResponse.json(await paymentAccountAnswer(brand.id)));

/**
 * PUT /api/staff/payment-account {gateway: "sandbox"} | {gateway: "wompi", public_key, integrity_secret, events_secret,
 * private_key} — replaces the account; a secret left empty keeps the stored one. 400 with the fields of keys that are not
 * Wompi's, of the other environment, or missing; 409 payment_accounts_off on a deployment without PAYMENT_SECRETS_KEY.
 */
export const PUT = staffRoute({ permission: "payments.account", rateLimit: "staff_payment_account", body: paymentAccountBody }, async ({ brand, staff, body }) => {
  const stored = await setPaymentAccount(brand.id, body, { by: staff });
  // the checkout offers the online methods of the brand's gateway: its cached pages follow the change
  await invalidateBrand(brand.slug);
  return NextResponse.json(await paymentAccountAnswer(brand.id, stored));
});

/** DELETE /api/staff/payment-account — the brand takes payments with the deployment's gateway again. */
export const DELETE = staffRoute({ permission: "payments.account", rateLimit: "staff_payment_account" }, async ({ brand, staff }) => {
  await removePaymentAccount(brand.id, { by: staff });
  await invalidateBrand(brand.slug);
  return NextResponse.json(await paymentAccountAnswer(brand.id, null));
});
