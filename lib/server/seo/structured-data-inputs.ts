import "server-only";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import type { Locale } from "@/lib/domain/routing/locales";
import { brandDefaultLocale, localize } from "@/lib/domain/brand/localize";
import { branchPath, brandOrigin } from "@/lib/domain/routing/paths";
import type { LdBranch, LdBrand } from "@/lib/domain/seo/structured-data";
import type { Supplier } from "../dal/suppliers";
import { env, publicPort } from "../env";

/* What lib/domain/seo/structured-data.ts builds a page's JSON-LD from: the brand and its branches, from this server's data. */

/** The brand as its structured data describes it, on its canonical origin, in the page's language. */
export function ldBrand(config: InstanceConfig, locale: Locale): LdBrand {
  return {
    name: config.name,
    origin: brandOrigin(config, env().ROOT_DOMAIN, publicPort()),
    logo: config.logo,
    currency: config.currency,
    country_code: config.country_code,
    category_establishment: config.category_establishment,
    phone: config.contact?.phone,
    email: config.contact?.email,
    // a configuration service's config.json may predate the field
    cuisines: (config.cuisines ?? []).map((cuisine) => localize(cuisine, locale, brandDefaultLocale(config))),
  };
}

/** A branch as its structured data describes it. */
export function ldBranch(supplier: Supplier): LdBranch {
  return {
    name: supplier.name,
    address: supplier.address,
    city: supplier.city,
    phone: supplier.phone,
    location: supplier.location,
    opening_hours: supplier.opening_hours,
    image: supplier.image,
    path: branchPath(supplier.slug),
    acceptsReservations: supplier.services.includes("book"),
  };
}
