"use client";

import { useDeferredValue, useId, useMemo, useState } from "react";
import { useTranslations } from "use-intl/react";
import { searchMenu } from "@/lib/domain/menu/menu-search";
import { useCardText, useMenu } from "./menu-context";
import { ProductGrid } from "./product-grid";

/** Results shown at once: enough to scan on a phone; a longer list asks for another word instead. */
const SHOWN = 30;

/**
 * Search over the whole menu JSON the page loaded (so it reaches the products the first HTML left out, and
 * works offline from the saved copy): name and description, accent-insensitive. Results are the menu's own
 * product cards, so they open the product modal like any other.
 */
export function MenuSearch({ supplierSlug }: { supplierSlug: string }) {
  const t = useTranslations("menu.search");
  const menu = useMenu();
  const text = useCardText();
  const id = useId();
  const [query, setQuery] = useState("");
  // typing stays responsive while a long result list renders
  const wanted = useDeferredValue(query).trim();
  const found = useMemo(() => (menu ? searchMenu(menu.menu.products, wanted) : []), [menu, wanted]);

  let status = "";
  if (wanted && !menu) status = t("loading");
  else if (wanted) status = found.length === 0 ? t("empty", { query: wanted }) : t("results", { count: found.length });

  return (
    <div role="search" className="flex flex-col gap-3">
      <label htmlFor={id} className="field">
        {t("label")}
        <input id={id} type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t("placeholder")} autoComplete="off" enterKeyHint="search" />
      </label>
      <p role="status" className="muted">
        {status}
      </p>
      {found.length > 0 && <ProductGrid products={found.slice(0, SHOWN)} supplierSlug={supplierSlug} {...text} />}
      {found.length > SHOWN && <p className="muted">{t("more", { shown: SHOWN })}</p>}
    </div>
  );
}
