import { DeviceOrders } from "@/components/order/device-orders";
import { VerifyPhone } from "@/components/profile/verify-phone";
import { RouteMessages } from "@/components/shell/route-messages";
import { branchFrame, type BranchParams } from "@/lib/server/pages/branch-page";

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: BranchParams }) {
  const { t } = await branchFrame(params);
  return { title: t("order.historyTitle") };
}

/**
 * /{supplier_id}/history-my-orders (product §2): every order this device placed at the brand, newest first, and
 * those the diner's profile placed on other devices (proving their phone by SMS brings those in); then the bookings
 * this device made or opened.
 */
export default async function OrderHistoryPage({ params }: { params: BranchParams }) {
  const { supplier, config, locale } = await branchFrame(params);
  return (
    <RouteMessages config={config} locale={locale} namespaces={["order", "profile", "booking"]}>
      <DeviceOrders supplier={supplier.slug} scope="all" />
      <div className="mx-auto mt-6 max-w-xl">
        <VerifyPhone brand={config.slug} />
      </div>
    </RouteMessages>
  );
}
