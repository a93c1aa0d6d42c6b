import type { MenuProduct } from "@/lib/domain/menu/menu";
import type { Minor } from "@/lib/domain/money/minor";
import { productPath } from "@/lib/domain/routing/paths";
import { withChoices, type UrlChoices } from "@/lib/domain/routing/url-choices";
import { ProductCard, type CardLabels } from "./product-card";

export interface GridProps {
  products: MenuProduct[];
  supplierSlug: string;
  /** the brand's money formatter (brandMoney on the server, useMoney in the browser) */
  price: (amount: Minor) => string;
  labels: CardLabels;
  /** the page's language and service, which its product links keep */
  choices?: UrlChoices;
}

/** A list of product cards: the same markup whether the server or the browser renders it. */
export function ProductGrid({ products, supplierSlug, price, labels, choices = {} }: GridProps) {
  return (
    <ul className="grid gap-3 desk:grid-cols-2">
      {products.map((product) => (
        <li key={product.id} data-product-id={product.id}>
          <ProductCard product={product} href={withChoices(productPath(supplierSlug, product.id), choices)} price={price} labels={labels} />
        </li>
      ))}
    </ul>
  );
}
