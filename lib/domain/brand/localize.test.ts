import { brandDefaultLocale, localize } from "./localize";

describe("localize", () => {
  it("takes the diner's language, then the brand's default, then Spanish", () => {
    expect(localize({ es: "Hola", en: "Hello", pt: "Olá" }, "pt", "en")).toBe("Olá");
    expect(localize({ es: "Hola", en: "Hello" }, "pt", "en")).toBe("Hello");
    expect(localize({ es: "Hola" }, "pt", "en")).toBe("Hola");
    expect(localize("Solo así", "en")).toBe("Solo así");
  });
});

describe("brandDefaultLocale", () => {
  it("is the brand's first language, Spanish when it lists none", () => {
    expect(brandDefaultLocale({ langs: ["en", "es"] })).toBe("en");
    expect(brandDefaultLocale({ langs: [] })).toBe("es");
  });
});
