"use client";

import { useMoney } from "@/lib/client/use-money";
import type { MenuProduct } from "@/lib/domain/menu/menu";

/** Picture, name, description and price of a product; shared by the modal and the product page. */
export function ProductHeader({ product, titleId, level }: { product: MenuProduct; titleId: string; level: "h1" | "h2" }) {
  const Title = level;
  const money = useMoney();
  return (
    <div className="flex flex-col gap-2">
      {product.image && (
        // eslint-disable-next-line @next/next/no-img-element -- brand artwork with fixed dimensions
        <img src={product.image} alt="" width={400} height={300} className="aspect-[4/3] w-full rounded-2xl object-cover" />
      )}
      <Title id={titleId} className="text-xl font-bold">
        {product.label}
      </Title>
      {product.description && <p className="muted">{product.description}</p>}
      <p className="text-lg font-semibold">
        {product.promo !== null ? (
          <>
            <del className="muted mr-2 font-normal">{money(product.price)}</del>
            {money(product.promo)}
          </>
        ) : (
          money(product.price)
        )}
      </p>
    </div>
  );
}
