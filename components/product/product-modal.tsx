"use client";

import { useTranslations } from "use-intl/react";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import type { MenuProduct } from "@/lib/domain/menu/menu";
import { ProductHeader } from "./product-header";
import { ProductForm } from "./product-form";

interface Props {
  product: MenuProduct | null;
  supplierSlug: string;
  upsell: MenuProduct[];
  onClose: () => void;
}

/** The product modal of product §2: a bottom sheet on phones, a centred dialog from 980 px. */
export function ProductModal({ product, supplierSlug, upsell, onClose }: Props) {
  const t = useTranslations("product");
  const ref = useModalDialog(product !== null);
  return (
    <dialog ref={ref} className="sheet" aria-labelledby="product-modal-title" onClose={onClose}>
      {product && (
        <div className="flex flex-col gap-4">
          <div className="flex justify-end">
            <button type="button" className="icon-button" aria-label={t("close")} onClick={onClose}>
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          <ProductHeader product={product} titleId="product-modal-title" level="h2" />
          <ProductForm key={product.id} product={product} supplierSlug={supplierSlug} upsell={upsell} onDone={onClose} />
        </div>
      )}
    </dialog>
  );
}
