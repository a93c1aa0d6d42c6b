import { redirect } from "next/navigation";
import type { CSSProperties } from "react";
import { ServiceFromQuery } from "@/components/branches/service-from-query";
import { LandingEffects } from "@/components/landing/landing-effects";
import { LinkTreeItemButton } from "@/components/landing/link-tree-item";
import { ServiceButton } from "@/components/landing/service-button";
import { SocialLinks } from "@/components/landing/social-links";
import { BrandLogo } from "@/components/shell/brand-logo";
import { IntentLink } from "@/components/shell/intent-link";
import { contactHref } from "@/lib/domain/contact";
import { localize } from "@/lib/domain/localize";
import { landingShortcut } from "@/lib/domain/navigation";
import { offeredServices } from "@/lib/domain/offered-services";
import { brandSuppliers } from "@/lib/server/brand-data";
import { brandPage, type BrandParams } from "@/lib/server/brand-page";
import { branchScreenPath } from "@/lib/domain/paths";

export function generateStaticParams() {
  return [];
}

/** Main (spec §2): the brand's link-tree — services, its own links, branches, contact and social links. */
export default async function LandingPage({ params }: { params: BrandParams }) {
  const { config, locale, t } = await brandPage(params);
  const shortcut = landingShortcut(config.links);
  if (shortcut) redirect(shortcut);
  const services = offeredServices(await brandSuppliers(config.slug));
  const contact = contactHref(config);
  const background = config.theme.suppliers_background_image;
  const branchesLabel = config.labels_buttons.nuestras_tiendas ? localize(config.labels_buttons.nuestras_tiendas, locale) : t("landing.branches");

  return (
    <div
      className="landing -mx-4 -mt-4 flex min-h-[calc(100dvh-3.5rem)] justify-center bg-cover bg-center px-4 py-8"
      style={background ? ({ backgroundImage: `url(${background})` } as CSSProperties) : undefined}
      data-rendered-at={new Date().toISOString()}
    >
      <div className="flex w-full max-w-md flex-col items-center gap-5 text-center">
        <BrandLogo config={{ ...config, logo: config.linktree_logo ?? config.logo }} size={104} />
        <h1 className="text-2xl font-bold" style={{ color: "var(--brand-primary)" }}>
          {config.name}
        </h1>
        <p className="muted">{t("landing.heading")}</p>

        {services.length > 0 && (
          <nav aria-label={t("landing.services")} className="w-full">
            <ul className="flex flex-col gap-3">
              {services.map((service) => (
                <li key={service}>
                  <ServiceButton service={service} className="tree-button">
                    {t(`services.${service}`)}
                  </ServiceButton>
                </li>
              ))}
            </ul>
          </nav>
        )}

        {config.linktree.length > 0 && (
          <nav aria-label={t("landing.links")} className="w-full">
            <ul className="flex flex-col gap-3">
              {config.linktree.map((item, index) => (
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
        <SocialLinks links={config.links} heading={t("landing.social")} />
      </div>
      <LandingEffects />
      <ServiceFromQuery />
    </div>
  );
}
