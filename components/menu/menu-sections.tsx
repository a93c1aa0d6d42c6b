import type { Currency } from "@/lib/domain/currency";
import { toMinorUnits } from "@/lib/domain/currency";
import type { MenuPayload } from "@/lib/domain/menu";
import { formatMoney } from "@/lib/domain/money";

interface Props {
  menu: MenuPayload["menu"];
  currency: Currency;
  supplierSlug: string;
  labels: { promo: string; new: string; soldOut: string; categories: string };
}

/**
 * The menu as real HTML (names and prices for screen readers and search engines), one section per category;
 * off-screen sections skip layout until scrolled to. Each product links to its page; with JavaScript the
 * link opens the product modal instead.
 */
export function MenuSections({ menu, currency, supplierSlug, labels }: Props) {
  const price = (major: number) => formatMoney(toMinorUnits(major, currency), currency);
  const sections = menu.categories
    .filter((c) => c.parent_id === null)
    .map((category) => ({ category, products: menu.products.filter((p) => p.supplier_category_id === category.id) }))
    .filter((section) => section.products.length > 0);
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
          <ul className="grid gap-3 desk:grid-cols-2">
            {products.map((product) => (
              <li key={product.id} data-product-id={product.id}>
                {/* A plain link: without JavaScript it opens the product page; with it, the product modal. */}
                <a href={`/${supplierSlug}/view/${product.id}`} data-product-link={product.id} className="card flex h-full gap-3">
                  {product.image && (
                    // eslint-disable-next-line @next/next/no-img-element -- fixed-size lazy SVGs
                    <img src={product.image} alt="" width={96} height={72} loading="lazy" className="h-[72px] w-24 shrink-0 rounded-lg object-cover" />
                  )}
                  <div className="min-w-0">
                    <h3 className="font-semibold">{product.label}</h3>
                    {product.description && <p className="muted line-clamp-2 text-sm">{product.description}</p>}
                    <p className="mt-1 flex flex-wrap items-center gap-2 font-semibold" data-price>
                      {product.promo !== null ? (
                        <>
                          <del className="muted font-normal">{price(product.price)}</del>
                          {price(product.promo)}
                        </>
                      ) : (
                        price(product.price)
                      )}
                      {product.is_promo && <span className="badge badge-open">{labels.promo}</span>}
                      {product.is_new && <span className="badge badge-open">{labels.new}</span>}
                      {product.stock === 0 && <span className="badge badge-closed">{labels.soldOut}</span>}
                    </p>
                  </div>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
