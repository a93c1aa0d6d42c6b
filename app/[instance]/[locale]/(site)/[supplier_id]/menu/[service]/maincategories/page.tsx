import { BranchMenuScreen } from "@/components/menu/branch-menu-screen";
import { menuScreenPath } from "@/lib/domain/routing/paths";
import { branchPage, menuMetadata, type MenuParams } from "@/lib/server/pages/branch-page";

export function generateStaticParams() {
  return [];
}

export const generateMetadata = menuMetadata((supplier) => menuScreenPath(supplier, "maincategories"));

export default async function Page({ params }: { params: MenuParams }) {
  return <BranchMenuScreen {...await branchPage(params)} screen="maincategories" />;
}
