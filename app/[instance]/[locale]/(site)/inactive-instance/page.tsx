import { BrandLogo } from "@/components/shell/brand-logo";
import { localize } from "@/lib/domain/brand/localize";
import { brandPage, type BrandParams } from "@/lib/server/pages/brand-page";

export function generateStaticParams() {
  return [];
}

/** InactiveInstance (product §2): the only screen a locked brand shows. */
export default async function InactiveInstancePage({ params }: { params: BrandParams }) {
  const { config, locale, t } = await brandPage(params);
  const message = config.inactive_message ? localize(config.inactive_message, locale) : t("inactive.body");

  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center">
      <BrandLogo config={config} size={96} />
      <h1 className="text-2xl font-bold">{t("inactive.title", { brand: config.name })}</h1>
      <p className="muted">{message}</p>
    </div>
  );
}
