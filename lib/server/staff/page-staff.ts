import "server-only";
import { headers } from "next/headers";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { currentStaff, type Staff } from "./require-staff";

/**
 * The staff member a console page is rendered for (its session cookie), or null. Pages only read the session:
 * the console's API calls renew it (a server component cannot set a cookie).
 */
export async function pageStaff(brand: Pick<InstanceConfig, "id">): Promise<Staff | null> {
  const cookie = (await headers()).get("cookie") ?? "";
  const signedIn = await currentStaff(new Request("http://console.invalid/", { headers: { cookie } }), brand);
  return signedIn?.staff ?? null;
}
