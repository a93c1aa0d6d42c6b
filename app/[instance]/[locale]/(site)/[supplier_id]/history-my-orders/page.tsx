import { DeviceOrders } from "@/components/order/device-orders";
import { RouteMessages } from "@/components/shell/route-messages";
import { branchFrame, type BranchParams } from "@/lib/server/branch-page";

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: BranchParams }) {
  const { t } = await branchFrame(params);
  return { title: t("order.historyTitle") };
}

/** /{supplier_id}/history-my-orders (spec §2): every order this device placed at the brand, newest first. The list lives on the device. */
export default async function OrderHistoryPage({ params }: { params: BranchParams }) {
  const { supplier, config, locale } = await branchFrame(params);
  return (
    <RouteMessages config={config} locale={locale} namespaces={["order"]}>
      <DeviceOrders supplier={supplier.slug} scope="all" />
    </RouteMessages>
  );
}
