import { IntentLink } from "@/components/shell/intent-link";
import { BookingForm } from "@/components/booking/booking-form";
import { WaitlistJoin } from "@/components/booking/waitlist-join";
import { RouteMessages } from "@/components/shell/route-messages";
import { branchScreenPath } from "@/lib/domain/routing/paths";
import { brandBookingBranch } from "@/lib/server/pages/brand-data";
import { bookingPath } from "@/lib/domain/bookings/booking-paths";
import { brandedTitle } from "@/lib/domain/seo/page-title";
import { branchFrame, type BranchParams } from "@/lib/server/pages/branch-page";
import { publicPageMetadata } from "@/lib/server/seo/page-metadata";
import { coverCharge } from "@/lib/domain/bookings/cover";
import { placeLine } from "@/lib/domain/location/place-line";

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: BranchParams }) {
  const { config, locale, supplier, t } = await branchFrame(params);
  return publicPageMetadata(config, locale, bookingPath(supplier.slug), {
    title: brandedTitle(config.name, t("booking.title", { branch: supplier.name })),
    description: t("meta.booking", { branch: supplier.name, address: placeLine(supplier.address, supplier.city) }),
  });
}

/**
 * Product §2 /{supplier_id}/reservar: the booking form of a branch that takes bookings, cached per brand like
 * every page; the hours with room are asked for in the browser, as they change with every booking.
 */
export default async function BookingPage({ params }: { params: BranchParams }) {
  const { config, locale, supplier, t } = await branchFrame(params);
  const branch = await brandBookingBranch(config.slug, supplier.slug);
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("booking.title", { branch: supplier.name })}</h1>
      {branch ? (
        <>
          <p className="muted">{t("booking.intro")}</p>
          <RouteMessages config={config} locale={locale} namespaces={["checkout", "booking"]}>
            <WaitlistJoin supplierSlug={supplier.slug} country={config.country_code} timezone={branch.timezone} openingHours={branch.openingHours} maxParty={branch.rules.maxParty} />
            <BookingForm supplierSlug={supplier.slug} country={config.country_code} timezone={branch.timezone} maxParty={branch.rules.maxParty} daysAhead={branch.rules.daysAhead} cover={coverCharge(branch.rules.cover, config.currency)} currency={config.currency} cutoffMinutes={branch.rules.cutoffMinutes} approval={branch.rules.approval} />
          </RouteMessages>
        </>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="alert-text">{t("errors.booking_unavailable")}</p>
          <IntentLink href={branchScreenPath("book")} className="btn-outline">
            {t("booking.otherBranch")}
          </IntentLink>
        </div>
      )}
    </div>
  );
}
