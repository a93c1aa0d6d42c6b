"use client";

import { useEffect, type ReactNode } from "react";
import { useLegal } from "@/lib/client/stores/brand-stores";
import { COOKIES_ACCEPTED_ATTRIBUTE } from "./cookies-consent-script";

/**
 * Accepts the cookies notice in the legal store (spec §3 check_cookies) and marks the page, which hides the
 * server-rendered banner. The mark also follows the store once it is read, should the <head> script not have run.
 */
export function CookiesAcceptButton({ children }: { children: ReactNode }) {
  const accepted = useLegal((s) => s.check_cookies);
  const accept = useLegal((s) => s.acceptCookies);
  useEffect(() => {
    if (accepted) document.documentElement.setAttribute(COOKIES_ACCEPTED_ATTRIBUTE, "");
  }, [accepted]);
  return (
    <button type="button" onClick={accept} className="btn-primary">
      {children}
    </button>
  );
}
