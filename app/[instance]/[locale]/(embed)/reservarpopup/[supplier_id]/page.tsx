import { BookingPopup } from "@/components/booking/booking-popup";
import { RouteMessages } from "@/components/shell/route-messages";
import { brandBookingBranch } from "@/lib/server/pages/brand-data";
import { branchFrame, branchMetadata, type BranchParams } from "@/lib/server/pages/branch-page";
import { coverCharge } from "@/lib/domain/bookings/cover";

export function generateStaticParams() {
  return [];
}

export const generateMetadata = branchMetadata;

/**
 * Product §2 /reservarpopup/{branch_id}: a branch's booking form alone, cached per brand like every page, for the
 * brand's other sites to frame (the origins its file lists in `embed_origins`; the proxy sets frame-ancestors).
 */
export default async function BookingPopupPage({ params }: { params: BranchParams }) {
  const { config, locale, supplier, t } = await branchFrame(params);
  const branch = await brandBookingBranch(config.slug, supplier.slug);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t("booking.title", { branch: supplier.name })}</h1>
      {branch ? (
        <RouteMessages config={config} locale={locale} namespaces={["checkout", "booking"]}>
          <BookingPopup supplierSlug={supplier.slug} country={config.country_code} timezone={branch.timezone} maxParty={branch.rules.maxParty} daysAhead={branch.rules.daysAhead} cover={coverCharge(branch.rules.cover, config.currency)} currency={config.currency} cutoffMinutes={branch.rules.cutoffMinutes} approval={branch.rules.approval} />
        </RouteMessages>
      ) : (
        <p className="alert-text">{t("errors.booking_unavailable")}</p>
      )}
    </div>
  );
}
