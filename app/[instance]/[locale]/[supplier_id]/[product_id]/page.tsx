import { ProductScreen } from "@/components/product/product-screen";

export function generateStaticParams() {
  return [];
}

export default function Page({ params }: { params: Parameters<typeof ProductScreen>[0]["params"] }) {
  return <ProductScreen params={params} />;
}
