/** Where on the map a city's branches are: the middle of their locations. */
export interface DeliveryCity {
  name: string;
  center: { lat: number; lng: number };
}

/**
 * The cities a brand delivers in (product §2's city change), in its branches' order, each centred on its branches: the
 * location screen opens on the first, and the diner who changes city sees that city's map.
 */
export function deliveryCities(branches: readonly { city: string; location: { lat: number; lng: number } }[]): DeliveryCity[] {
  const byCity = new Map<string, { lat: number; lng: number }[]>();
  for (const { city, location } of branches) {
    const name = city.trim();
    byCity.set(name, [...(byCity.get(name) ?? []), location]);
  }
  return [...byCity].map(([name, points]) => ({
    name,
    center: {
      lat: points.reduce((sum, point) => sum + point.lat, 0) / points.length,
      lng: points.reduce((sum, point) => sum + point.lng, 0) / points.length,
    },
  }));
}
