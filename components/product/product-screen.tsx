import { notFound } from "next/navigation";
import { CartButton } from "@/components/cart/cart-button";
import { brandMenu, brandSupplier } from "@/lib/server/brand-data";
import { brandPage, type BrandParams } from "@/lib/server/brand-page";
import { ProductForm } from "./product-form";
import { ProductHeader } from "./product-header";

type Params = BrandParams extends Promise<infer P> ? Promise<P & { supplier_id: string; product_id: string }> : never;

/** A product's own page (spec §2 /{supplier_id}/view/{product_id}), for links shared or opened without JavaScript. */
export async function ProductScreen({ params }: { params: Params }) {
  const { config, locale } = await brandPage(params);
  const { supplier_id, product_id } = await params;
  const supplier = await brandSupplier(config.slug, supplier_id);
  if (!supplier || !/^\d{1,9}$/.test(product_id) || !supplier.services[0]) notFound();
  const menu = await brandMenu(config.slug, supplier.id, supplier.services[0], locale);
  const product = menu?.menu.products.find((p) => p.id === Number(product_id));
  if (!menu || !product) notFound();
  const upsell = menu.upselling_products.map((id) => menu.menu.products.find((p) => p.id === id)).filter((p) => p !== undefined);
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4">
      <ProductHeader product={product} currency={config.currency} titleId="product-title" />
      <ProductForm product={product} supplierSlug={supplier.slug} currency={config.currency} upsell={upsell} />
      <CartButton supplierSlug={supplier.slug} currency={config.currency} country={config.country_code} />
    </div>
  );
}
