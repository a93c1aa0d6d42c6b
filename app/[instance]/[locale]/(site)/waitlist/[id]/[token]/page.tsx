import { WaitlistDetail } from "@/components/booking/waitlist-detail";
import { LinkFrame } from "@/components/booking/link-frame";
import { brandPage } from "@/lib/server/pages/brand-page";
import { linkPage, type LinkParams } from "@/lib/server/pages/link-page";

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: LinkParams }) {
  const { t } = await brandPage(params);
  return { title: t("booking.waitlist.pageTitle"), robots: { index: false } };
}

/** A party's place on a branch's walk-in waitlist, then its table. */
export default async function WaitlistPage({ params }: { params: LinkParams }) {
  const { config, locale, id, token } = await linkPage(params);
  return (
    <LinkFrame config={config} locale={locale}>
      <WaitlistDetail id={id} token={token} />
    </LinkFrame>
  );
}
