import { LocationFlow } from "@/components/location/location-flow";
import { ServiceFromQuery } from "@/components/branches/service-from-query";
import { isDeliveryService } from "@/lib/domain/services";
import { brandSuppliers } from "@/lib/server/brand-data";
import { brandPage, type BrandParams } from "@/lib/server/brand-page";
import { env } from "@/lib/server/env";

/** Location and MyLocation (spec §2): the map starts at the brand's first branch. */
export async function LocationScreen({ params, locateOnStart }: { params: BrandParams; locateOnStart: boolean }) {
  const { config } = await brandPage(params);
  const branches = (await brandSuppliers(config.slug)).filter((b) => b.active && b.services.some(isDeliveryService));
  const cities = [...new Set(branches.map((b) => b.city))];
  const start = branches[0]?.location ?? { lat: 4.6533, lng: -74.0836 };
  return (
    <>
      <LocationFlow cities={cities} start={start} tileUrl={env().MAP_TILE_URL} locateOnStart={locateOnStart} />
      <ServiceFromQuery />
    </>
  );
}
