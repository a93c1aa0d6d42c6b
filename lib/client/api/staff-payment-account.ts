import type { PaymentAccountAnswer, PaymentAccountInput } from "@/lib/domain/payments/gateway-account";
import { answerOf, callApi, jsonBody } from "./api-failure";

/* The console's online payments screen: the brand's own gateway account, its secrets sent once and answered masked. */

export async function savePaymentAccount(body: PaymentAccountInput): Promise<PaymentAccountAnswer> {
  return answerOf<PaymentAccountAnswer>(await callApi("/api/staff/payment-account", jsonBody("PUT", body)));
}

/** The brand takes payments with the deployment's gateway again. */
export async function removePaymentAccount(): Promise<PaymentAccountAnswer> {
  return answerOf<PaymentAccountAnswer>(await callApi("/api/staff/payment-account", { method: "DELETE" }));
}
