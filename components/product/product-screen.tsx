import { notFound } from "next/navigation";
import { CartButton } from "@/components/cart/cart-button";
import { branchPage, type BranchParams } from "@/lib/server/branch-page";
import { ProductForm } from "./product-form";
import { ProductHeader } from "./product-header";

export type ProductParams = BranchParams extends Promise<infer P> ? Promise<P & { product_id: string }> : never;

/** A product's own page (spec §2 /{supplier_id}/view/{product_id}), for links shared or opened without JavaScript. */
export async function ProductScreen({ params }: { params: ProductParams }) {
  const { config, supplier, menu } = await branchPage(params);
  const { product_id } = await params;
  const product = /^\d{1,9}$/.test(product_id) ? menu?.menu.products.find((p) => p.id === Number(product_id)) : undefined;
  if (!menu || !product) notFound();
  const upsell = menu.upselling_products.map((id) => menu.menu.products.find((p) => p.id === id)).filter((p) => p !== undefined);
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4">
      <ProductHeader product={product} titleId="product-title" level="h1" />
      <ProductForm product={product} supplierSlug={supplier.slug} upsell={upsell} />
      <CartButton supplierSlug={supplier.slug} country={config.country_code} />
    </div>
  );
}
