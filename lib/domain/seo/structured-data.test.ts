import { menuProduct } from "@/tests/factories/menu";
import { branchLd, ldPrice, ldScript, openingHoursLd, organizationLd, placeType, productPageLd, type LdBranch, type LdBrand } from "./structured-data";
import { minor } from "../money/minor";

const FOGON: LdBrand = { name: "El Fogón Andino", origin: "https://pedidos.fogonandino.co", logo: "/demo/fogon/logo.svg", currency: "COP", country_code: "CO", category_establishment: "restaurant", phone: "+576017456120", cuisines: ["Colombiana", "Parrilla"] };
const CHAPINERO: LdBranch = {
  name: "El Fogón Andino · Chapinero",
  address: "Carrera 7 # 63-44, Chapinero",
  city: "Bogotá",
  phone: "+576017456120",
  location: { lat: 4.6485, lng: -74.0607 },
  opening_hours: [{ days: [1, 2, 3, 4, 5], open: "11:30", close: "24:00" }, { days: [5, 6], open: "18:00", close: "02:00" }],
  image: null,
  path: "/chapinero",
  acceptsReservations: true,
};
const PICADA = menuProduct({ id: 7, label: "Picada del Fogón (para 2)", description: "Chorizo, morcilla y chicharrón.", price: 46000, image: "/demo/fogon/picada.svg" });
const SODA = menuProduct({ id: 8, label: "Gaseosa", price: 5000, stock: 0 });
const PARRILLA = { id: 3, label: "Parrilla", image: null, parent_id: null };
const productUrl = (product: { id: number }) => `/chapinero/view/${product.id}`;

describe("structured data (schema.org JSON-LD)", () => {
  it("describes a restaurant branch: address, position, hours, telephone, reservations and its menu with offers in the brand's currency", () => {
    const ld = branchLd(CHAPINERO, FOGON, [{ category: PARRILLA, products: [PICADA, SODA] }], productUrl);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Restaurant",
      name: "El Fogón Andino · Chapinero",
      url: "https://pedidos.fogonandino.co/chapinero",
      address: { "@type": "PostalAddress", streetAddress: "Carrera 7 # 63-44, Chapinero", addressLocality: "Bogotá", addressCountry: "CO" },
      geo: { "@type": "GeoCoordinates", latitude: 4.6485, longitude: -74.0607 },
      telephone: "+576017456120",
      acceptsReservations: true,
      servesCuisine: ["Colombiana", "Parrilla"],
      hasMenu: {
        "@type": "Menu",
        hasMenuSection: [
          {
            "@type": "MenuSection",
            name: "Parrilla",
            hasMenuItem: [
              {
                "@type": "MenuItem",
                name: "Picada del Fogón (para 2)",
                description: "Chorizo, morcilla y chicharrón.",
                image: "https://pedidos.fogonandino.co/demo/fogon/picada.svg",
                url: "https://pedidos.fogonandino.co/chapinero/view/7",
                offers: { "@type": "Offer", price: "46000", priceCurrency: "COP", availability: "https://schema.org/InStock" },
              },
              { "@type": "MenuItem", name: "Gaseosa", offers: { availability: "https://schema.org/OutOfStock" } },
            ],
          },
        ],
      },
    });
    expect(ld.openingHoursSpecification).toEqual(openingHoursLd(CHAPINERO.opening_hours));
    // a brand file that names no cuisine says nothing about it
    expect(branchLd(CHAPINERO, { ...FOGON, cuisines: [] }, [], productUrl)).not.toHaveProperty("servesCuisine");
  });

  it("writes hours as schema.org reads them: weekday URLs, a midnight close as 23:59, a night past midnight as written", () => {
    expect(openingHoursLd(CHAPINERO.opening_hours)).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `https://schema.org/${day}`), opens: "11:30", closes: "23:59" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Friday", "https://schema.org/Saturday"], opens: "18:00", closes: "02:00" },
    ]);
  });

  it("writes prices in major units with the currency's decimals, a promotion's price first", () => {
    expect(ldPrice(minor(46000), "COP")).toBe("46000");
    expect(ldPrice(minor(8950), "MXN")).toBe("89.50");
    const promo = menuProduct({ id: 9, price: 89.5, promo: 79.99 }, "MXN");
    const ld = productPageLd(promo, { ...FOGON, currency: "MXN" }, CHAPINERO, "/chapinero/view/9");
    expect(ld.offers).toMatchObject({ price: "79.99", priceCurrency: "MXN", seller: { "@type": "Restaurant", name: "El Fogón Andino · Chapinero" } });
  });

  it("describes a store's branch with an offer catalog of products, and its product pages as products of the brand", () => {
    const store = { ...FOGON, name: "Mercado Luna", category_establishment: "retail" };
    const ld = branchLd({ ...CHAPINERO, acceptsReservations: false }, store, [{ category: PARRILLA, products: [SODA] }], productUrl);
    expect(ld["@type"]).toBe("Store");
    expect(ld).not.toHaveProperty("hasMenu");
    expect(ld).not.toHaveProperty("servesCuisine");
    expect(ld).toMatchObject({ hasOfferCatalog: { "@type": "OfferCatalog", itemListElement: [{ "@type": "OfferCatalog", name: "Parrilla", itemListElement: [{ "@type": "Product", name: "Gaseosa" }] }] } });
    expect(productPageLd(SODA, store, CHAPINERO, "/chapinero/view/8")).toMatchObject({ "@context": "https://schema.org", "@type": "Product", brand: { "@type": "Brand", name: "Mercado Luna" } });
  });

  it("types each kind of establishment, and anything else as a local business", () => {
    expect([placeType("cafe"), placeType("hotel"), placeType("retail"), placeType("lavandería")]).toEqual(["CafeOrCoffeeShop", "Hotel", "Store", "LocalBusiness"]);
  });

  it("describes the brand as an organization with its logo and contact on its canonical origin", () => {
    expect(organizationLd(FOGON)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "El Fogón Andino",
      url: "https://pedidos.fogonandino.co/",
      logo: "https://pedidos.fogonandino.co/demo/fogon/logo.svg",
      contactPoint: { "@type": "ContactPoint", contactType: "customer service", telephone: "+576017456120" },
    });
  });

  it("never lets a brand's text close the script it is written in", () => {
    const script = ldScript(productPageLd(menuProduct({ label: "</script><script>alert(1)</script>" }), FOGON, CHAPINERO, "/x"));
    expect(script).not.toContain("</script>");
    expect(JSON.parse(script).name).toBe("</script><script>alert(1)</script>");
  });
});
