import { redirect } from "next/navigation";
import { deliveryRedirectPath, type PageQuery } from "@/lib/domain/routing/navigation";
import { branchFrame, type BranchParams } from "@/lib/server/pages/branch-page";

// It reads the link's query (campaign parameters travel on), so it answers each request itself.
export const dynamic = "force-dynamic";

/**
 * Product §2 /{supplier_id}/delivery: a redirect (307) to the location screen with the delivery service, as the
 * landing's delivery button; an unknown branch is this brand's 404. /{supplier_id}/delivery/order is the cart.
 */
export default async function DeliveryRedirect({ params, searchParams }: { params: BranchParams; searchParams: Promise<PageQuery> }) {
  await branchFrame(params);
  redirect(deliveryRedirectPath(await searchParams));
}
