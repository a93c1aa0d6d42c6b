import { IntentLink } from "@/components/shell/intent-link";
import { LanguageLink } from "@/components/shell/language-link";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import type { Locale } from "@/lib/domain/routing/locales";
import type { BrandTranslator } from "@/lib/i18n/translator";
import { branchPath, branchScreenPath, historyPath, LANDING_PATH, payOnlyPath, policiesPath } from "@/lib/domain/routing/paths";

/**
 * The left panel's content: home, paying a table's or room's bill (product §2 solo-pago) at each branch that offers it,
 * the diner's orders and bookings, the terms, the brand's branches (each one, all of them with their hours and
 * services, and those to write to on WhatsApp) and the languages it offers. The orders page lists the whole brand's
 * under any branch; the first branch's frames it, and its terms are the brand's (each branch's page adds what applies
 * there).
 */
export function PanelLinks({ config, locale, t }: { config: InstanceConfig; locale: Locale; t: BrandTranslator }) {
  const first = config.suppliers[0];
  const payOnly = config.suppliers.filter((branch) => branch.pay_only);
  return (
    <>
      <ul className="space-y-1">
        <li>
          <IntentLink href={LANDING_PATH} className="panel-link">
            {t("shell.home")}
          </IntentLink>
        </li>
        {first && (
          <>
            {payOnly.map((branch) => (
              <li key={branch.id}>
                <IntentLink href={payOnlyPath(branch.slug)} className="panel-link" data-panel-pay-only={branch.slug}>
                  {payOnly.length > 1 ? t("shell.payOnlyAt", { branch: branch.name }) : t("shell.payOnly")}
                </IntentLink>
              </li>
            ))}
            <li>
              <IntentLink href={historyPath(first.slug)} className="panel-link" data-panel-orders>
                {t("shell.myOrders")}
              </IntentLink>
            </li>
            <li>
              <IntentLink href={policiesPath(first.slug)} className="panel-link" data-panel-policies>
                {t("shell.policies")}
              </IntentLink>
            </li>
          </>
        )}
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
            {/* every branch with its address, hours and services, before any service is chosen */}
            <li>
              <IntentLink href={branchScreenPath("without_service")} className="panel-link" data-panel-all-branches>
                {t("shell.allBranches")}
              </IntentLink>
            </li>
            {config.suppliers.some((s) => s.whatsapp) && (
              <li>
                <IntentLink href={branchScreenPath("whatsapp")} className="panel-link" data-panel-whatsapp>
                  {t("shell.whatsapp")}
                </IntentLink>
              </li>
            )}
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
