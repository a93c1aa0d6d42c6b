/**
 * Next's App Router writes its bootstrap scripts as `<script src async>` in the <head> (it has no option for
 * anything else: vercel/next.js#66958). On a phone they then download beside the stylesheet and the images the
 * first screen needs, and a script that arrives before the first frame runs before it: the diner waits for
 * JavaScript to see a page that is already server HTML. The page needs none of it to paint, and async scripts
 * already run in any order at any time, so they may as well start after the first frame:
 *  - each `<script src="/_next/static/…" async="">` leaves the markup;
 *  - so does Next's `<link rel="preload" as="script">` of them: a preload would still spend the phone's first
 *    bytes on scripts instead of the stylesheet and the first screen's images;
 *  - one small inline script adds them back, as async scripts, once the first contentful paint was shown (in a
 *    tab that is not shown there is no paint to wait for: at once).
 * Links and forms work as plain HTML until then; a script with a nonce (a page under a strict CSP) is left alone.
 */
const NEXT_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>/g;

/**
 * The inline loader: each deferred script is added as async once the browser reports the first contentful paint
 * (a paint entry comes once the frame was shown, not merely drawn); where paint entries are unknown, after the
 * first frame; in a tab that is not shown (or stops being shown first), at once.
 */
const loader = (urls) =>
  `<script>(function(u){var d=0;function a(){if(d)return;d=1;u.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)})}` +
  `if(document.visibilityState==="hidden")return a();document.addEventListener("visibilitychange",function(){document.visibilityState==="hidden"&&a()});` +
  `try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(a,0)}}).observe({type:"paint",buffered:true});return}}catch(e){}` +
  `requestAnimationFrame(function(){setTimeout(a,0)})})(${JSON.stringify(urls)})</script>`;

// Where the first script stood: a NUL never occurs in a page's HTML.
const HERE = "\u0000scripts\u0000";

/** The page with Next's async scripts started after its first paint; a page without any is returned as it is. */
export function scriptsAfterPaint(html) {
  const urls = [];
  const stripped = html.replace(NEXT_SCRIPT, (tag, url) => {
    const first = urls.length === 0;
    if (!urls.includes(url)) urls.push(url);
    return first ? HERE : "";
  });
  if (!urls.length) return html;
  const unloaded = stripped.replace(SCRIPT_PRELOAD, (tag, url) => (urls.includes(url) ? "" : tag));
  return unloaded.replace(HERE, loader(urls));
}
