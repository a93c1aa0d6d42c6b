import "server-only";
import { notFound } from "next/navigation";
import { decideBrandFlags } from "@/lib/flags/definitions";
import { brandMenu, brandSupplier } from "./brand-data";
import { brandPage, type BrandParams } from "./brand-page";

export type BranchParams = BrandParams extends Promise<infer P> ? Promise<P & { supplier_id: string }> : never;

/** What every branch menu screen starts with: the brand, the branch (or 404), its flags and its menu. */
export async function branchPage(params: BranchParams) {
  const brand = await brandPage(params);
  const supplier = await brandSupplier(brand.config.slug, (await params).supplier_id);
  if (!supplier) notFound();
  const service = supplier.services[0] ?? null;
  const [flags, menu] = await Promise.all([
    decideBrandFlags(brand.config.flags),
    service ? brandMenu(brand.config.slug, supplier.id, service, brand.locale) : null,
  ]);
  return { ...brand, supplier, service, flags, menu };
}

export async function branchMetadata({ params }: { params: BranchParams }) {
  const { instance, supplier_id } = await params;
  const supplier = await brandSupplier(instance, supplier_id);
  return supplier ? { title: supplier.name } : {};
}
