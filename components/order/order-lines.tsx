"use client";

import { useTranslations } from "use-intl/react";
import { useMoney } from "@/lib/client/use-money";
import type { LineDetail } from "@/lib/domain/orders/line-details";
import type { Currency } from "@/lib/domain/money/currency";
import { LineOptions } from "./line-options";

interface Props {
  lines: readonly LineDetail[];
  /** the order's currency; the brand's when absent (the cart) */
  currency?: Currency;
  /** lines left out of a short list (the history's rows) */
  more?: number;
  className?: string;
}

/**
 * An order's lines as the diner reads them back, one look everywhere (the checkout's review, the order page, the
 * history): "2 × Punta de anca", the options chosen below it, and the line's price.
 */
export function OrderLines({ lines, currency, more = 0, className = "card flex flex-col gap-2" }: Props) {
  // the cart's words: every page has them, the checkout's review included
  const t = useTranslations("cart");
  const money = useMoney(currency);
  return (
    <ul className={className} data-order-lines>
      {lines.map((line) => (
        <li key={line.key} className="flex justify-between gap-3" data-order-line>
          <span className="min-w-0">
            {t("line", { quantity: line.quantity, label: line.label })}
            <LineOptions options={line.options} />
          </span>
          <span className="font-semibold whitespace-nowrap">{money(line.total)}</span>
        </li>
      ))}
      {more > 0 && <li className="muted text-sm">{t("moreLines", { count: more })}</li>}
    </ul>
  );
}
