import type { Currency } from "@/lib/domain/currency";
import type { MenuPayload } from "@/lib/domain/menu";
import { formatMoney } from "@/lib/domain/money";
import { toMinorUnits } from "@/lib/domain/currency";

/** The menu as real HTML, one section per category; off-screen sections skip layout until scrolled to. */
export function MenuSections({ menu, currency }: { menu: MenuPayload["menu"]; currency: Currency }) {
  const price = (major: number) => formatMoney(toMinorUnits(major, currency), currency);
  const topLevel = menu.categories.filter((c) => c.parent_id === null);
  return (
    <div className="flex flex-col gap-8">
      {topLevel.map((category) => {
        const products = menu.products.filter((p) => p.supplier_category_id === category.id);
        if (!products.length) return null;
        return (
          <section key={category.id} aria-labelledby={`cat-${category.id}`} className="section-auto">
            <h2 id={`cat-${category.id}`} className="mb-3 text-xl font-semibold">
              {category.label}
            </h2>
            <ul className="grid gap-3 desk:grid-cols-2">
              {products.map((product) => (
                <li key={product.id} className="card flex gap-3" data-product-id={product.id}>
                  {product.image && (
                    // eslint-disable-next-line @next/next/no-img-element -- fixed-size lazy SVGs
                    <img src={product.image} alt="" width={96} height={72} loading="lazy" className="h-[72px] w-24 shrink-0 rounded-lg object-cover" />
                  )}
                  <div className="min-w-0">
                    <h3 className="font-semibold">{product.label}</h3>
                    {product.description && <p className="muted line-clamp-2 text-sm">{product.description}</p>}
                    <p className="mt-1 font-semibold" data-price>
                      {product.promo !== null ? (
                        <>
                          <del className="muted mr-2 font-normal">{price(product.price)}</del>
                          {price(product.promo)}
                        </>
                      ) : (
                        price(product.price)
                      )}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
