import "server-only";
import { isDeliveryService } from "@/lib/domain/services";
import { brandSuppliers } from "./brand-data";
import { brandPage, type BrandParams } from "./brand-page";

const BOGOTA = { lat: 4.6533, lng: -74.0836 };

/** Location and MyLocation (spec §2): the cities the brand delivers to, and the map starts at its first delivering branch. */
export async function locationPage(params: BrandParams) {
  const { config } = await brandPage(params);
  const branches = (await brandSuppliers(config.slug)).filter((b) => b.active && b.services.some(isDeliveryService));
  const cities = [...new Set(branches.map((b) => b.city))];
  const start = branches[0]?.location ?? BOGOTA;
  return { config, cities, start };
}

export type LocationPage = Awaited<ReturnType<typeof locationPage>>;
