import { notFound } from "next/navigation";
import { TabScreen } from "@/components/on-table/tab-screen";
import { RouteMessages } from "@/components/shell/route-messages";
import { orderId } from "@/lib/domain/http/api-bodies";
import { branchFrame, branchMetadata, type BranchParams } from "@/lib/server/pages/branch-page";
import { tableOnlineMethods } from "@/lib/server/payments/online-methods";

type Params = BranchParams extends Promise<infer P> ? Promise<P & { tab_id: string }> : never;

export function generateStaticParams() {
  return [];
}

export const generateMetadata = branchMetadata;

/**
 * /{supplier_id}/menu-digital/my-order/{tab_id} (product §2): the table's tab, live on every phone at the table.
 * The frame is cached per brand; the tab is read in the browser with the table's token.
 */
export default async function TabPage({ params }: { params: Params }) {
  const { config, locale, supplier, flags } = await branchFrame(params);
  const id = orderId.safeParse((await params).tab_id);
  if (!id.success) notFound();
  return (
    <RouteMessages config={config} locale={locale} namespaces={["tab", "order", "checkout"]}>
      <TabScreen supplierSlug={supplier.slug} tabId={id.data} onTableClass={supplier.on_table_class} online={await tableOnlineMethods(config.id, supplier)} disableTip={flags["disable-tip"]} />
    </RouteMessages>
  );
}
