import "server-only";
import { notFound } from "next/navigation";
import type { OrderBranch } from "@/lib/domain/order-view";
import { brandedTitle } from "@/lib/domain/page-title";
import { decideBrandFlags } from "@/lib/flags/definitions";
import { branchMenu } from "./branch-menu";
import { brandConfig, brandSupplier } from "./brand-data";
import { brandPage, type BrandParams } from "./brand-page";
import type { Supplier } from "./dal/suppliers";

export type BranchParams = BrandParams extends Promise<infer P> ? Promise<P & { supplier_id: string }> : never;

/** What every page under /{supplier_id} starts with: the brand, the branch (or this brand's 404) and its flags. */
export async function branchFrame(params: BranchParams) {
  const brand = await brandPage(params);
  const supplier = await brandSupplier(brand.config.slug, (await params).supplier_id);
  if (!supplier) notFound();
  return { ...brand, supplier, flags: await decideBrandFlags(brand.config.flags) };
}

/** The branch as an order's page shows it: only what the diner needs to reach it, none of its settings. */
export function orderBranchOf({ slug, name, address, city, phone, whatsapp, location, wait_minutes }: Supplier): OrderBranch {
  return { slug, name, address, city, phone, whatsapp, location, wait_minutes };
}

export type MenuParams = BranchParams extends Promise<infer P> ? Promise<P & { service: string }> : never;

/** What every branch menu screen starts with: the branch frame and the menu of the diner's service. */
export async function branchPage(params: MenuParams) {
  const frame = await branchFrame(params);
  return { ...frame, ...(await branchMenu(frame.config, frame.supplier, (await params).service, frame.locale)) };
}

export type BranchMenuPage = Awaited<ReturnType<typeof branchPage>>;
export type ProductParams = MenuParams extends Promise<infer P> ? Promise<P & { product_id: string }> : never;

/** A product's own page: the product as this branch sells it for the diner's service and its upselling, or this brand's 404. */
export async function productPage(params: ProductParams) {
  const { config, supplier, menu } = await branchPage(params);
  const { product_id } = await params;
  const product = /^\d{1,9}$/.test(product_id) ? menu?.menu.products.find((p) => p.id === Number(product_id)) : undefined;
  if (!menu || !product) notFound();
  const upsell = menu.upselling_products.map((id) => menu.menu.products.find((p) => p.id === id)).filter((p) => p !== undefined);
  return { config, supplier, product, upsell };
}

export type ProductPage = Awaited<ReturnType<typeof productPage>>;

export async function branchMetadata({ params }: { params: BranchParams }) {
  const { instance, supplier_id } = await params;
  const [brand, supplier] = await Promise.all([brandConfig(instance), brandSupplier(instance, supplier_id)]);
  return brand && supplier ? { title: brandedTitle(brand.name, supplier.name) } : {};
}
