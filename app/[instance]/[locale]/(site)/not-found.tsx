import { IntentLink } from "@/components/shell/intent-link";
import { getTranslations } from "next-intl/server";
import { LANDING_PATH } from "@/lib/domain/routing/paths";

/**
 * A brand's own 404, inside its shell and theme (a supplier, product or path it does not have). A server
 * component: Next would otherwise load its code on every page of the brand, for the boundary's sake. The
 * layout has set the page's locale (setRequestLocale), which getTranslations reads.
 */
export default async function BrandNotFound() {
  const t = await getTranslations("notFound");
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="muted">{t("body")}</p>
      <IntentLink href={LANDING_PATH} className="btn-primary">
        {t("home")}
      </IntentLink>
    </div>
  );
}
