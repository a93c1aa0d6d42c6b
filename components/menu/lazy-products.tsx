"use client";

import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import type { MenuPayload } from "@/lib/domain/menu/menu";
import { groupProducts, menuSections, type MenuSection, type SectionsBy } from "@/lib/domain/menu/menu-sections";
import { keepJumpTarget } from "./jump-target";
import { useCardText, useMenu } from "./menu-context";
import { ProductGrid } from "./product-grid";

/** Cards added per task: a few dozen keep every task well under 50 ms on a slow phone (TBT). */
const CHUNK = 24;
/** Start rendering this far before the placeholder scrolls into view. */
const AHEAD = "800px 0px";

// One grouping per menu JSON for all of a page's placeholders, not one each (2,000 products, a dozen placeholders).
const grouped = new WeakMap<MenuPayload["menu"], Partial<Record<SectionsBy, MenuSection[]>>>();
function sectionsOf(menu: MenuPayload["menu"], by: SectionsBy): MenuSection[] {
  const known = grouped.get(menu) ?? {};
  grouped.set(menu, known);
  return (known[by] ??= menuSections(menu, by));
}

interface Props {
  categoryId: number;
  /** the group's index in its section (menuSections) */
  group: number;
  by: SectionsBy;
  /** the group's cards the server already rendered */
  skip: number;
  /** the cards left to render here: their room is kept meanwhile, so a jump lands where it should */
  count: number;
  supplierSlug: string;
}

/**
 * The rest of a menu group that the first HTML left out: a light placeholder holding the cards'
 * room until the diner scrolls near it or jumps to its category, then the cards from the menu JSON the page
 * already loaded, a chunk per task.
 */
export function LazyProducts({ categoryId, group, by, skip, count, supplierSlug }: Props) {
  const menu = useMenu();
  const text = useCardText();
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [shown, setShown] = useState(0);
  const products = useMemo(() => (menu ? groupProducts(sectionsOf(menu.menu, by), categoryId, group).slice(skip) : []), [menu, by, categoryId, group, skip]);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near || shown >= products.length) return;
    // one chunk per task, as a transition: the diner's taps and scrolls go first
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + CHUNK)), 0);
    return () => clearTimeout(timer);
  }, [near, shown, products.length]);

  // before the browser paints the new cards, so a heading the diner jumped to never visibly moves
  useLayoutEffect(() => {
    if (shown > 0) keepJumpTarget();
  }, [shown]);

  const done = menu !== null && shown >= products.length;
  // The room of the shortest cards (no description), kept after they render: the cards only ever grow past
  // it, so a placeholder never leaves a gap, and the browser's scroll anchoring is not suspended by a
  // change of min-height.
  const room = { "--cards": count } as CSSProperties;
  return (
    <div ref={ref} style={room} className="min-h-[calc(var(--cards)*7rem)] desk:min-h-[calc(var(--cards)*3.5rem)]" data-lazy-products={done ? "done" : "waiting"}>
      {shown > 0 && <ProductGrid products={products.slice(0, shown)} supplierSlug={supplierSlug} {...text} />}
    </div>
  );
}
