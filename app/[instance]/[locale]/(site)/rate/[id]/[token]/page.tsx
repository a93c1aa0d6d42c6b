import { BookingRating } from "@/components/booking/booking-rating";
import { LinkFrame } from "@/components/booking/link-frame";
import { brandPage } from "@/lib/server/pages/brand-page";
import { linkPage, type LinkParams } from "@/lib/server/pages/link-page";

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: LinkParams }) {
  const { t } = await brandPage(params);
  return { title: t("booking.rate.pageTitle"), robots: { index: false } };
}

/** Product §2 /rate/{id}/{token}: the visit's rating. */
export default async function BookingRatePage({ params }: { params: LinkParams }) {
  const { config, locale, id, token } = await linkPage(params);
  return (
    <LinkFrame config={config} locale={locale}>
      <BookingRating id={id} token={token} />
    </LinkFrame>
  );
}
