"use client";

import { startTransition, useEffect, useLayoutEffect, useMemo, useState } from "react";
import type { MenuPayload } from "@/lib/domain/menu/menu";
import { groupProducts, menuSections, type MenuSection, type SectionsBy } from "@/lib/domain/menu/menu-sections";
import { keepJumpTarget } from "./jump-target";
import { MenuCards } from "./menu-cards";
import { useMenu } from "./menu-context";

/** Cards added per task: a few dozen keep every task well under 50 ms on a slow phone (TBT). */
const CHUNK = 24;

// One grouping per menu JSON for all of a page's placeholders, not one each (2,000 products, a dozen placeholders).
const grouped = new WeakMap<MenuPayload["menu"], Partial<Record<SectionsBy, MenuSection[]>>>();
function sectionsOf(menu: MenuPayload["menu"], by: SectionsBy): MenuSection[] {
  const known = grouped.get(menu) ?? {};
  grouped.set(menu, known);
  return (known[by] ??= menuSections(menu, by));
}

export interface LazyCardsProps {
  categoryId: number;
  /** the group's index in its section (menuSections) */
  group: number;
  by: SectionsBy;
  /** the group's cards the server already rendered */
  skip: number;
  supplierSlug: string;
  /** told whether every card of the group is rendered */
  onDone: (done: boolean) => void;
}

/**
 * The cards of a placeholder the diner came near (lazy-products.tsx): the group's cards past the server's, from
 * the menu JSON the page already loaded, a chunk per task.
 */
export function LazyCards({ categoryId, group, by, skip, supplierSlug, onDone }: LazyCardsProps) {
  const menu = useMenu();
  const [shown, setShown] = useState(0);
  const products = useMemo(() => (menu ? groupProducts(sectionsOf(menu.menu, by), categoryId, group).slice(skip) : []), [menu, by, categoryId, group, skip]);

  useEffect(() => {
    if (shown >= products.length) return;
    // one chunk per task, as a transition: the diner's taps and scrolls go first
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + CHUNK)), 0);
    return () => clearTimeout(timer);
  }, [shown, products.length]);

  // before the browser paints the new cards, so a heading the diner jumped to never visibly moves
  useLayoutEffect(() => {
    if (shown > 0) keepJumpTarget();
  }, [shown]);

  const done = menu !== null && shown >= products.length;
  // told before the browser paints, so the placeholder says "done" with its last cards
  useLayoutEffect(() => onDone(done), [done, onDone]);

  return shown > 0 ? <MenuCards products={products.slice(0, shown)} supplierSlug={supplierSlug} /> : null;
}
