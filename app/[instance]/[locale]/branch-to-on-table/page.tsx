import { BranchScreen } from "@/components/branches/branch-screen";
import type { BrandParams } from "@/lib/server/brand-page";

export function generateStaticParams() {
  return [];
}

export default function Page({ params }: { params: BrandParams }) {
  return <BranchScreen params={params} screen="on_table" />;
}
