import { bareUrlLocale, localizedPath, pageAlternates } from "./page-alternates";

const TRILINGUAL = { language: null, langs: ["es", "en", "pt"] as const };

describe("pageAlternates", () => {
  it("gives each language its own URL, the brand's default the bare one, which is also x-default", () => {
    expect(pageAlternates("/chapinero", "en", { ...TRILINGUAL, langs: [...TRILINGUAL.langs] })).toEqual({
      canonical: "/chapinero?lang=en",
      languages: { es: "/chapinero", en: "/chapinero?lang=en", pt: "/chapinero?lang=pt", "x-default": "/chapinero" },
    });
    expect(pageAlternates("/chapinero", "es", { ...TRILINGUAL, langs: [...TRILINGUAL.langs] }).canonical).toBe("/chapinero");
  });

  it("answers the bare URL in the brand's forced language, else its first", () => {
    expect(bareUrlLocale({ language: "pt", langs: ["es", "pt"] })).toBe("pt");
    expect(bareUrlLocale({ language: null, langs: ["en", "es"] })).toBe("en");
    expect(pageAlternates("/", "es", { language: "pt", langs: ["es", "pt"] })).toEqual({ canonical: "/?lang=es", languages: { es: "/?lang=es", pt: "/", "x-default": "/" } });
  });

  it("has no alternates for a brand in one language", () => {
    expect(pageAlternates("/chapinero/menu", "es", { language: null, langs: ["es"] })).toEqual({ canonical: "/chapinero/menu" });
  });

  it("adds the language to a path that has a query already", () => {
    expect(localizedPath("/x?service=take_away", "en", "es")).toBe("/x?service=take_away&lang=en");
  });
});
