import { CartView } from "@/components/cart/cart-view";
import { branchFrame, openingClockOf, type BranchParams } from "@/lib/server/pages/branch-page";
import { brandTableCounts } from "@/lib/server/pages/brand-data";
import { tableModeAt } from "@/lib/domain/tabs/table-ordering";

export function generateStaticParams() {
  return [];
}

/** MyOrder (product §2): the cart in progress. The cart itself lives on the device; this page is its frame. */
export default async function CartPage({ params }: { params: BranchParams }) {
  const { config, locale, supplier, flags } = await branchFrame(params);
  // the mode a table here acts on (a room keeps room service's rules whatever it is)
  const tables = (await brandTableCounts(config.slug))[supplier.id] ?? 0;
  return (
    <CartView
      supplierSlug={supplier.slug}
      supplierId={supplier.id}
      services={supplier.services}
      lang={locale}
      country={config.country_code}
      minimumOrderEnabled={flags["enable-minimum-order-value"]}
      onTableClass={tableModeAt(supplier.on_table_class, tables)}
      clock={openingClockOf(supplier, locale)}
    />
  );
}
