import type { BrandFileInput } from "@/lib/domain/brand/brand-file";
import { brandFileSchema, type BrandFile } from "@/lib/domain/brand/brand-file";

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** A small, valid brand file: one branch, a delivery zone, two categories, products with options. */
export function brandInput(slug = "test-brand", overrides: DeepPartial<BrandFileInput["instance"]> = {}): BrandFileInput {
  return {
    instance: {
      slug,
      name: "Arepas de Prueba",
      country_code: "CO",
      currency: "COP",
      langs: ["es", "en"],
      theme: { dark: false, theme_color: "#0a7d4f", titles_txt_color: "#ffffff", page_bgcolor: "#f6fff9" },
      ...overrides,
    } as BrandFileInput["instance"],
    domains: [`pedidos.${slug}.co`],
    branches: [
      {
        slug: "centro",
        name: "Sede Centro",
        address: "Carrera 7 # 12-34",
        city: "Bogotá",
        location: { lat: 4.6, lng: -74.07 },
        services: ["delivery", "take_away", "on_table"],
        // Open round the clock, so immediate orders in tests never depend on the hour they run at.
        opening_hours: [{ days: [1, 2, 3, 4, 5, 6, 7], open: "00:00", close: "24:00" }],
      },
    ],
    polygons: [
      {
        key: "centro-zona",
        name: "Centro",
        branch: "centro",
        delivery_price: 5000,
        minimum_order_value: 20000,
        area: {
          type: "Polygon",
          coordinates: [[[-74.08, 4.59], [-74.06, 4.59], [-74.06, 4.61], [-74.08, 4.61], [-74.08, 4.59]]],
        },
      },
    ],
    menu: {
      categories: [
        { key: "arepas", name: { es: "Arepas", en: "Arepas" }, subcategories: [{ key: "rellenas", name: "Rellenas" }] },
        { key: "bebidas", name: { es: "Bebidas", en: "Drinks" } },
      ],
      products: [
        {
          key: "arepa-queso",
          name: { es: "Arepa con queso", en: "Cheese arepa" },
          category: "arepas",
          subcategory: "rellenas",
          price: 12000,
          option_groups: [
            {
              key: "salsa",
              name: { es: "Salsa", en: "Sauce" },
              min: 1,
              max: 1,
              required: true,
              options: [
                { key: "ajo", name: "Ajo" },
                { key: "pina", name: "Piña", price: 1000 },
              ],
            },
          ],
        },
        { key: "limonada", name: { es: "Limonada", en: "Lemonade" }, category: "bebidas", price: 6000, stock: 5 },
        { key: "cerveza", name: "Cerveza", category: "bebidas", price: 8000, is_alcoholic: true, services: ["on_table"] },
      ],
      upselling: [{ product: "limonada" }],
    },
  };
}

export function brand(slug?: string, overrides?: Parameters<typeof brandInput>[1]): BrandFile {
  return brandFileSchema.parse(brandInput(slug, overrides));
}

/** A second brand beside a test's own, to prove its rows are never seen: no custom domain, no zones, one branch `solo-{slug}`. */
export function otherBrand(slug = "ajena"): BrandFile {
  const file = brand(slug);
  file.domains = [];
  file.branches[0]!.slug = `solo-${slug}`;
  file.polygons = [];
  return file;
}
