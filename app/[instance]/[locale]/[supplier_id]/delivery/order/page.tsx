import { notFound } from "next/navigation";
import { CartView } from "@/components/cart/cart-view";
import { decideBrandFlags } from "@/lib/flags/definitions";
import { brandSupplier } from "@/lib/server/brand-data";
import { brandPage } from "@/lib/server/brand-page";
import type { BranchParams } from "@/lib/server/branch-page";

export function generateStaticParams() {
  return [];
}

/** MyOrder (spec §2): the cart in progress. The cart itself lives on the device; this page is its frame. */
export default async function CartPage({ params }: { params: BranchParams }) {
  const { config, locale } = await brandPage(params);
  const supplier = await brandSupplier(config.slug, (await params).supplier_id);
  if (!supplier) notFound();
  const flags = await decideBrandFlags(config.flags);
  return (
    <CartView
      supplierSlug={supplier.slug}
      services={supplier.services}
      lang={locale}
      currency={config.currency}
      country={config.country_code}
      minimumOrderEnabled={flags["enable-minimum-order-value"]}
    />
  );
}
