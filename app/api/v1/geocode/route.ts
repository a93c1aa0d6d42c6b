import { NextResponse } from "next/server";
import { geocodeQuery } from "@/lib/domain/http/api-bodies";
import { env } from "@/lib/server/env";
import { geocoderFromEnv } from "@/lib/server/location/geocoding";
import { brandRoute } from "@/lib/server/http/brand-route";

/** GET /api/v1/geocode?q= — candidate points for a typed address; none when no geocoder is configured. */
export const GET = brandRoute({ query: geocodeQuery }, async ({ brand, query }) => {
  const geocoder = geocoderFromEnv(env().GEOCODER_URL);
  try {
    const places = await geocoder.search(query.q, { countryCode: brand.country_code });
    return NextResponse.json({ configured: !!env().GEOCODER_URL, places });
  } catch (error) {
    console.warn("[geocode]", error instanceof Error ? error.message : error);
    // A geocoder outage must not block ordering: the diner can still place the pin.
    return NextResponse.json({ configured: true, places: [], unavailable: true });
  }
});
