import { GrabAndGoOrder } from "@/components/order/grab-and-go-order";
import { RouteMessages } from "@/components/shell/route-messages";
import { branchFrame, branchMetadata, orderBranchOf, type BranchParams } from "@/lib/server/pages/branch-page";

export function generateStaticParams() {
  return [];
}

export const generateMetadata = branchMetadata;

/** Product §2 /{supplier_id}/grab-and-go/my-order: the same cached frame for everyone; the order is the device's own. */
export default async function GrabAndGoOrderPage({ params }: { params: BranchParams }) {
  const { config, locale, supplier } = await branchFrame(params);
  return (
    <RouteMessages config={config} locale={locale} namespaces={["order", "rate"]}>
      <GrabAndGoOrder branch={orderBranchOf(supplier)} />
    </RouteMessages>
  );
}
