"use client";

import { useTranslations } from "next-intl";
import { useLoading } from "@/lib/client/stores/brand-stores";

/** Covers the page only while client code waits; server-rendered content is never hidden behind it. */
export function LoadingSplash() {
  const t = useTranslations("shell");
  const waiting = useLoading((s) => s.waiting > 0);
  if (!waiting) return null;
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 grid place-items-center bg-[var(--brand-bg)]/80">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{t("loading")}</span>
    </div>
  );
}
