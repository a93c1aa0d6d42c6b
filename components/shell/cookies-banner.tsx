"use client";

import { useTranslations } from "next-intl";
import { useLegal, useLegalHydrated } from "@/lib/client/stores/brand-stores";

/** Shown until the diner accepts; fixed to the bottom so its appearance never shifts the page. */
export function CookiesBanner() {
  const t = useTranslations("shell.cookies");
  const accepted = useLegal((s) => s.check_cookies);
  const accept = useLegal((s) => s.acceptCookies);
  const hydrated = useLegalHydrated();
  if (!hydrated || accepted) return null;
  return (
    <section
      aria-label={t("label")}
      className="fixed inset-x-0 bottom-0 z-40 flex flex-wrap items-center justify-between gap-3 border-t border-[var(--brand-border)] bg-[var(--brand-surface)] p-4 text-sm shadow-lg"
    >
      <p className="max-w-prose">{t("text")}</p>
      <button type="button" onClick={accept} className="btn-primary">
        {t("accept")}
      </button>
    </section>
  );
}
