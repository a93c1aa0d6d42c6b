import { BranchScreen } from "@/components/branches/branch-screen";
import type { BrandParams } from "@/lib/server/brand-page";
import { branchScreenPage } from "@/lib/server/branch-screen-page";

export function generateStaticParams() {
  return [];
}

export default async function Page({ params }: { params: BrandParams }) {
  return <BranchScreen {...await branchScreenPage(params, "offices")} />;
}
