import type { BrandTranslator } from "@/lib/i18n/translator";
import { CookiesAcceptButton } from "./cookies-accept-button";

/**
 * Product §2 cookies banner, in the server HTML of every page so it paints with the page instead of after
 * hydration. A diner who accepted never sees it: the <head> script (cookies-consent-script.ts) marks the page
 * before the first paint and the stylesheet hides it. Fixed to the bottom, so neither way shifts the page.
 */
export function CookiesBanner({ t }: { t: BrandTranslator }) {
  return (
    <section aria-label={t("shell.cookies.label")} className="cookies-banner">
      <p className="max-w-prose">{t("shell.cookies.text")}</p>
      <CookiesAcceptButton>{t("shell.cookies.accept")}</CookiesAcceptButton>
    </section>
  );
}
