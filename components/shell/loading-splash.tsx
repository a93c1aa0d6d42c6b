"use client";

import { useTranslations } from "use-intl/react";
import { useLoading } from "@/lib/client/stores/brand-stores";

/** Product §4 loading splash, shown while the app starts: a bar over the top edge, the page readable beneath it. */
export function LoadingSplash() {
  const t = useTranslations("shell");
  const loading = useLoading((s) => s.holds > 0);
  if (!loading) return null;
  return (
    <div role="progressbar" aria-label={t("loading")} className="loading-bar" data-loading-splash>
      <span />
    </div>
  );
}
