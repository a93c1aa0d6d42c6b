"use client";

import type { MenuProduct } from "@/lib/domain/menu/menu";
import { useCardText } from "./menu-context";
import { ProductGrid } from "./product-grid";

/**
 * Product cards the browser renders from the menu JSON (search results, the rest of a long menu): the same
 * markup as the server's. Fetched the first time there is one to show (lazy-products.tsx, menu-search.tsx), not
 * with the page: a menu's first HTML already holds the cards a diner sees before scrolling or searching.
 */
export function MenuCards({ products, supplierSlug }: { products: MenuProduct[]; supplierSlug: string }) {
  return <ProductGrid products={products} supplierSlug={supplierSlug} {...useCardText()} />;
}
