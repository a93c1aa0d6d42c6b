import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { popupsQuery } from "@/lib/domain/http/api-bodies";
import { processCache } from "@/lib/server/cache/process-cache";
import { listPopups, type Popup } from "@/lib/server/dal/popups";
import { brandBranch } from "@/lib/server/http/branch-for-call";
import { brandRoute } from "@/lib/server/http/brand-route";

const popups = () => processCache<Popup[]>("popups");

/** GET content_popups.json (product §7): the banners a branch shows for a service and trigger. */
export const GET = brandRoute({ query: popupsQuery }, async ({ brand, query: { supplier_id, service, trigger } }) => {
  const supplier = await brandBranch(brand, supplier_id);
  if (!supplier) throw new ApiError("not_found", `No branch "${supplier_id}"`);
  const list = await popups().get(`${brand.slug}|${supplier.id}|${service}|${trigger}`, () => listPopups(brand.id, supplier.id, service, trigger));
  return NextResponse.json(list);
});
