import "server-only";
import { isDeliveryService } from "@/lib/domain/brand/services";
import { deliveryCities } from "@/lib/domain/location/delivery-cities";
import { brandSuppliers } from "./brand-data";
import { brandPage, type BrandParams } from "./brand-page";
import { env } from "../env";

const BOGOTA = { lat: 4.6533, lng: -74.0836 };

/**
 * Location and MyLocation (product §2): the cities the brand delivers to (each centred on its branches, for the city
 * change), where the map starts (its first delivering branch) and the tiles it draws.
 */
export async function locationPage(params: BrandParams) {
  const { config } = await brandPage(params);
  const branches = (await brandSuppliers(config.slug)).filter((b) => b.active && b.services.some(isDeliveryService));
  const cities = deliveryCities(branches);
  const start = branches[0]?.location ?? BOGOTA;
  return { cities, start, tileUrl: env().MAP_TILE_URL };
}

export type LocationPage = Awaited<ReturnType<typeof locationPage>>;
