import "server-only";
import { brandLocale, linkLang, type UrlChoices } from "@/lib/domain/routing/url-choices";
import { isServiceKey } from "@/lib/domain/brand/services";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { OrderBranch } from "@/lib/domain/orders/order-view";
import { brandMoney } from "@/lib/domain/money/money";
import { brandedTitle } from "@/lib/domain/seo/page-title";
import { productPath } from "@/lib/domain/routing/paths";
import { listText } from "@/lib/i18n/list-text";
import { weekdayNames } from "@/lib/domain/brand/hours-format";
import { openingTimeline } from "@/lib/domain/brand/opening-hours";
import type { OpeningClock } from "@/lib/domain/brand/opening-timeline";
import { decideBrandFlags } from "@/lib/flags/definitions";
import { branchMenu } from "./branch-menu";
import { brandConfig, brandSupplier, brandTableCounts } from "./brand-data";
import { brandPage, type BrandParams } from "./brand-page";
import type { Supplier } from "../dal/suppliers";
import { branchSurveys } from "../http/branch-surveys";
import { publicPageMetadata } from "../seo/page-metadata";

export type BranchParams = BrandParams extends Promise<infer P> ? Promise<P & { supplier_id: string }> : never;

/** What every page under /{supplier_id} starts with: the brand, the branch (or this brand's 404) and its flags. */
export async function branchFrame(params: BranchParams) {
  const brand = await brandPage(params);
  const supplier = await brandSupplier(brand.config.slug, (await params).supplier_id);
  if (!supplier) notFound();
  return { ...brand, supplier, flags: await decideBrandFlags(brand.config.flags) };
}

/** The branch as an order's page shows it: only what the diner needs to reach it, none of its settings. */
/** The branch's clock as a page hands it to the browser, from now on, the weekdays named in `locale`. */
export function openingClockOf(supplier: Pick<Supplier, "opening_hours" | "timezone">, locale: string): OpeningClock {
  return { timeline: openingTimeline(supplier.opening_hours, supplier.timezone, new Date()), weekdays: weekdayNames(locale) };
}

export function orderBranchOf({ slug, name, address, city, phone, whatsapp, location, wait_minutes, on_table_class }: Supplier): OrderBranch {
  return { slug, name, address, city, phone, whatsapp, location, wait_minutes, on_table_class };
}

export type MenuParams = BranchParams extends Promise<infer P> ? Promise<P & { service: string }> : never;

/**
 * What every branch menu screen starts with: the branch frame, the menu of the diner's service, and whether the
 * branch asks its tables a survey (product §2 rate tab: a table menu without one ships none of the tab's code).
 */
export async function branchPage(params: MenuParams) {
  const frame = await branchFrame(params);
  const menu = await branchMenu(frame.config, frame.supplier, (await params).service, frame.locale);
  const surveys = menu.service === "on_table" ? await branchSurveys(frame.config, frame.supplier.id, "on_table") : [];
  // at a table, whether there is a table code to scan: a mode that orders to a table needs one
  const tables = menu.service === "on_table" ? ((await brandTableCounts(frame.config.slug))[frame.supplier.id] ?? 0) : 0;
  // what the page's links keep: its language, and the service its URL named (none: the branch's first, as here)
  const named = (await params).service;
  const linkChoices: UrlChoices = { lang: linkLang(frame.locale, brandLocale(frame.config)), service: isServiceKey(named) ? named : null };
  return { ...frame, ...menu, tableSurvey: surveys.length > 0, tables, linkChoices };
}

export type BranchMenuPage = Awaited<ReturnType<typeof branchPage>>;
export type ProductParams = MenuParams extends Promise<infer P> ? Promise<P & { product_id: string }> : never;

/** A product's own page: the product as this branch sells it for the diner's service and its upselling, or this brand's 404. */
export async function productPage(params: ProductParams) {
  const { config, locale, supplier, menu } = await branchPage(params);
  const { product_id } = await params;
  const product = /^\d{1,9}$/.test(product_id) ? menu?.menu.products.find((p) => p.id === Number(product_id)) : undefined;
  if (!menu || !product) notFound();
  const upsell = menu.upselling_products.map((id) => menu.menu.products.find((p) => p.id === id)).filter((p) => p !== undefined);
  return { config, locale, supplier, product, upsell };
}

export type ProductPage = Awaited<ReturnType<typeof productPage>>;

export async function branchMetadata({ params }: { params: BranchParams }) {
  const { instance, supplier_id } = await params;
  const [brand, supplier] = await Promise.all([brandConfig(instance), brandSupplier(instance, supplier_id)]);
  return brand && supplier ? { title: brandedTitle(brand.name, supplier.name) } : {};
}

/** How many of a menu's top categories its description names. */
const CATEGORIES_IN_DESCRIPTION = 4;

/**
 * A menu screen's metadata, a public page at `pathOf(branch)`: the branch as its title, what its menu offers as
 * its description, its canonical URL and language versions.
 */
export function menuMetadata(pathOf: (supplier: string) => string) {
  return async ({ params }: { params: MenuParams }): Promise<Metadata> => {
    const { config, locale, t, supplier, menu } = await branchPage(params);
    const products = menu?.menu.products ?? [];
    const categories = (menu?.menu.categories ?? [])
      .filter((category) => category.parent_id === null && products.some((product) => product.supplier_category_id === category.id))
      .slice(0, CATEGORIES_IN_DESCRIPTION)
      .map((category) => category.label);
    const description = categories.length
      ? t("meta.menu", { branch: supplier.name, address: `${supplier.address}, ${supplier.city}`, categories: listText(categories, locale) })
      : t("meta.description", { brand: config.name });
    return publicPageMetadata(config, locale, pathOf(supplier.slug), { title: brandedTitle(config.name, supplier.name), description });
  };
}

/** A product page's metadata: the product and the branch as its title, its description (else its price at the branch). */
export async function productMetadata({ params }: { params: ProductParams }): Promise<Metadata> {
  const { config, supplier, product } = await productPage(params);
  const { locale, t } = await brandPage(params);
  const price = brandMoney(config)(product.promo ?? product.price);
  const description = product.description.trim() ? `${product.description.trim()} · ${price}` : t("meta.product", { product: product.label, price, branch: supplier.name });
  return publicPageMetadata(config, locale, productPath(supplier.slug, product.id), { title: brandedTitle(config.name, `${product.label} · ${supplier.name}`), description, image: product.image });
}
