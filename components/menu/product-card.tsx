import type { MenuProduct } from "@/lib/domain/menu/menu";
import type { Minor } from "@/lib/domain/money/minor";

export interface CardLabels {
  promo: string;
  new: string;
  soldOut: string;
}

/**
 * A product as a plain link: without JavaScript it opens the product page; with it, the product modal.
 * Names and prices are real HTML for screen readers and search engines; the picture, a square on the right as
 * diners know it from delivery apps, comes after them. A product without one gets a drawn placeholder of the
 * same size (one element, its icon in CSS), so every card lines up.
 */
export function ProductCard({ product, href, price, labels }: { product: MenuProduct; href: string; price: (amount: Minor) => string; labels: CardLabels }) {
  return (
    <a href={href} data-product-link={product.id} className="card flex h-full items-start justify-between gap-3">
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
      {product.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- fixed-size lazy brand artwork
        <img src={product.image} alt="" width={88} height={88} loading="lazy" decoding="async" className="product-thumb object-cover" />
      ) : (
        <span aria-hidden="true" className="product-thumb product-thumb-empty" data-no-image />
      )}
    </a>
  );
}
