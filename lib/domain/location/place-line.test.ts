import { placeLine } from "./place-line";

describe("placeLine", () => {
  it("joins the street and the city", () => {
    expect(placeLine("Cra. 13 #85-24", "Bogotá")).toBe("Cra. 13 #85-24, Bogotá");
  });

  it("says a city the street address already names once, whatever its accents and case", () => {
    expect(placeLine("Cl. 10 #43-12, Medellín", "Medellín")).toBe("Cl. 10 #43-12, Medellín");
    expect(placeLine("Av. Larco 345, MIRAFLORES", "Miraflores")).toBe("Av. Larco 345, MIRAFLORES");
    expect(placeLine("Cl. 10 #43-12", "Medellin", "Medellín")).toBe("Cl. 10 #43-12, Medellin");
  });

  it("keeps a city that only appears inside a longer part, and leaves out empty parts", () => {
    expect(placeLine("Calle Medellín 4", "", null, "Medellín")).toBe("Calle Medellín 4, Medellín");
  });
});
