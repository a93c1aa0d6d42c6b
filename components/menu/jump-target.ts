/**
 * The heading a diner jumped to (a category chip, a `#cat-…` link) stays where the jump put it while the
 * sections above it fill in with cards: their placeholders keep only the room of the shortest cards, and
 * the browser's scroll anchoring cannot help there (it anchors on the half-seen placeholder above, which
 * grows downwards), nor with sections drawn only near the screen. Held until the diner scrolls, taps or types.
 */
let held: { target: Element; top: number } | null = null;

const RELEASE = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

function hold() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  held = target ? { target, top: target.getBoundingClientRect().top } : null;
}

function release() {
  held = null;
}

/**
 * Holds every jump from now on (the one the page was opened with too); returns the cleanup. Sections laid out
 * only once near the screen (content-visibility) take their real height right after a jump lands among them:
 * any change of the page's height puts the held heading back.
 */
export function holdJumpTargets(): () => void {
  hold();
  window.addEventListener("hashchange", hold);
  for (const type of RELEASE) window.addEventListener(type, release, { passive: true, capture: true });
  const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(keepJumpTarget);
  resized?.observe(document.body);
  return () => {
    held = null;
    resized?.disconnect();
    window.removeEventListener("hashchange", hold);
    for (const type of RELEASE) window.removeEventListener(type, release, { capture: true });
  };
}

/** After cards were added to the page: scrolls back by what the held heading moved. */
export function keepJumpTarget() {
  if (!held) return;
  const moved = held.target.getBoundingClientRect().top - held.top;
  if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
}
