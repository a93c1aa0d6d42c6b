import { LinkFrame } from "@/components/booking/link-frame";
import { RateCluviScreen } from "@/components/order/rate-cluvi-screen";
import { brandPage } from "@/lib/server/pages/brand-page";
import { linkPage, type LinkParams } from "@/lib/server/pages/link-page";

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: LinkParams }) {
  const { t } = await brandPage(params);
  return { title: t("rate.pageTitle"), robots: { index: false } };
}

/** Product §2 /ratecluvi/{purchase_id}/{token}: the purchase's rating, then its order page. */
export default async function RatePurchasePage({ params }: { params: LinkParams }) {
  const { config, locale, id, token } = await linkPage(params);
  return (
    <LinkFrame config={config} locale={locale} namespaces={["rate"]}>
      <RateCluviScreen id={id} token={token} />
    </LinkFrame>
  );
}
