import "server-only";

export interface Place {
  lat: number;
  lng: number;
  label: string;
}

/** Turns a typed address into points on the map; the diner still confirms with the pin. */
export interface Geocoder {
  search(query: string, options: { countryCode: string; near?: { lat: number; lng: number } }): Promise<Place[]>;
}

/** The default: no geocoding service, so the pin (moved by hand or by GPS) decides. */
export const noGeocoder: Geocoder = { search: async () => [] };

/**
 * The service's search endpoint: /search after the base URL's path, its query kept, since a hosted service takes its
 * API key there (`https://eu1.locationiq.com/v1/?key=…`); resolving "search" against the base would drop it.
 */
function searchUrl(baseUrl: string): URL {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/search`;
  url.hash = "";
  return url;
}

/** Any Nominatim-compatible service (GEOCODER_URL), e.g. a brand's own Nominatim or a hosted one. */
export function nominatimGeocoder(baseUrl: string, fetchTimeoutMs = 3_000): Geocoder {
  return {
    async search(query, { countryCode, near }) {
      const url = searchUrl(baseUrl);
      url.searchParams.set("format", "jsonv2");
      url.searchParams.set("q", query);
      url.searchParams.set("limit", "5");
      url.searchParams.set("countrycodes", countryCode.toLowerCase());
      if (near) {
        // Prefer results around the brand (±0.5°, roughly a metropolitan area) without excluding others.
        url.searchParams.set("viewbox", [near.lng - 0.5, near.lat + 0.5, near.lng + 0.5, near.lat - 0.5].join(","));
      }
      const response = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs), headers: { "user-agent": "comanda" } });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      const rows = (await response.json()) as { lat: string; lon: string; display_name: string }[];
      return rows
        .map((row) => ({ lat: Number(row.lat), lng: Number(row.lon), label: row.display_name }))
        .filter((place) => Number.isFinite(place.lat) && Number.isFinite(place.lng));
    },
  };
}

export function geocoderFromEnv(url: string | undefined): Geocoder {
  return url ? nominatimGeocoder(url) : noGeocoder;
}
