import { SmartLinkSignIn } from "@/components/profile/smart-link-sign-in";
import { RouteMessages } from "@/components/shell/route-messages";
import { branchFrame, type BranchParams } from "@/lib/server/pages/branch-page";

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: BranchParams }) {
  const { t } = await branchFrame(params);
  return { title: t("profile.linkChecking") };
}

/**
 * /{supplier_id}/sl/{profile_id}/{token}[/{purchase_id}] (product §2), rendered once per branch: the proxy drops
 * the link's secrets from the route (smart-link.ts withoutLinkSecrets) and the browser reads them from its address.
 */
export default async function SmartLinkPage({ params }: { params: BranchParams }) {
  const { supplier, config, locale } = await branchFrame(params);
  return (
    <RouteMessages config={config} locale={locale} namespaces={["profile"]}>
      <SmartLinkSignIn supplier={supplier.slug} brand={config.slug} />
    </RouteMessages>
  );
}
