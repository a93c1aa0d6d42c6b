import { RouteMessages } from "@/components/shell/route-messages";
import { DeviceOrders } from "@/components/order/device-orders";
import { orderPageBranch } from "@/components/order/order-page-branch";
import type { BranchParams } from "@/lib/server/branch-page";

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: BranchParams }) {
  const { t } = await orderPageBranch(params);
  return { title: t("order.activeTitle") };
}

/** /{supplier_id}/orders (spec §2): this device's orders at this branch that are still under way. The list lives on the device. */
export default async function ActiveOrdersPage({ params }: { params: BranchParams }) {
  const { supplier, config, locale } = await orderPageBranch(params);
  return (
    <RouteMessages config={config} locale={locale} namespaces={["order"]}>
      <DeviceOrders supplier={supplier} scope="active" />
    </RouteMessages>
  );
}
