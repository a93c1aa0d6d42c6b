import { notFound } from "next/navigation";
import { WaitlistDetail } from "@/components/booking/waitlist-detail";
import { RouteMessages } from "@/components/shell/route-messages";
import { bookingId } from "@/lib/domain/booking-body";
import { brandPage, type BrandParams } from "@/lib/server/brand-page";

type Params = BrandParams extends Promise<infer P> ? Promise<P & { id: string; token: string }> : never;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }) {
  const { t } = await brandPage(params);
  return { title: t("booking.waitlist.pageTitle"), robots: { index: false } };
}

/**
 * A party's place on a branch's walk-in waitlist (issue 14): the same frame for every party, read in the
 * browser with the token only its diner holds, so nothing of it is cached or indexed.
 */
export default async function WaitlistPage({ params }: { params: Params }) {
  const { config, locale } = await brandPage(params);
  const { id, token } = await params;
  const parsed = bookingId.safeParse(id);
  if (!parsed.success || !/^[\w-]{16,64}$/.test(token)) notFound();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <RouteMessages config={config} locale={locale} namespaces={["booking"]}>
        <WaitlistDetail id={parsed.data} token={token} />
      </RouteMessages>
    </div>
  );
}
