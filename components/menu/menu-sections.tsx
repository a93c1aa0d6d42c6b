import type { MenuCategory, MenuPayload } from "@/lib/domain/menu";
import type { Minor } from "@/lib/domain/minor";
import { productPath } from "@/lib/domain/paths";
import { ProductCard, type CardLabels } from "./product-card";

interface Props {
  menu: MenuPayload["menu"];
  /** the brand's money formatter (brandMoney) */
  price: (amount: Minor) => string;
  supplierSlug: string;
  labels: CardLabels & { categories: string };
  /** by category (the home), or by subcategory inside each category (SubCategories) */
  by: "category" | "subcategory";
}

/** The menu, one section per category; off-screen sections skip layout until scrolled to. */
export function MenuSections({ menu, price, supplierSlug, labels, by }: Props) {
  const sections = menu.categories
    .filter((c) => c.parent_id === null)
    .map((category) => ({ category, products: menu.products.filter((p) => p.supplier_category_id === category.id) }))
    .filter((section) => section.products.length > 0);
  const list = (products: MenuPayload["menu"]["products"]) => (
    <ul className="grid gap-3 desk:grid-cols-2">
      {products.map((product) => (
        <li key={product.id} data-product-id={product.id}>
          <ProductCard product={product} href={productPath(supplierSlug, product.id)} price={price} labels={labels} />
        </li>
      ))}
    </ul>
  );
  const groups = (category: MenuCategory, products: MenuPayload["menu"]["products"]) => {
    const subs = menu.categories.filter((c) => c.parent_id === category.id);
    const loose = products.filter((p) => !subs.some((s) => s.id === p.supplier_subcategory_id));
    return [
      ...subs.map((sub) => ({ sub, products: products.filter((p) => p.supplier_subcategory_id === sub.id) })).filter((g) => g.products.length),
      ...(loose.length ? [{ sub: null, products: loose }] : []),
    ];
  };
  return (
    <div className="flex flex-col gap-8">
      <nav aria-label={labels.categories} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {sections.map(({ category }) => (
            <li key={category.id}>
              <a href={`#cat-${category.id}`} className="chip whitespace-nowrap">
                {category.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map(({ category, products }) => (
        <section key={category.id} aria-labelledby={`cat-${category.id}`} className="section-auto">
          <h2 id={`cat-${category.id}`} className="mb-3 scroll-mt-20 text-xl font-semibold">
            {category.label}
          </h2>
          {by === "category"
            ? list(products)
            : groups(category, products).map(({ sub, products: items }) => (
                <div key={sub?.id ?? "other"} className="mb-4">
                  {sub && (
                    <h3 id={`cat-${sub.id}`} className="mb-2 scroll-mt-20 font-semibold">
                      {sub.label}
                    </h3>
                  )}
                  {list(items)}
                </div>
              ))}
        </section>
      ))}
    </div>
  );
}
