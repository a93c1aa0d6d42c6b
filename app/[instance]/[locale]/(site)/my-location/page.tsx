import { LocationScreen } from "@/components/location/location-screen";
import type { BrandParams } from "@/lib/server/pages/brand-page";
import { locationPage } from "@/lib/server/pages/location-page";

export function generateStaticParams() {
  return [];
}

export default async function Page({ params }: { params: BrandParams }) {
  return <LocationScreen {...await locationPage(params)} locateOnStart={true} />;
}
