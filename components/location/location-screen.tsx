import { LocationFlow } from "@/components/location/location-flow";
import { ServiceFromQuery } from "@/components/branches/service-from-query";
import { env } from "@/lib/server/env";
import type { LocationPage } from "@/lib/server/location-page";

type Props = LocationPage & { locateOnStart: boolean };

/** Location and MyLocation (spec §2): the address form and the map. */
export function LocationScreen({ config, cities, start, locateOnStart }: Props) {
  return (
    <>
      <LocationFlow currency={config.currency} cities={cities} start={start} tileUrl={env().MAP_TILE_URL} locateOnStart={locateOnStart} />
      <ServiceFromQuery />
    </>
  );
}
