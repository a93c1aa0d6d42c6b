import { ProductScreen } from "@/components/product/product-screen";
import { productMetadata, productPage, type ProductParams } from "@/lib/server/pages/branch-page";

export function generateStaticParams() {
  return [];
}

export const generateMetadata = productMetadata;

export default async function Page({ params }: { params: ProductParams }) {
  return <ProductScreen {...await productPage(params)} />;
}
