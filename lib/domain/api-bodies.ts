import { z } from "zod";

/** POST /api/v1/delivery-zone — where the diner wants the order delivered. */
export const zoneQuery = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** GET /api/v1/geocode?q= — a typed address to place on the map. */
export const geocodeQuery = z.object({ q: z.string().trim().min(5).max(200) });
