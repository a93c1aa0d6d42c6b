import { IntentLink } from "@/components/shell/intent-link";
import { brandedTitle } from "@/lib/domain/seo/page-title";
import { policiesPath } from "@/lib/domain/routing/paths";
import { publicPageMetadata } from "@/lib/server/seo/page-metadata";
import { brandServicePolicies } from "@/lib/server/pages/brand-data";
import { branchFrame, type BranchParams } from "@/lib/server/pages/branch-page";

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: BranchParams }) {
  const { t, supplier, config, locale } = await branchFrame(params);
  return publicPageMetadata(config, locale, policiesPath(supplier.slug), {
    title: brandedTitle(config.name, `${t("policies.title")} · ${supplier.name}`),
    description: t("meta.policies", { branch: supplier.name }),
  });
}

/** /{supplier_id}/politicas-servicio (product §2): the brand's service policies that apply at this branch. */
export default async function ServicePoliciesPage({ params }: { params: BranchParams }) {
  const { config, locale, t, supplier } = await branchFrame(params);
  const policies = await brandServicePolicies(config.slug, supplier, locale);
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-6" data-rendered-at={new Date().toISOString()}>
      <header>
        <h1 className="text-2xl font-bold">{t("policies.title")}</h1>
        <p className="muted">{supplier.name}</p>
      </header>
      {policies.length === 0 && <p className="muted">{t("policies.empty")}</p>}
      {policies.map((policy) => (
        <section key={policy.id} aria-labelledby={`policy-${policy.id}`} className="card flex flex-col gap-2" data-policy={policy.key}>
          <h2 id={`policy-${policy.id}`} className="text-lg font-semibold">
            {policy.title}
          </h2>
          {policy.service && <p className="muted text-sm">{t("policies.service", { service: t(`services.${policy.service}`) })}</p>}
          <p className="whitespace-pre-line">{policy.body}</p>
        </section>
      ))}
      <IntentLink href={`/${supplier.slug}`} className="btn-outline self-start">
        {t("policies.back", { name: supplier.name })}
      </IntentLink>
    </article>
  );
}
