import { deliveryCities } from "./delivery-cities";

describe("the cities a brand delivers in", () => {
  it("lists each city once, in the branches' order, centred on its branches", () => {
    const cities = deliveryCities([
      { city: "Bogotá", location: { lat: 4.6, lng: -74.1 } },
      { city: "Medellín", location: { lat: 6.25, lng: -75.56 } },
      { city: "Bogotá ", location: { lat: 4.7, lng: -74.0 } },
    ]);
    expect(cities.map((city) => city.name)).toEqual(["Bogotá", "Medellín"]);
    expect(cities[0]!.center.lat).toBeCloseTo(4.65);
    expect(cities[0]!.center.lng).toBeCloseTo(-74.05);
    expect(cities[1]!.center).toEqual({ lat: 6.25, lng: -75.56 });
  });

  it("has none for a brand that does not deliver", () => {
    expect(deliveryCities([])).toEqual([]);
  });
});
