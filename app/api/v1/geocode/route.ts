import { NextResponse } from "next/server";
import { geocodeQuery } from "@/lib/domain/api-bodies";
import { env } from "@/lib/server/env";
import { geocoderFromEnv } from "@/lib/server/geocoding";
import { brandFromRequest } from "@/lib/server/http/brand-from-request";
import { badRequest } from "@/lib/server/http/zod-error";

/** GET /api/v1/geocode?q= — candidate points for a typed address; none when no geocoder is configured. */
export async function GET(request: Request) {
  const brand = await brandFromRequest(request);
  if (brand instanceof Response) return brand;
  const query = geocodeQuery.safeParse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  if (!query.success) return badRequest(query.error);
  const geocoder = geocoderFromEnv(env().GEOCODER_URL);
  try {
    const places = await geocoder.search(query.data.q, { countryCode: brand.country_code });
    return NextResponse.json({ configured: !!env().GEOCODER_URL, places });
  } catch (error) {
    console.warn("[geocode]", error instanceof Error ? error.message : error);
    // A geocoder outage must not block ordering: the diner can still place the pin.
    return NextResponse.json({ configured: true, places: [], unavailable: true });
  }
}
