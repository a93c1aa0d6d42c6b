import { BookingDetail } from "@/components/booking/booking-detail";
import { LinkFrame } from "@/components/booking/link-frame";
import { brandPage } from "@/lib/server/pages/brand-page";
import { linkPage, type LinkParams } from "@/lib/server/pages/link-page";

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: LinkParams }) {
  const { t } = await brandPage(params);
  return { title: t("booking.detail.title", { id: (await params).id }), robots: { index: false } };
}

/** Product §2 /book_info/{id}/{token}: a booking's detail, where its diner changes or cancels it. */
export default async function BookingInfoPage({ params }: { params: LinkParams }) {
  const { config, locale, id, token } = await linkPage(params);
  return (
    <LinkFrame config={config} locale={locale}>
      <BookingDetail id={id} token={token} />
    </LinkFrame>
  );
}
