import type { MenuProduct } from "@/lib/domain/menu";
import type { Minor } from "@/lib/domain/minor";

export interface CardLabels {
  promo: string;
  new: string;
  soldOut: string;
}

/**
 * A product as a plain link: without JavaScript it opens the product page; with it, the product modal.
 * Names and prices are real HTML for screen readers and search engines.
 */
export function ProductCard({ product, href, price, labels }: { product: MenuProduct; href: string; price: (amount: Minor) => string; labels: CardLabels }) {
  return (
    <a href={href} data-product-link={product.id} className="card flex h-full gap-3">
      {product.image && (
        // eslint-disable-next-line @next/next/no-img-element -- fixed-size lazy SVGs
        <img src={product.image} alt="" width={96} height={72} loading="lazy" decoding="async" className="h-[72px] w-24 shrink-0 rounded-lg object-cover" />
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
          {product.promo_porcent ? <span className="badge badge-open">−{product.promo_porcent} %</span> : null}
          {product.is_new && <span className="badge badge-open">{labels.new}</span>}
          {product.stock === 0 && <span className="badge badge-closed">{labels.soldOut}</span>}
        </p>
      </div>
    </a>
  );
}
