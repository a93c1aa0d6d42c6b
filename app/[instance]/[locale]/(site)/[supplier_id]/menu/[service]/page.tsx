import { BranchMenuScreen } from "@/components/menu/branch-menu-screen";
import { branchMetadata, branchPage, type MenuParams } from "@/lib/server/branch-page";

export function generateStaticParams() {
  return [];
}

export const generateMetadata = branchMetadata;

export default async function Page({ params }: { params: MenuParams }) {
  return <BranchMenuScreen {...await branchPage(params)} screen="home" />;
}
