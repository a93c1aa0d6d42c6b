import { IntentLink } from "@/components/shell/intent-link";
import { BRANCH_SCREENS, type BranchScreen as Screen } from "@/lib/domain/routing/branch-screens";
import { whatsappHref } from "@/lib/domain/brand/contact";
import { formatOpeningHours, weekdayNames } from "@/lib/domain/brand/hours-format";
import type { Locale } from "@/lib/domain/routing/locales";
import { openingTimeline } from "@/lib/domain/brand/opening-hours";
import type { BrandTranslator } from "@/lib/i18n/translator";
import type { Supplier } from "@/lib/server/dal/suppliers";
import { branchPath } from "@/lib/domain/routing/paths";
import { ScannedPlaceRedirect } from "@/components/on-table/scanned-place-redirect";
import { ChooseBranch } from "./choose-branch";
import { OpenBadge } from "./open-badge";
import { ServiceFromQuery } from "./service-from-query";
import { placeLine } from "@/lib/domain/location/place-line";
import { tableOrdering } from "@/lib/domain/tabs/table-ordering";

/** Every branch screen of product §2: the brand's branches with address, hours, open now and their services. */
export function BranchScreen({ screen, branches, tables, locale, t }: { screen: Screen; branches: Supplier[]; tables: Readonly<Record<number, number>>; locale: Locale; t: BrandTranslator }) {
  const renderedAt = new Date();
  const weekdays = weekdayNames(locale);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t(`branches.title.${screen}`)}</h1>
      {screen === "on_table" && <ScannedPlaceRedirect />}
      {branches.length === 0 && <p className="muted">{t("branches.noBranches")}</p>}
      <ul className="flex flex-col gap-3">
        {branches.map((branch) => (
          <li key={branch.id} className="card flex flex-col gap-2" data-branch={branch.slug}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold">{branch.name}</h2>
              <OpenBadge timeline={openingTimeline(branch.opening_hours, branch.timezone, renderedAt)} weekdays={weekdays} />
            </div>
            <p className="muted text-sm">
              {placeLine(branch.address, branch.city)}
            </p>
            <p className="text-sm">
              <span className="font-semibold">{t("branches.services")}: </span>
              {branch.services.map((service) => t(`services.${service}`)).join(" · ")}
            </p>
            {/* at a table: whether this branch takes the order from the phone, after its QR, or through the waiter */}
            {screen === "on_table" && branch.services.includes("on_table") && (
              <p className="text-sm" data-table-ordering={tableOrdering(branch.on_table_class, tables[branch.id] ?? 0)}>
                {t(`branches.tableOrdering.${tableOrdering(branch.on_table_class, tables[branch.id] ?? 0)}`)}
              </p>
            )}
            {branch.opening_hours.length > 0 && (
              <details className="text-sm">
                <summary className="min-h-6 cursor-pointer font-semibold">{t("branches.hours")}</summary>
                <ul className="mt-1">
                  {formatOpeningHours(branch.opening_hours, locale).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </details>
            )}
            <BranchAction screen={screen} branch={branch} t={t} />
          </li>
        ))}
      </ul>
      <ServiceFromQuery />
    </div>
  );
}

function BranchAction({ screen, branch, t }: { screen: Screen; branch: Supplier; t: BrandTranslator }) {
  const action = BRANCH_SCREENS[screen].action;
  if (action === "whatsapp") {
    return branch.whatsapp ? (
      <a href={whatsappHref(branch.whatsapp)} target="_blank" rel="noopener noreferrer" className="btn-primary w-full">
        {t("branches.writeTo", { name: branch.name })}
      </a>
    ) : (
      <p className="muted text-sm">{t("branches.whatsappUnavailable")}</p>
    );
  }
  if (action === "menu") {
    return (
      <IntentLink href={branchPath(branch.slug)} className="btn-outline w-full">
        {t("branches.viewMenu", { name: branch.name })}
      </IntentLink>
    );
  }
  return <ChooseBranch screen={screen} branch={branch} />;
}
