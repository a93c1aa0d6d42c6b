/** Set on <html> once this device closed the place's "how it works" note; app/globals.css hides the note then. */
export const HOW_IT_WORKS_SEEN_ATTRIBUTE = "data-how-it-works-seen";

/** Where the device remembers it closed the note, per brand. */
export const howItWorksKey = (instanceSlug: string) => `comanda:${instanceSlug}:how-it-works-seen`;

/**
 * The inline <head> part that marks <html> before the first paint when the note was closed before, so it never
 * shows and then vanishes (no layout shift); any failure (no storage) leaves the note shown.
 */
export function howItWorksScript(instanceSlug: string): string {
  const key = JSON.stringify(howItWorksKey(instanceSlug)).replaceAll("<", "\\u003c");
  return `try{if(localStorage.getItem(${key}))document.documentElement.setAttribute("${HOW_IT_WORKS_SEEN_ATTRIBUTE}","")}catch(e){}`;
}
