import { currencyDecimals, type Currency } from "../money/currency";
import { toMajor } from "../money/major-units";
import type { MenuCategory, MenuProduct } from "../menu/menu";
import type { Minor } from "../money/minor";
import type { OpeningPeriod } from "../brand/opening-hours";

/*
 * schema.org structured data (JSON-LD) of a brand's public pages, for search engines: the brand as an
 * Organization, each branch as the kind of place the brand file says it is, its menu as Menu → MenuSection →
 * MenuItem with offers in the brand's currency, and a product as a MenuItem (a Product for a store).
 */

type Ld = Record<string, unknown>;

const CONTEXT = "https://schema.org";

/** The brand file's category_establishment → the schema.org type of its branches. */
const PLACE_TYPES: Readonly<Record<string, string>> = {
  restaurant: "Restaurant",
  cafe: "CafeOrCoffeeShop",
  bar: "BarOrPub",
  bakery: "Bakery",
  fast_food: "FastFoodRestaurant",
  hotel: "Hotel",
  retail: "Store",
  store: "Store",
  grocery: "GroceryStore",
};

const FOOD_PLACES: ReadonlySet<string> = new Set(["Restaurant", "CafeOrCoffeeShop", "BarOrPub", "Bakery", "FastFoodRestaurant", "Hotel"]);

/** The schema.org type of a brand's branches; a category this table does not know is a LocalBusiness. */
export function placeType(categoryEstablishment: string): string {
  return PLACE_TYPES[categoryEstablishment] ?? "LocalBusiness";
}

/** Whether that type serves a menu (hasMenu, MenuItem) rather than products (Product). */
export function servesMenu(type: string): boolean {
  return FOOD_PLACES.has(type);
}

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Opening periods as schema.org OpeningHoursSpecification; a close at midnight is 23:59, one past midnight stays as written. */
export function openingHoursLd(hours: readonly OpeningPeriod[]): Ld[] {
  return hours.map((period) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: period.days.filter((day) => day >= 1 && day <= 7).map((day) => `${CONTEXT}/${WEEKDAYS[day - 1]}`),
    opens: period.open,
    closes: period.close === "24:00" ? "23:59" : period.close,
  }));
}

/** A price as schema.org writes it: major units with the currency's decimals ("46000", "89.50"). */
export function ldPrice(amount: Minor, currency: Currency): string {
  return toMajor(amount, currency).toFixed(currencyDecimals(currency));
}

export interface LdBrand {
  name: string;
  /** the brand's canonical origin, e.g. https://pedidos.fogonandino.co */
  origin: string;
  logo: string | null;
  currency: Currency;
  country_code: string;
  category_establishment: string;
  phone?: string;
  email?: string;
  /** what its kitchens serve, in the page's language */
  cuisines?: readonly string[];
}

export interface LdBranch {
  name: string;
  address: string;
  city: string;
  phone: string | null;
  location: { lat: number; lng: number };
  opening_hours: readonly OpeningPeriod[];
  image: string | null;
  /** the branch's public menu path */
  path: string;
  acceptsReservations: boolean;
}

const absolute = (origin: string, path: string) => new URL(path, origin).toString();

/** The brand as an Organization (its landing). */
export function organizationLd(brand: LdBrand): Ld {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: brand.name,
    url: absolute(brand.origin, "/"),
    ...(brand.logo ? { logo: absolute(brand.origin, brand.logo) } : {}),
    ...(brand.phone || brand.email ? { contactPoint: { "@type": "ContactPoint", contactType: "customer service", telephone: brand.phone, email: brand.email } } : {}),
  };
}

function offerLd(product: MenuProduct, brand: LdBrand, url?: string): Ld {
  return {
    "@type": "Offer",
    price: ldPrice(product.promo ?? product.price, brand.currency),
    priceCurrency: brand.currency,
    availability: product.stock === 0 ? `${CONTEXT}/OutOfStock` : `${CONTEXT}/InStock`,
    ...(url ? { url } : {}),
  };
}

/** One product: a MenuItem at a place that serves a menu, else a Product; `url`: its own page. */
export function productLd(product: MenuProduct, brand: LdBrand, url?: string): Ld {
  const food = servesMenu(placeType(brand.category_establishment));
  return {
    "@type": food ? "MenuItem" : "Product",
    name: product.label,
    ...(product.description.trim() ? { description: product.description.trim() } : {}),
    ...(product.image ? { image: absolute(brand.origin, product.image) } : {}),
    ...(url ? { url } : {}),
    offers: offerLd(product, brand, url),
  };
}

export interface LdSection {
  category: MenuCategory;
  products: readonly MenuProduct[];
}

/**
 * A branch as the place it is, with its address, position, hours and telephone; `sections`: the menu the page
 * shows (as MenuSections of MenuItems where the place serves a menu, else an OfferCatalog of Products).
 * `productUrl` gives each product's own page.
 */
export function branchLd(branch: LdBranch, brand: LdBrand, sections: readonly LdSection[], productUrl: (product: MenuProduct) => string): Ld {
  const type = placeType(brand.category_establishment);
  const url = absolute(brand.origin, branch.path);
  const items = (section: LdSection) => section.products.map((product) => productLd(product, brand, absolute(brand.origin, productUrl(product))));
  const withItems = sections.filter((section) => section.products.length > 0);
  const catalog = servesMenu(type)
    ? {
        acceptsReservations: branch.acceptsReservations,
        ...(brand.cuisines?.length ? { servesCuisine: brand.cuisines } : {}),
        ...(withItems.length
          ? {
              hasMenu: {
                "@type": "Menu",
                url,
                hasMenuSection: withItems.map((section) => ({ "@type": "MenuSection", name: section.category.label, hasMenuItem: items(section) })),
              },
            }
          : {}),
      }
    : withItems.length
      ? { hasOfferCatalog: { "@type": "OfferCatalog", name: branch.name, itemListElement: withItems.map((section) => ({ "@type": "OfferCatalog", name: section.category.label, itemListElement: items(section) })) } }
      : {};
  return {
    "@context": CONTEXT,
    "@type": type,
    name: branch.name,
    url,
    ...(branch.image ? { image: absolute(brand.origin, branch.image) } : brand.logo ? { image: absolute(brand.origin, brand.logo) } : {}),
    address: { "@type": "PostalAddress", streetAddress: branch.address, addressLocality: branch.city, addressCountry: brand.country_code },
    geo: { "@type": "GeoCoordinates", latitude: branch.location.lat, longitude: branch.location.lng },
    ...(branch.phone ? { telephone: branch.phone } : {}),
    ...(branch.opening_hours.length ? { openingHoursSpecification: openingHoursLd(branch.opening_hours) } : {}),
    brand: { "@type": "Brand", name: brand.name },
    ...catalog,
  };
}

/** A product's own page (`path`): the product, offered by the branch that sells it. */
export function productPageLd(product: MenuProduct, brand: LdBrand, branch: Pick<LdBranch, "name" | "path">, path: string): Ld {
  const type = placeType(brand.category_establishment);
  const item = productLd(product, brand, absolute(brand.origin, path));
  const seller = { "@type": type, name: branch.name, url: absolute(brand.origin, branch.path) };
  return {
    "@context": CONTEXT,
    ...item,
    ...(servesMenu(type) ? {} : { brand: { "@type": "Brand", name: brand.name } }),
    offers: { ...(item.offers as Ld), seller },
  };
}

/**
 * JSON-LD as a <script> body: `<` escaped so no product or branch text can close the script element.
 */
export function ldScript(data: Ld | Ld[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
