/** Set on <html> once React has hydrated the page (HydrationMark). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * The inline <head> script that keeps a form sent before the page's scripts ran: on a slow phone a diner can
 * type and tap "Confirmar" while the app's JavaScript is still on its way, and the browser would then send the
 * form itself, reloading the page and losing what was typed. Until hydration such a submit is held; HydrationMark sends the last one again once
 * React handles the form.
 */
export function preHydrationSubmitScript(): string {
  return (
    `(function(d){var held=null;d.addEventListener("submit",function(e){if(d.documentElement.hasAttribute("${HYDRATED_ATTRIBUTE}"))return;` +
    `e.preventDefault();held=[e.target,e.submitter]},true);` +
    `window.__comandaSubmitHeld=function(){var h=held;held=null;if(h&&h[0].isConnected)h[0].requestSubmit(h[1]&&h[1].isConnected?h[1]:undefined)}})(document)`
  );
}
