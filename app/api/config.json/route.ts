import { NextResponse } from "next/server";
import { decideBrandFlags } from "@/lib/flags/definitions";
import { brandFromRequest } from "@/lib/server/http/brand-from-request";

/** GET config.json (spec §7): the instance of this host, with its feature flags decided. */
export async function GET(request: Request) {
  const brand = await brandFromRequest(request);
  if (brand instanceof Response) return brand;
  return NextResponse.json({ ...brand, feature_flags: await decideBrandFlags(brand.flags) });
}
