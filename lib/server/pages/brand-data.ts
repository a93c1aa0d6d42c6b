import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { PAGE_REVALIDATE_SECONDS } from "@/lib/domain/http/cache-map";
import { brandDefaultLocale } from "@/lib/domain/brand/localize";
import type { Locale } from "@/lib/domain/routing/locales";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { configForSlug } from "../config/config-source";
import { findBookingBranch } from "../dal/bookings";
import { countTables } from "../dal/places";
import { listServicePolicies } from "../dal/service-policies";
import { findSupplier, listSuppliers, type Supplier } from "../dal/suppliers";

/*
 * What cached pages read. Each loader is tagged with the brand, so an import (or lock) of one brand
 * revalidates that brand's pages and data only (invalidateBrand). Pages never read headers or cookies.
 * Menus have their own cache, shared with the menu API: brand-menu.ts. Every cache is listed in lib/domain/http/cache-map.ts.
 */
export const brandTag = (slug: string) => `brand:${slug}`;
/** A branch's pages, by the reference their URL named it with (its slug or its id): every page of it reads it. */
export const branchTag = (slug: string, ref: string) => `branch:${slug}:${ref}`;
const REVALIDATE_SECONDS = PAGE_REVALIDATE_SECONDS;

const cached = <A extends unknown[], R>(name: string, slug: string, load: (...args: A) => Promise<R>, tags: string[] = []) =>
  unstable_cache(load, [name, slug], { tags: [brandTag(slug), ...tags], revalidate: REVALIDATE_SECONDS });

// Each loader is also a React cache(): a page, its layout, its metadata and its viewport read the brand once per render.
export const brandConfig = cache((slug: string) => cached("config", slug, () => configForSlug(slug))());

export const brandSupplier = cache(async (slug: string, ref: string) => {
  const config = await brandConfig(slug);
  if (!config) return null;
  return cached("supplier", slug, (id: number, supplierRef: string) => findSupplier(id, supplierRef), [branchTag(slug, ref)])(config.id, ref);
});

/** The branch's booking zones and rules (null: it takes no bookings), as the booking form is drawn with them. */
export const brandBookingBranch = cache(async (slug: string, ref: string) => {
  const config = await brandConfig(slug);
  if (!config) return null;
  return cached("booking-branch", slug, (id: number, supplierRef: string) => findBookingBranch(id, supplierRef))(config.id, ref);
});

export const brandSuppliers = cache(async (slug: string) => {
  const config = await brandConfig(slug);
  if (!config) return [];
  return cached("suppliers", slug, (id: number) => listSuppliers(id))(config.id);
});

/** How many active tables each branch has (places come with the brand file, whose import drops this copy). */
export const brandTableCounts = cache(async (slug: string): Promise<Record<number, number>> => {
  const config = await brandConfig(slug);
  if (!config) return {};
  return cached("table-counts", slug, (id: number) => countTables(id))(config.id);
});

export async function brandServicePolicies(slug: string, branch: Pick<Supplier, "id" | "services">, locale: Locale) {
  const config = await brandConfig(slug);
  if (!config) return [];
  return cached("policies", slug, (id: number, services: ServiceKey[], loc: Locale) =>
    listServicePolicies(config.id, { id, services }, loc, brandDefaultLocale(config)),
  )(branch.id, [...branch.services], locale);
}
