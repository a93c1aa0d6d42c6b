"use client";

import { useTranslations } from "use-intl/react";
import { useState, type FormEvent } from "react";
import { MAX_STOCK, parseStockInput, type AvailabilityProductWire } from "@/lib/domain/menu/menu-availability";

/**
 * A product's units left at the branch: a whole number, or empty for unlimited. What was typed stays in
 * the field when it is refused, with the reason beside it.
 */
export function StockForm({ product, busy, onSave }: { product: AvailabilityProductWire; busy: boolean; onSave: (stock: number | null) => void }) {
  const t = useTranslations("staff.menu");
  const [text, setText] = useState(product.stock === null ? "" : String(product.stock));
  const [invalid, setInvalid] = useState(false);
  const id = `stock-${product.id}`;
  const saved = product.stock === null ? "" : String(product.stock);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || text.trim() === saved) return;
    const stock = parseStockInput(text);
    setInvalid(stock === "invalid");
    if (stock !== "invalid") onSave(stock);
  }

  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={submit} noValidate>
      <div className="field w-36">
        <label htmlFor={id}>{t("unitsLeft")}</label>
        <input
          id={id}
          inputMode="numeric"
          value={text}
          placeholder={t("unlimited")}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : `${id}-hint`}
        />
      </div>
      <button type="submit" className="btn-outline" aria-busy={busy} aria-disabled={busy || text.trim() === saved}>
        {t("saveStock")}
      </button>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="field-error w-full">
          {t("stockInvalid", { max: MAX_STOCK })}
        </p>
      ) : (
        <p id={`${id}-hint`} className="muted w-full text-sm">
          {t("stockHint")}
        </p>
      )}
    </form>
  );
}
