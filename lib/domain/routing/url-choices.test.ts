import { brandLocale, choiceRedirect, linkLang, pageLinkLang, pageLocale, withChoices } from "./url-choices";

const brand = { language: null, langs: ["es", "en"] };

describe("a page's language comes from its URL alone", () => {
  it("is ?lang= when the brand offers it, else the brand's own", () => {
    expect(pageLocale(brand, "en")).toBe("en");
    expect(pageLocale(brand, "pt")).toBe("es");
    expect(pageLocale(brand, null)).toBe("es");
    expect(pageLocale({ language: "en", langs: ["es", "en"] }, null)).toBe("en");
    expect(brandLocale({ language: null, langs: ["pt", "es"] })).toBe("pt");
  });

  it("travels in links only when it is not the brand's own", () => {
    expect(linkLang("es", "es")).toBeNull();
    expect(linkLang("en", "es")).toBe("en");
    // a route's [locale] param, as the proxy rewrote it
    expect(pageLinkLang(brand, "en")).toBe("en");
    expect(pageLinkLang(brand, "es")).toBeNull();
    expect(pageLinkLang({ language: "en", langs: ["es", "en"] }, "es")).toBe("es");
    expect(pageLinkLang(brand, "fr")).toBeNull();
  });
});

describe("withChoices", () => {
  it("adds the language and service a link does not name, keeping its query and hash", () => {
    expect(withChoices("/centro/view/12", { lang: "en", service: "delivery" })).toBe("/centro/view/12?lang=en&service=delivery");
    expect(withChoices("/centro/orders/5?token=a%2Bb#pay", { lang: "pt" })).toBe("/centro/orders/5?token=a%2Bb&lang=pt#pay");
    expect(withChoices("/centro?service=on_table&lang=es", { lang: "en", service: "delivery" })).toBe("/centro?service=on_table&lang=es");
  });

  it("leaves other sites, hashes, query-only links and links without choices alone", () => {
    for (const href of ["https://wa.me/57300", "//cdn.example/x.png", "#cat-3", "?lang=en", "mailto:a@b.co"]) expect(withChoices(href, { lang: "en" })).toBe(href);
    expect(withChoices("/centro", {})).toBe("/centro");
    expect(withChoices("/centro", { lang: null, service: null })).toBe("/centro");
  });
});

describe("choiceRedirect: a bare /{branch} and the diner's remembered choices", () => {
  const search = (query = "") => new URLSearchParams(query);

  it("adds the remembered service and a language other than the brand's own", () => {
    expect(choiceRedirect(search(), { service: "delivery", lang: "en" }, "es")?.toString()).toBe("service=delivery&lang=en");
    expect(choiceRedirect(search("utm_source=ig"), { service: "take_away", lang: null }, "es")?.toString()).toBe("utm_source=ig&service=take_away");
    expect(choiceRedirect(search(), { service: null, lang: "en" }, "es")?.toString()).toBe("lang=en");
  });

  it("sends nowhere when there is nothing to add: no loop back to the same URL", () => {
    expect(choiceRedirect(search(), { service: null, lang: null }, "es")).toBeNull();
    expect(choiceRedirect(search(), { service: "teleport", lang: "es" }, "es")).toBeNull();
    expect(choiceRedirect(search("lang=en"), { service: null, lang: "pt" }, "es")).toBeNull();
    const once = choiceRedirect(search(), { service: "delivery", lang: "en" }, "es")!;
    expect(choiceRedirect(once, { service: "delivery", lang: "en" }, "es")).toBeNull();
  });
});
