import { TabScreen } from "@/components/on-table/tab-screen";
import { RouteMessages } from "@/components/shell/route-messages";
import { branchFrame, branchMetadata, type BranchParams } from "@/lib/server/pages/branch-page";
import { tableOnlineMethods } from "@/lib/server/payments/online-methods";

export function generateStaticParams() {
  return [];
}

export const generateMetadata = branchMetadata;

/**
 * /{supplier_id}/solo-pago?table={token} (product §2): pay the bill of the place the QR names — one
 * staff entered or the table's own tab — with the same split and pay screen as the tab page.
 */
export default async function SoloPagoPage({ params }: { params: BranchParams }) {
  const { config, locale, supplier, flags } = await branchFrame(params);
  return (
    <RouteMessages config={config} locale={locale} namespaces={["tab", "order", "checkout"]}>
      <TabScreen supplierSlug={supplier.slug} tabId={null} onTableClass={supplier.on_table_class} online={await tableOnlineMethods(config.id, supplier)} disableTip={flags["disable-tip"]} />
    </RouteMessages>
  );
}
