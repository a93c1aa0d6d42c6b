import { PROFILE_ID_HEADER, profileRecordOf, type ProfileRecord } from "@/lib/domain/diners/profile";
import type { ProfileAccount } from "@/lib/domain/diners/profile-account";
import type { ServiceKey } from "@/lib/domain/brand/services";
import type { DeviceOrder } from "../stores/order-history-store";
import { answerOf, callApi, jsonBody } from "./api-failure";
import { callHeaders } from "./call-headers";

/** Whether this browser holds a profile to ask about: without one the API could only answer 401. */
const holdsProfile = () => PROFILE_ID_HEADER in callHeaders();

/** GET profiles/account.json (product §7): what the diner told the brand before, on this device or another; null without a profile. */
export async function fetchProfileAccount(): Promise<ProfileAccount | null> {
  if (!holdsProfile()) return null;
  const response = await callApi("/api/v1/profiles/account.json");
  if (response.status === 401) return null;
  return (await answerOf<{ profile: ProfileAccount }>(response)).profile;
}

/** The profile's orders at the brand, on any device, as this device keeps its own (product §2 /history-my-orders). */
export async function fetchProfileOrders(): Promise<DeviceOrder[]> {
  if (!holdsProfile()) return [];
  const response = await callApi("/api/v1/profiles/orders.json");
  if (response.status === 401) return [];
  const { orders } = await answerOf<{ orders: { id: number; token: string; supplier: string; service: ServiceKey; created_at: string }[] }>(response);
  return orders.map((order) => ({ id: order.id, token: order.token, supplierSlug: order.supplier, service: order.service, createdAt: order.created_at }));
}

/** GET profiles/login_smart_link/{id}.json?token= (product §7): this device's own secret for the link's profile; null when the link signs in to nothing. */
export async function signInWithSmartLink(profileId: string, token: string): Promise<ProfileRecord | null> {
  const response = await callApi(`/api/v1/profiles/login_smart_link/${encodeURIComponent(profileId)}.json?token=${encodeURIComponent(token)}`);
  if (response.status === 404 || response.status === 400) return null;
  return profileRecordOf((await answerOf<{ profile: unknown }>(response)).profile);
}

/** POST profiles/verification.json: a code by SMS to `phone`; answers when another may be asked (seconds). */
export async function sendPhoneCode(phone: string): Promise<{ resend_after: number }> {
  return answerOf(await callApi("/api/v1/profiles/verification.json", jsonBody("POST", { phone })));
}

/** POST profiles/verification/confirm.json: the profile this device holds from now on (token null: the same). */
export async function confirmPhoneCode(code: string): Promise<{ id: string; token: string | null }> {
  return (await answerOf<{ profile: { id: string; token: string | null } }>(await callApi("/api/v1/profiles/verification/confirm.json", jsonBody("POST", { code })))).profile;
}
