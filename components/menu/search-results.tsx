"use client";

import { useLayoutEffect, useMemo } from "react";
import { useTranslations } from "use-intl/react";
import type { MenuProduct } from "@/lib/domain/menu/menu";
import { searchMenu } from "@/lib/domain/menu/menu-search";
import { MenuCards } from "./menu-cards";

/** Results shown at once: enough to scan on a phone; a longer list asks for another word instead. */
const SHOWN = 30;

interface Props {
  products: MenuProduct[];
  /** the words searched for, trimmed and not empty */
  query: string;
  supplierSlug: string;
  /** told how many products the query found, for the search's status line */
  onFound: (found: { query: string; count: number }) => void;
}

/** The products of a search (menu-search.tsx) as the menu's own cards: fetched with the diner's first search. */
export function SearchResults({ products, query, supplierSlug, onFound }: Props) {
  const t = useTranslations("menu.search");
  const found = useMemo(() => searchMenu(products, query), [products, query]);
  // before the browser paints: the status line never shows "loading" between two searches
  useLayoutEffect(() => onFound({ query, count: found.length }), [query, found.length, onFound]);
  return (
    <>
      {/* the cards' names are h3: the results need a level above them, as the menu's categories have */}
      {found.length > 0 && <h2 className="sr-only">{t("heading")}</h2>}
      {found.length > 0 && <MenuCards products={found.slice(0, SHOWN)} supplierSlug={supplierSlug} />}
      {found.length > SHOWN && <p className="muted">{t("more", { shown: SHOWN })}</p>}
    </>
  );
}
