"use client";

import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from "react";
import { writeLangCookie } from "@/lib/client/choice-cookies";
import type { Locale } from "@/lib/domain/routing/locales";
import { LANG_PARAM, withChoices } from "@/lib/domain/routing/url-choices";

const LinkLang = createContext<Locale | null>(null);

/**
 * The page's language for its links: a page in another language than the brand's own carries ?lang= into every
 * link it renders (lib/domain/routing/url-choices.ts). A page opened with ?lang= also remembers the choice, for the one
 * URL that names none (a bare /{branch}).
 */
export function LinkChoicesProvider({ lang, locale, children }: { lang: Locale | null; locale: Locale; children: ReactNode }) {
  useEffect(() => {
    if (new URLSearchParams(location.search).get(LANG_PARAM) === locale) writeLangCookie(locale);
  }, [locale]);
  return <LinkLang.Provider value={lang}>{children}</LinkLang.Provider>;
}

/** The ?lang= the page's links carry, or null for the brand's own language. */
export const useLinkLang = () => useContext(LinkLang);

/** A function that gives an internal link the page's language. */
export function useChoiceHref() {
  const lang = useLinkLang();
  return useCallback((href: string) => withChoices(href, { lang }), [lang]);
}

/** The App Router, whose push, replace and prefetch keep the page's language in the link they follow. */
export function useChoiceRouter(): ReturnType<typeof useRouter> {
  const router = useRouter();
  const choiceHref = useChoiceHref();
  return useMemo(
    () => ({
      ...router,
      push: (href, ...rest) => router.push(choiceHref(href), ...rest),
      replace: (href, ...rest) => router.replace(choiceHref(href), ...rest),
      prefetch: (href, ...rest) => router.prefetch(choiceHref(href), ...rest),
    }),
    [router, choiceHref],
  );
}
