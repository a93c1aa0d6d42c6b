import { BranchMenuScreen } from "@/components/menu/branch-menu-screen";
import { branchMetadata, type BranchParams } from "@/lib/server/branch-page";

export function generateStaticParams() {
  return [];
}

export const generateMetadata = branchMetadata;

export default function Page({ params }: { params: BranchParams }) {
  return <BranchMenuScreen params={params} screen="maincategories" />;
}
