import { ProductScreen } from "@/components/product/product-screen";
import { productPage, type ProductParams } from "@/lib/server/branch-page";

export function generateStaticParams() {
  return [];
}

export default async function Page({ params }: { params: ProductParams }) {
  return <ProductScreen {...await productPage(params)} />;
}
