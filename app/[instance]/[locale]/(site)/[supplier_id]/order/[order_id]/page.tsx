import { notFound } from "next/navigation";
import { OrderStatus } from "@/components/order/order-status";
import { RouteMessages } from "@/components/shell/route-messages";
import { orderId } from "@/lib/domain/http/api-bodies";
import { branchFrame, orderBranchOf, type BranchParams } from "@/lib/server/pages/branch-page";

type Params = BranchParams extends Promise<infer P> ? Promise<P & { order_id: string }> : never;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }) {
  const { t } = await branchFrame(params);
  return { title: t("order.title", { id: (await params).order_id }) };
}

/**
 * /{supplier_id}/order/{order_id} (product §2): the same cached frame for every diner; the order itself is
 * read in the browser with the token only that diner holds.
 */
export default async function OrderPage({ params }: { params: Params }) {
  const { supplier, config, locale } = await branchFrame(params);
  const id = orderId.safeParse((await params).order_id);
  if (!id.success) notFound();
  return (
    <RouteMessages config={config} locale={locale} namespaces={["order", "rate"]}>
      <OrderStatus branch={orderBranchOf(supplier)} orderId={id.data} />
    </RouteMessages>
  );
}
