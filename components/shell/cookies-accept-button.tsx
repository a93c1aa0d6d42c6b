"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { useLegal } from "@/lib/client/stores/brand-stores";
import { COOKIES_ACCEPTED_ATTRIBUTE } from "./cookies-consent-script";

/** What the banner covers at the screen's bottom, for what floats there (a table's dock) to stand above it. */
const BANNER_HEIGHT = "--cookies-banner-height";

/**
 * Accepts the cookies notice in the legal store (product §3 check_cookies) and marks the page, which hides the
 * server-rendered banner. The mark also follows the store once it is read, should the <head> script not have run.
 * While the banner shows, its height is the page's BANNER_HEIGHT.
 */
export function CookiesAcceptButton({ children }: { children: ReactNode }) {
  const accepted = useLegal((s) => s.check_cookies);
  const accept = useLegal((s) => s.acceptCookies);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    if (accepted) return void root.setAttribute(COOKIES_ACCEPTED_ATTRIBUTE, "");
    const banner = ref.current?.parentElement;
    if (!banner || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => root.style.setProperty(BANNER_HEIGHT, `${banner.offsetHeight}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_HEIGHT);
    };
  }, [accepted]);
  return (
    <button ref={ref} type="button" onClick={accept} className="btn-primary">
      {children}
    </button>
  );
}
