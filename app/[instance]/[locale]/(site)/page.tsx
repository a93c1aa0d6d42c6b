import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BrandOpenBadge } from "@/components/branches/brand-open-badge";
import { ServiceFromQuery } from "@/components/branches/service-from-query";
import { LandingEffects } from "@/components/landing/landing-effects";
import { LinkTreeItemButton } from "@/components/landing/link-tree-item";
import { ServiceButton } from "@/components/landing/service-button";
import { ServiceIcon } from "@/components/landing/service-icon";
import { JsonLd } from "@/components/seo/json-ld";
import { SocialLinks } from "@/components/landing/social-links";
import { BrandLogo } from "@/components/shell/brand-logo";
import { IntentLink } from "@/components/shell/intent-link";
import { contactHref } from "@/lib/domain/brand/contact";
import { weekdayNames } from "@/lib/domain/brand/hours-format";
import { landingLinks } from "@/lib/domain/brand/landing-links";
import { localize } from "@/lib/domain/brand/localize";
import { landingShortcut } from "@/lib/domain/routing/navigation";
import { offeredServices } from "@/lib/domain/brand/offered-services";
import { openingTimeline } from "@/lib/domain/brand/opening-hours";
import { organizationLd } from "@/lib/domain/seo/structured-data";
import { shortestWaits } from "@/lib/domain/orders/wait-time";
import { brandSuppliers, brandTableCounts } from "@/lib/server/pages/brand-data";
import { brandTableOrdering } from "@/lib/domain/tabs/table-ordering";
import { brandPage, type BrandParams } from "@/lib/server/pages/brand-page";
import { publicPageMetadata } from "@/lib/server/seo/page-metadata";
import { ldBrand } from "@/lib/server/seo/structured-data-inputs";
import { listText } from "@/lib/i18n/list-text";
import { branchScreenPath, LANDING_PATH } from "@/lib/domain/routing/paths";

export function generateStaticParams() {
  return [];
}

/** The landing's description, from the brand's data: where its branches are and what they offer. */
export async function generateMetadata({ params }: { params: BrandParams }): Promise<Metadata> {
  const { config, locale, t } = await brandPage(params);
  const branches = (await brandSuppliers(config.slug)).filter((branch) => branch.active);
  const cities = [...new Set(branches.map((branch) => branch.city).filter(Boolean))];
  const services = offeredServices(branches).map((service) => t(`services.${service}`).toLocaleLowerCase(locale));
  const description =
    cities.length && services.length
      ? t("meta.landing", { brand: config.name, cities: listText(cities, locale), services: listText(services, locale) })
      : t("meta.description", { brand: config.name });
  return publicPageMetadata(config, locale, LANDING_PATH, { description });
}

/**
 * Main (product §2): the brand's link-tree — one hero (logo, name, open now or when), the services as choices
 * with what each means, then its own links, branches, contact and social links, each destination once.
 */
export default async function LandingPage({ params }: { params: BrandParams }) {
  const { config, locale, t } = await brandPage(params);
  const shortcut = landingShortcut(config.links, config.landing_shortcut);
  if (shortcut) redirect(shortcut);
  const branches = await brandSuppliers(config.slug);
  const services = offeredServices(branches);
  const { items, social } = landingLinks(config.linktree, services, config.links);
  const active = branches.filter((b) => b.active);
  const renderedAt = new Date();
  const timelines = active.map((b) => openingTimeline(b.opening_hours, b.timezone, renderedAt));
  const waits = shortestWaits(active);
  const promises = [
    services.includes("delivery") && waits.delivery && t("landing.waits.delivery", { minutes: waits.delivery }),
    services.includes("take_away") && waits.pickup && t("landing.waits.pickup", { minutes: waits.pickup }),
  ].filter(Boolean);
  // "En mesa" promises what the brand's tables allow: ordering from the phone, scanning the table's QR first, or the menu alone
  const atTable = brandTableOrdering(branches, await brandTableCounts(config.slug)) ?? "phone";
  const hint = (service: (typeof services)[number]) => (service === "on_table" ? t(`landing.tableHints.${atTable}`) : t(`landing.serviceHints.${service}`));
  const contact = contactHref(config);
  const background = config.theme.suppliers_background_image;
  const branchesLabel = config.labels_buttons.nuestras_tiendas ? localize(config.labels_buttons.nuestras_tiendas, locale) : t("landing.branches");

  return (
    <div
      className="landing -mx-4 -mt-4 flex min-h-[calc(100dvh-3.5rem)] justify-center bg-cover bg-center px-4 py-8"
      style={background ? { backgroundImage: `url(${background})` } : undefined}
      data-rendered-at={renderedAt.toISOString()}
    >
      <div className="flex w-full max-w-md flex-col items-center gap-5 text-center">
        <JsonLd data={organizationLd(ldBrand(config, locale))} />
        <BrandLogo config={{ ...config, logo: config.linktree_logo ?? config.logo }} size={104} />
        <div className="flex flex-col items-center gap-2">
          <h1 className="text-2xl font-bold">{config.name}</h1>
          {timelines.length > 0 && <BrandOpenBadge timelines={timelines} weekdays={weekdayNames(locale)} waits={promises.join(" · ") || undefined} />}
        </div>
        <p className="muted">{t("landing.heading")}</p>

        {services.length > 0 && (
          <nav aria-label={t("landing.services")} className="w-full">
            <ul className="grid grid-cols-2 gap-3">
              {services.map((service, index) => (
                // an odd count: the last choice takes the whole row
                <li key={service} className={services.length % 2 === 1 && index === services.length - 1 ? "col-span-2" : undefined}>
                  <ServiceButton service={service} className="service-tile">
                    <ServiceIcon service={service} />
                    <span className="font-semibold">{t(`services.${service}`)}</span>
                    <span className="text-sm opacity-90">{hint(service)}</span>
                  </ServiceButton>
                </li>
              ))}
            </ul>
          </nav>
        )}

        {items.length > 0 && (
          <nav aria-label={t("landing.links")} className="w-full">
            <ul className="flex flex-col gap-3">
              {items.map((item, index) => (
                <li key={index}>
                  <LinkTreeItemButton item={item} locale={locale} />
                </li>
              ))}
            </ul>
          </nav>
        )}

        {config.linktree_add_suppliers && config.suppliers.length > 0 && (
          <IntentLink href={branchScreenPath("offices")} className="tree-button-secondary">
            {branchesLabel}
          </IntentLink>
        )}
        {contact && (
          <a href={contact} className="tree-button-secondary" target={contact.startsWith("http") ? "_blank" : undefined} rel="noopener noreferrer">
            {t("landing.contact")}
          </a>
        )}
        <SocialLinks links={social} heading={t("landing.social")} />
      </div>
      <LandingEffects />
      <ServiceFromQuery />
    </div>
  );
}
