import { chooseLocale, parseAcceptLanguage } from "./locale-choice";

const brand = { brandLangs: ["es", "en"] as const };

describe("chooseLocale", () => {
  it("takes ?lang= first when the brand offers it", () => {
    expect(chooseLocale({ ...brand, query: "en", cookie: "es", acceptLanguage: "es" })).toBe("en");
  });

  it("ignores a ?lang= the brand does not offer, and falls through to the cookie", () => {
    expect(chooseLocale({ ...brand, query: "pt", cookie: "en" })).toBe("en");
  });

  it("remembers the cookie over the brand and browser", () => {
    expect(chooseLocale({ ...brand, cookie: "en", brandLanguage: "es", acceptLanguage: "es" })).toBe("en");
  });

  it("uses the brand's forced language before the browser's", () => {
    expect(chooseLocale({ ...brand, brandLanguage: "es", acceptLanguage: "en-US,en;q=0.9" })).toBe("es");
  });

  it("uses the browser's preference among the brand's languages", () => {
    expect(chooseLocale({ ...brand, acceptLanguage: "fr-FR,fr;q=0.9,en;q=0.8" })).toBe("en");
    expect(chooseLocale({ brandLangs: ["es"], acceptLanguage: "en" })).toBe("es");
  });

  it("falls back to the brand's first language, then Spanish", () => {
    expect(chooseLocale({ brandLangs: ["en", "es"], acceptLanguage: "de" })).toBe("en");
    expect(chooseLocale({ brandLangs: [] })).toBe("es");
  });
});

describe("parseAcceptLanguage", () => {
  it("orders by quality, keeps the primary subtag and drops q=0 and *", () => {
    expect(parseAcceptLanguage("pt-BR;q=0.5, en-US, es;q=0.8, *;q=0.1, fr;q=0")).toEqual(["en", "es", "pt"]);
  });
});
