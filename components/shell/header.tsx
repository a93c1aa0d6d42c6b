import { hasAddOn, type InstanceConfig } from "@/lib/domain/brand/instance-config";
import type { Locale } from "@/lib/domain/routing/locales";
import type { BrandTranslator } from "@/lib/i18n/translator";
import { LANDING_PATH } from "@/lib/domain/routing/paths";
import { BrandLogo } from "./brand-logo";
import { IntentLink } from "./intent-link";
import { LeftPanel } from "./left-panel";
import { LoadingSplash } from "./loading-splash";
import { PanelLinks } from "./panel-links";

/**
 * Product §2 header: the standard bar, or the new-home variant for brands with the newhome add-on. It holds the
 * loading splash's bar too (fixed over the top edge): inside the banner landmark, as every part of a page must be.
 */
export function Header({ config, locale, t }: { config: InstanceConfig; locale: Locale; t: BrandTranslator }) {
  const newhome = hasAddOn(config, "newhome");
  return (
    <header className={newhome ? "header header-newhome" : "header"} data-variant={newhome ? "newhome" : "standard"}>
      <LeftPanel>
        <PanelLinks config={config} locale={locale} t={t} />
      </LeftPanel>
      <IntentLink href={LANDING_PATH} className="flex min-w-0 items-center gap-3">
        <BrandLogo config={config} size={newhome ? 44 : 36} />
        <span className="truncate text-lg font-semibold">{config.name}</span>
      </IntentLink>
      {/* the end of the bar, for a page's own control that must never cover the page (the rate tab) */}
      <div className="ml-auto flex shrink-0 items-center" data-header-end />
      <LoadingSplash />
    </header>
  );
}
