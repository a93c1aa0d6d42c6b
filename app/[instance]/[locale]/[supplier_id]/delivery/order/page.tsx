import { notFound } from "next/navigation";
import { CartView } from "@/components/cart/cart-view";
import { decideBrandFlags } from "@/lib/flags/definitions";
import { brandSupplier } from "@/lib/server/brand-data";
import { brandPage, type BrandParams } from "@/lib/server/brand-page";

export function generateStaticParams() {
  return [];
}

type Params = BrandParams extends Promise<infer P> ? Promise<P & { supplier_id: string }> : never;

/** MyOrder (spec §2): the cart in progress. The cart itself lives on the device; this page is its frame. */
export default async function CartPage({ params }: { params: Params }) {
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
