"use client";

import { useRouter } from "next/navigation";
import type { ComponentProps, MouseEvent } from "react";
import { useChoiceHref } from "./link-choices";

type Props = Omit<ComponentProps<"a">, "href"> & { href: string; replace?: boolean };

/** Whether a click is the browser's to handle: a new tab or window, a download, another site, a jump in this page. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return true;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return true;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return true;
  return url.pathname === location.pathname && url.search === location.search && url.hash !== "";
}

/**
 * The app's link: a plain `<a>` the App Router follows without reloading the page, which prefetches its page
 * only when the diner shows intent (pointer over it, a finger on it), not when it scrolls into view — the
 * landing lists every service and the branches at once, and prefetching all of them on a phone's first visit
 * competes with the page's own requests. next/link is not used: the router it drives is already on every page,
 * its own code (3 kB gzip) was not (the JavaScript budget). An internal link keeps the page's language.
 */
export function IntentLink({ href: given, replace = false, onClick, onMouseEnter, onTouchStart, ...props }: Props) {
  const router = useRouter();
  const href = useChoiceHref()(given);
  const prefetch = () => router.prefetch(href);
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (browserHandles(event)) return;
        event.preventDefault();
        if (replace) router.replace(href);
        else router.push(href);
      }}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}
