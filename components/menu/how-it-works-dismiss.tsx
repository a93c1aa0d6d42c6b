"use client";

import { useTranslations } from "use-intl/react";
import { deviceStorage } from "@/lib/client/stores/device-storage";
import { HOW_IT_WORKS_SEEN_ATTRIBUTE, howItWorksKey } from "./how-it-works-script";

/** Closes the place's "how it works" note for good on this device (the <head> script keeps it hidden on later pages). */
export function HowItWorksDismiss({ instanceSlug }: { instanceSlug: string }) {
  const t = useTranslations("menu");
  return (
    <button
      type="button"
      className="btn-outline min-h-11 shrink-0 px-3 text-sm"
      onClick={() => {
        deviceStorage("localStorage").setItem(howItWorksKey(instanceSlug), "1");
        document.documentElement.setAttribute(HOW_IT_WORKS_SEEN_ATTRIBUTE, "");
      }}
      data-how-it-works-close
    >
      {t("howItWorksClose")}
    </button>
  );
}
