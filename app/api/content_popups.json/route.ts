import { NextResponse } from "next/server";
import { popupsQuery } from "@/lib/domain/api-bodies";
import { processCache } from "@/lib/server/cache/process-cache";
import { listPopups, type Popup } from "@/lib/server/dal/popups";
import { findSupplier } from "@/lib/server/dal/suppliers";
import { apiError } from "@/lib/server/http/api-error";
import { brandFromRequest } from "@/lib/server/http/brand-from-request";
import { badRequest } from "@/lib/server/http/zod-error";

const popups = () => processCache<Popup[]>("popups");

/** GET content_popups.json (spec §7): the banners a branch shows for a service and trigger. */
export async function GET(request: Request) {
  const brand = await brandFromRequest(request);
  if (brand instanceof Response) return brand;
  const query = popupsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return badRequest(query.error);
  const { supplier_id, service, trigger } = query.data;
  const supplier = await findSupplier(brand.id, supplier_id);
  if (!supplier) return apiError(404, "not_found", `No branch "${supplier_id}"`);
  const list = await popups().get(`${brand.slug}|${supplier.id}|${service}|${trigger}`, () => listPopups(brand.id, supplier.id, service, trigger));
  return NextResponse.json(list);
}
