import { CartButton } from "@/components/cart/cart-button";
import { JsonLd } from "@/components/seo/json-ld";
import { productPath } from "@/lib/domain/routing/paths";
import { productPageLd } from "@/lib/domain/seo/structured-data";
import type { ProductPage } from "@/lib/server/pages/branch-page";
import { ldBrand, ldBranch } from "@/lib/server/seo/structured-data-inputs";
import { ProductForm } from "./product-form";
import { ProductHeader } from "./product-header";

/** A product's own page (product §2 /{supplier_id}/view/{product_id}), for links shared or opened without JavaScript. */
export function ProductScreen({ config, locale, supplier, product, upsell }: ProductPage) {
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4">
      <JsonLd data={productPageLd(product, ldBrand(config, locale), ldBranch(supplier), productPath(supplier.slug, product.id))} />
      <ProductHeader product={product} titleId="product-title" level="h1" />
      <ProductForm product={product} supplierSlug={supplier.slug} upsell={upsell} />
      <CartButton supplierSlug={supplier.slug} country={config.country_code} />
    </div>
  );
}
