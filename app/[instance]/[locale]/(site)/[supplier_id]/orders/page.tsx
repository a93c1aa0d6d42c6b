import { DeviceOrders } from "@/components/order/device-orders";
import { RouteMessages } from "@/components/shell/route-messages";
import { branchFrame, type BranchParams } from "@/lib/server/pages/branch-page";

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: BranchParams }) {
  const { t } = await branchFrame(params);
  return { title: t("order.activeTitle") };
}

/** /{supplier_id}/orders (product §2): this device's orders at this branch that are still under way. The list lives on the device. */
export default async function ActiveOrdersPage({ params }: { params: BranchParams }) {
  const { supplier, config, locale } = await branchFrame(params);
  return (
    <RouteMessages config={config} locale={locale} namespaces={["order"]}>
      <DeviceOrders supplier={supplier.slug} scope="active" />
    </RouteMessages>
  );
}
