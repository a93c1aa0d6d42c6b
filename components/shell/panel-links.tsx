import { IntentLink } from "@/components/shell/intent-link";
import { LanguageLink } from "@/components/shell/language-link";
import type { InstanceConfig } from "@/lib/domain/instance-config";
import type { Locale } from "@/lib/domain/locales";
import type { BrandTranslator } from "@/lib/i18n/translator";
import { branchPath, LANDING_PATH } from "@/lib/domain/paths";

/** The left panel's content: home, the brand's branches and the languages it offers. */
export function PanelLinks({ config, locale, t }: { config: InstanceConfig; locale: Locale; t: BrandTranslator }) {
  return (
    <>
      <ul className="space-y-1">
        <li>
          <IntentLink href={LANDING_PATH} className="panel-link">
            {t("shell.home")}
          </IntentLink>
        </li>
      </ul>
      {config.suppliers.length > 0 && (
        <>
          <p className="panel-heading">{t("shell.branches")}</p>
          <ul className="space-y-1">
            {config.suppliers.map((s) => (
              <li key={s.id}>
                <IntentLink href={branchPath(s.slug)} className="panel-link">
                  {s.name}
                </IntentLink>
              </li>
            ))}
          </ul>
        </>
      )}
      {config.langs.length > 1 && (
        <>
          <p className="panel-heading">{t("shell.language")}</p>
          <ul className="space-y-1">
            {config.langs.map((lang) => (
              <li key={lang}>
                <LanguageLink lang={lang} current={lang === locale}>
                  {t(`shell.languages.${lang}`)}
                </LanguageLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
