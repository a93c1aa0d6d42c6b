import { ProductScreen, type ProductParams } from "@/components/product/product-screen";

export function generateStaticParams() {
  return [];
}

export default function Page({ params }: { params: ProductParams }) {
  return <ProductScreen params={params} />;
}
