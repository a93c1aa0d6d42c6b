/**
 * The heading a diner jumped to (a category chip, a `#cat-…` link) stays where the jump put it while the
 * sections above it fill in with cards: their placeholders keep only the room of the shortest cards, and
 * the browser's scroll anchoring cannot help there (it anchors on the half-seen placeholder above, which
 * grows downwards), nor with sections drawn only near the screen. Held until the diner scrolls, taps or types.
 */
let held: { target: Element; top: number } | null = null;
/** A click on an in-page link: its hashchange comes a frame or more after the browser's jump. */
let linkClicked = false;

const RELEASE = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

function hold() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  held = target ? { target, top: target.getBoundingClientRect().top } : null;
}

function clicked(event: MouseEvent) {
  linkClicked = event.target instanceof Element && event.target.closest('a[href^="#"]') !== null;
}

/**
 * Sections drawn right after the browser's jump can move the heading before hashchange is dispatched (seen on
 * a slow phone: 570 px), so after a link's jump the heading is put where the jump meant it — at its scroll
 * margin, against the page as it is now — before it is held. Other hash changes (Back, Forward) keep the
 * position the browser restored.
 */
function hashChanged() {
  const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
  if (linkClicked) target?.scrollIntoView({ block: "start" });
  linkClicked = false;
  hold();
}

function release() {
  held = null;
  linkClicked = false;
}

/**
 * Holds every jump from now on (the one the page was opened with too); returns the cleanup. Sections laid out
 * only once near the screen (content-visibility) take their real height right after a jump lands among them:
 * any change of the page's height puts the held heading back.
 */
export function holdJumpTargets(): () => void {
  hold();
  window.addEventListener("click", clicked, { capture: true });
  window.addEventListener("hashchange", hashChanged);
  for (const type of RELEASE) window.addEventListener(type, release, { passive: true, capture: true });
  const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(keepJumpTarget);
  resized?.observe(document.body);
  return () => {
    held = null;
    resized?.disconnect();
    window.removeEventListener("click", clicked, { capture: true });
    window.removeEventListener("hashchange", hashChanged);
    for (const type of RELEASE) window.removeEventListener(type, release, { capture: true });
  };
}

/** After cards were added to the page: scrolls back by what the held heading moved. */
export function keepJumpTarget() {
  if (!held) return;
  const moved = held.target.getBoundingClientRect().top - held.top;
  if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
}
