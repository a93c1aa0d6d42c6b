import { BranchScreen } from "@/components/branches/branch-screen";
import type { BrandParams } from "@/lib/server/pages/brand-page";
import { branchScreenMetadata, branchScreenPage } from "@/lib/server/pages/branch-screen-page";

export function generateStaticParams() {
  return [];
}

export const generateMetadata = branchScreenMetadata("offices");

export default async function Page({ params }: { params: BrandParams }) {
  return <BranchScreen {...await branchScreenPage(params, "offices")} />;
}
