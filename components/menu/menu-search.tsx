"use client";

import { useDeferredValue, useId, useState } from "react";
import { useTranslations } from "use-intl/react";
import { browserOnly } from "@/components/ui/browser-only";
import { useMenu } from "./menu-context";

// Matching and the result cards come with the diner's first search, not with the page.
const SearchResults = browserOnly(() => import("./search-results").then((m) => m.SearchResults));

/**
 * Search over the whole menu JSON the page loaded (so it reaches the products the first HTML left out, and
 * works offline from the saved copy): name and description, accent-insensitive. Results are the menu's own
 * product cards, so they open the product modal like any other.
 */
export function MenuSearch({ supplierSlug }: { supplierSlug: string }) {
  const t = useTranslations("menu.search");
  const menu = useMenu();
  const id = useId();
  const [query, setQuery] = useState("");
  // typing stays responsive while a long result list renders
  const wanted = useDeferredValue(query).trim();
  const [found, setFound] = useState<{ query: string; count: number } | null>(null);
  const count = found?.query === wanted ? found.count : null;

  let status = "";
  if (wanted) status = !menu || count === null ? t("loading") : count === 0 ? t("empty", { query: wanted }) : t("results", { count });

  return (
    <div role="search" className="flex flex-col gap-3">
      <label htmlFor={id} className="field">
        {t("label")}
        <input id={id} type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t("placeholder")} autoComplete="off" enterKeyHint="search" />
      </label>
      <p role="status" className="muted">
        {status}
      </p>
      {wanted && menu && <SearchResults products={menu.menu.products} query={wanted} supplierSlug={supplierSlug} onFound={setFound} />}
    </div>
  );
}
