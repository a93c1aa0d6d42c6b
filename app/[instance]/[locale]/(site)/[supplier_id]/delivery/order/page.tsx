import { CartView } from "@/components/cart/cart-view";
import { branchFrame, openingClockOf, type BranchParams } from "@/lib/server/pages/branch-page";

export function generateStaticParams() {
  return [];
}

/** MyOrder (product §2): the cart in progress. The cart itself lives on the device; this page is its frame. */
export default async function CartPage({ params }: { params: BranchParams }) {
  const { config, locale, supplier, flags } = await branchFrame(params);
  return (
    <CartView
      supplierSlug={supplier.slug}
      services={supplier.services}
      lang={locale}
      country={config.country_code}
      minimumOrderEnabled={flags["enable-minimum-order-value"]}
      onTableClass={supplier.on_table_class}
      clock={openingClockOf(supplier, locale)}
    />
  );
}
