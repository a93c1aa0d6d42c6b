import { brandedTitle, fullTitle } from "./page-title";

describe("brandedTitle", () => {
  it("lets a title that names the brand stand alone, and gives the others the brand's template", () => {
    expect(brandedTitle("El Fogón Andino", "El Fogón Andino · Chapinero")).toEqual({ absolute: "El Fogón Andino · Chapinero" });
    expect(brandedTitle("Mercado Luna", "Sede Norte")).toBe("Sede Norte");
  });
});

describe("fullTitle", () => {
  it("reads a title as a tab or a link preview shows it: with the brand after it, unless it stands alone", () => {
    expect(fullTitle("Mercado Luna", brandedTitle("Mercado Luna", "Sede Norte"))).toBe("Sede Norte · Mercado Luna");
    expect(fullTitle("El Fogón Andino", brandedTitle("El Fogón Andino", "El Fogón Andino · Chapinero"))).toBe("El Fogón Andino · Chapinero");
  });
});
