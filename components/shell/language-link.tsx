"use client";

import type { ReactNode } from "react";
import type { Locale } from "@/lib/domain/routing/locales";
import { LANG_PARAM } from "@/lib/domain/routing/url-choices";

/**
 * A language of the brand: the page the diner is on, in that language. Its href names only ?lang= (the layout that
 * renders it is shared by every page); a click keeps the rest of the page's URL — its service, its token.
 */
export function LanguageLink({ lang, current, children }: { lang: Locale; current: boolean; children: ReactNode }) {
  return (
    <a
      href={`?${LANG_PARAM}=${lang}`}
      hrefLang={lang}
      lang={lang}
      aria-current={current ? "true" : undefined}
      className="panel-link"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        const url = new URL(location.href);
        url.searchParams.set(LANG_PARAM, lang);
        location.assign(url);
      }}
    >
      {children}
    </a>
  );
}
