"use client";

import { useEffect, useRef, useState, type CSSProperties } from "react";
import { browserOnly } from "@/components/ui/browser-only";
import type { LazyCardsProps } from "./lazy-cards";

/** Start rendering this far before the placeholder scrolls into view. */
const AHEAD = "800px 0px";

// The cards' code (grouping the menu JSON, the product cards) is fetched when the diner first comes near a
// placeholder, not with the page: a menu whose first HTML holds every card never needs it.
const LazyCards = browserOnly(() => import("./lazy-cards").then((m) => m.LazyCards));

interface Props extends Omit<LazyCardsProps, "onDone"> {
  /** the cards left to render here: their room is kept meanwhile, so a jump lands where it should */
  count: number;
}

/**
 * The rest of a menu group that the first HTML left out: a light placeholder holding the cards'
 * room until the diner scrolls near it or jumps to its category, then the cards from the menu JSON the page
 * already loaded (lazy-cards.tsx).
 */
export function LazyProducts({ count, ...cards }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  // The room of the shortest cards (no description), kept after they render: the cards only ever grow past
  // it, so a placeholder never leaves a gap, and the browser's scroll anchoring is not suspended by a
  // change of min-height.
  const room = { "--cards": count } as CSSProperties;
  return (
    <div ref={ref} style={room} className="min-h-[calc(var(--cards)*7rem)] desk:min-h-[calc(var(--cards)*3.5rem)]" data-lazy-products={done ? "done" : "waiting"}>
      {near && <LazyCards {...cards} onDone={setDone} />}
    </div>
  );
}
