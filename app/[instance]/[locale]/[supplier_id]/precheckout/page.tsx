import { RouteMessages } from "@/components/shell/route-messages";
import { notFound } from "next/navigation";
import { PrecheckoutScreen } from "@/components/checkout/precheckout-screen";
import { acceptedPaymentMethods } from "@/lib/domain/checkout-body";
import { decideBrandFlags } from "@/lib/flags/definitions";
import { brandSupplier } from "@/lib/server/brand-data";
import { brandPage } from "@/lib/server/brand-page";
import { branchMetadata, type BranchParams } from "@/lib/server/branch-page";

export function generateStaticParams() {
  return [];
}

export const generateMetadata = branchMetadata;

/**
 * Spec §2 /{supplier_id}/precheckout: contact, payment method, coupon, schedule, tip and terms. The frame is
 * cached per brand like every page; the cart and what the diner typed live on the device.
 */
export default async function PrecheckoutPage({ params }: { params: BranchParams }) {
  const { config, locale } = await brandPage(params);
  const supplier = await brandSupplier(config.slug, (await params).supplier_id);
  if (!supplier) notFound();
  const flags = await decideBrandFlags(config.flags);
  const methodsByService = Object.fromEntries(supplier.services.map((service) => [service, acceptedPaymentMethods(supplier.pay, service)]));
  return (
    <RouteMessages config={config} locale={locale} namespaces={["checkout"]}>
      <PrecheckoutScreen
        supplierSlug={supplier.slug}
        supplierId={supplier.id}
        services={supplier.services}
        methodsByService={methodsByService}
        currency={config.currency}
        country={config.country_code}
        disableTip={flags["disable-tip"]}
        minimumOrderEnabled={flags["enable-minimum-order-value"]}
        branch={{ opening_hours: supplier.opening_hours, timezone: supplier.timezone }}
      />
    </RouteMessages>
  );
}
