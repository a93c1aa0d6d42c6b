import { brandedTitle } from "./page-title";

describe("brandedTitle", () => {
  it("lets a title that names the brand stand alone, and gives the others the brand's template", () => {
    expect(brandedTitle("El Fogón Andino", "El Fogón Andino · Chapinero")).toEqual({ absolute: "El Fogón Andino · Chapinero" });
    expect(brandedTitle("Mercado Luna", "Sede Norte")).toBe("Sede Norte");
  });
});
