import Link from "next/link";
import { BrandLogo } from "@/components/shell/brand-logo";
import { offeredServices } from "@/lib/domain/offered-services";
import { brandSuppliers } from "@/lib/server/brand-data";
import { brandPage, type BrandParams } from "@/lib/server/brand-page";

export function generateStaticParams() {
  return [];
}

/** Main (spec §2): the brand's landing. The full link-tree comes with the landing issue. */
export default async function LandingPage({ params }: { params: BrandParams }) {
  const { config, t } = await brandPage(params);
  const branches = await brandSuppliers(config.slug);
  const services = offeredServices(branches);

  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-6 text-center" data-rendered-at={new Date().toISOString()}>
      <BrandLogo config={config} size={96} />
      <h1 className="text-2xl font-bold" style={{ color: "var(--brand-primary)" }}>
        {config.name}
      </h1>
      <p className="muted">{t("landing.heading")}</p>
      {services.length > 0 && (
        <section aria-labelledby="services-heading" className="w-full">
          <h2 id="services-heading" className="sr-only">
            {t("landing.services")}
          </h2>
          <ul className="flex flex-wrap justify-center gap-2">
            {services.map((service) => (
              <li key={service} className="btn-outline">
                {t(`services.${service}`)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="branches-heading" className="w-full">
        <h2 id="branches-heading" className="mb-2 text-lg font-semibold">
          {t("landing.branches")}
        </h2>
        <ul className="flex flex-col gap-2">
          {branches.map((branch) => (
            <li key={branch.id}>
              <Link href={`/${branch.slug}`} className="btn-primary w-full">
                {branch.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
