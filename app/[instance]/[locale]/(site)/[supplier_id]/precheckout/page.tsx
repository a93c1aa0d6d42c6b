import { PrecheckoutScreen } from "@/components/checkout/precheckout-screen";
import { RouteMessages } from "@/components/shell/route-messages";
import { acceptedPaymentMethods } from "@/lib/domain/checkout/checkout-body";
import { brandOnlineMethods } from "@/lib/server/payments/online-methods";
import { branchFrame, branchMetadata, openingClockOf, type BranchParams } from "@/lib/server/pages/branch-page";

export function generateStaticParams() {
  return [];
}

export const generateMetadata = branchMetadata;

/**
 * Product §2 /{supplier_id}/precheckout: contact, payment method, coupon, schedule, tip and terms. The frame is
 * cached per brand like every page; the cart and what the diner typed live on the device.
 */
export default async function PrecheckoutPage({ params }: { params: BranchParams }) {
  const { config, locale, supplier, flags, t } = await branchFrame(params);
  const online = await brandOnlineMethods(config.id);
  const methodsByService = Object.fromEntries(supplier.services.map((service) => [service, acceptedPaymentMethods(supplier.pay, service, online)]));
  // The heading is the server's, so the first paint (and the LCP) never waits for the device's cart or the form.
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("checkout.title")}</h1>
      <RouteMessages config={config} locale={locale} namespaces={["checkout"]}>
        <PrecheckoutScreen
          supplierSlug={supplier.slug}
          supplierId={supplier.id}
          services={supplier.services}
          methodsByService={methodsByService}
          country={config.country_code}
          disableTip={flags["disable-tip"]}
          minimumOrderEnabled={flags["enable-minimum-order-value"]}
          branch={{ opening_hours: supplier.opening_hours, timezone: supplier.timezone, name: supplier.name, address: supplier.address, city: supplier.city }}
          onTableClass={supplier.on_table_class}
          clock={openingClockOf(supplier, locale)}
        />
      </RouteMessages>
    </div>
  );
}
