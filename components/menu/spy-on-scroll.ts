import { reportChunkFailure, withChunkTimeout } from "@/lib/client/chunk-failure";

/**
 * The category bar's scrollspy (category-spy.ts) for a menu page: it marks the chip of the section being read,
 * which only moves once the page scrolls, so its code is fetched with the first scroll (a jump to a section, a
 * restored position and the diner's own scrolling all scroll), or at once for a page opened at a section (#cat-…)
 * or already scrolled. Returns the cleanup.
 */
export function spyCategoriesOnScroll(): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  const start = () => {
    window.removeEventListener("scroll", start);
    withChunkTimeout(import("./category-spy")).then(
      ({ spyCategories }) => {
        if (!stopped) stop = spyCategories();
      },
      () => reportChunkFailure(),
    );
  };
  if (window.scrollY > 0 || window.location.hash) start();
  else window.addEventListener("scroll", start, { passive: true });
  return () => {
    stopped = true;
    window.removeEventListener("scroll", start);
    stop?.();
  };
}
