import { LocationFlow } from "@/components/location/location-flow";
import { ServiceFromQuery } from "@/components/branches/service-from-query";
import type { LocationPage } from "@/lib/server/pages/location-page";

type Props = LocationPage & { locateOnStart: boolean };

/** Location and MyLocation (product §2): the address form and the map. */
export function LocationScreen({ cities, start, tileUrl, locateOnStart }: Props) {
  return (
    <>
      <LocationFlow cities={cities} start={start} tileUrl={tileUrl} locateOnStart={locateOnStart} />
      <ServiceFromQuery />
    </>
  );
}
