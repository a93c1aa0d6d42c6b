import { PROFILE_ID_HEADER } from "@/lib/domain/profile";
import type { ProfileAccount } from "@/lib/domain/profile-account";
import type { ServiceKey } from "@/lib/domain/services";
import type { DeviceOrder } from "../stores/order-history-store";
import { answerOf, callApi } from "./api-failure";
import { callHeaders } from "./call-headers";

/** Whether this browser holds a profile to ask about: without one the API could only answer 401. */
const holdsProfile = () => PROFILE_ID_HEADER in callHeaders();

/** GET profiles/account.json (spec §7): what the diner told the brand before, on this device or another; null without a profile. */
export async function fetchProfileAccount(): Promise<ProfileAccount | null> {
  if (!holdsProfile()) return null;
  const response = await callApi("/api/v1/profiles/account.json");
  if (response.status === 401) return null;
  return (await answerOf<{ profile: ProfileAccount }>(response)).profile;
}

/** The profile's orders at the brand, on any device, as this device keeps its own (spec §2 /history-my-orders). */
export async function fetchProfileOrders(): Promise<DeviceOrder[]> {
  if (!holdsProfile()) return [];
  const response = await callApi("/api/v1/profiles/orders.json");
  if (response.status === 401) return [];
  const { orders } = await answerOf<{ orders: { id: number; token: string; supplier: string; service: ServiceKey; created_at: string }[] }>(response);
  return orders.map((order) => ({ id: order.id, token: order.token, supplierSlug: order.supplier, service: order.service, createdAt: order.created_at }));
}
