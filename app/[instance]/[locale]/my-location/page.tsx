import { LocationScreen } from "@/components/location/location-screen";
import type { BrandParams } from "@/lib/server/brand-page";

export function generateStaticParams() {
  return [];
}

export default function Page({ params }: { params: BrandParams }) {
  return <LocationScreen params={params} locateOnStart={true} />;
}
