import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { BrandLogo } from "@/components/shell/brand-logo";
import { isLocale } from "@/lib/domain/locales";
import { localize } from "@/lib/domain/localize";
import { brandTranslator } from "@/lib/i18n/translator";
import { brandConfig } from "@/lib/server/brand-data";

export function generateStaticParams() {
  return [];
}

/** InactiveInstance (spec §2): the only screen a locked brand shows. */
export default async function InactiveInstancePage({ params }: { params: Promise<{ instance: string; locale: string }> }) {
  const { instance, locale } = await params;
  const config = await brandConfig(instance);
  if (!config || !isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = brandTranslator(config, locale);
  const message = config.inactive_message ? localize(config.inactive_message, locale) : t("inactive.body");

  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center">
      <BrandLogo config={config} size={96} />
      <h1 className="text-2xl font-bold">{t("inactive.title", { brand: config.name })}</h1>
      <p className="muted">{message}</p>
    </div>
  );
}
