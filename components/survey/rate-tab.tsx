"use client";

import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslations } from "use-intl/react";
import { browserOnly } from "@/components/ui/browser-only";
import type { ContentPopup } from "@/lib/client/api/popups";
import { fetchSurveyForm } from "@/lib/client/api/surveys";
import { deviceStorage } from "@/lib/client/stores/device-storage";
import { LIVE_ONCE, useLive } from "@/lib/client/use-live";
import { usePlace } from "@/lib/client/use-place";
import { RATE_TAB_AUTO_OPEN_MS, rateTabOpensByItself, type MenuScreen } from "@/lib/domain/diners/rate-tab";

// The survey's own code comes with the first opening: most tables never open it.
const SurveyDialog = browserOnly(() => import("./survey-dialog").then((m) => m.SurveyDialog));
const PopupDialog = browserOnly(() => import("@/components/shell/popup-dialog").then((m) => m.PopupDialog));

const SERVICE = "on_table";
// For this visit (the browser tab): a dismissed tab stays shut, an answered survey is not asked again.
const dismissedKey = (supplier: string) => `comanda:rate-tab:${supplier}:dismissed`;
const answeredKey = (supplier: string, survey: string) => `comanda:rate-tab:${supplier}:answered:${survey}`;

/**
 * The rate tab of a table's menu (product §2, §4): a tab at the end of the sticky header that opens the branch's survey
 * (over the page's edge it covered the search box or the category chips of a small phone at some scroll), and
 * opens it by itself 60 s after OnTableHome loads unless the diner dismissed it or a survey is open. Shown only
 * to a table that scanned its QR code, only when the brand asks a survey there; rendered in the browser only.
 */
export function RateTab({ supplierSlug, screen }: { supplierSlug: string; screen: MenuScreen }) {
  const t = useTranslations("menu.survey");
  const lookup = usePlace(supplierSlug);
  const table = lookup.status === "ready" && lookup.place.kind === "table" ? lookup.place : null;
  const form = useLive(table ? `survey-form:${supplierSlug}` : null, () => fetchSurveyForm(supplierSlug, SERVICE), LIVE_ONCE);
  const survey = form.data ?? null;
  const storage = deviceStorage("sessionStorage");
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(() => storage.getItem(dismissedKey(supplierSlug)) === "1");
  const [answered, setAnswered] = useState(false);
  const [banner, setBanner] = useState<ContentPopup | null>(null);
  const done = answered || (survey !== null && storage.getItem(answeredKey(supplierSlug, survey.id)) === "1");

  useEffect(() => {
    if (!survey || !rateTabOpensByItself({ screen, dismissed, answered: done, open })) return;
    const timer = window.setTimeout(() => setOpen(true), RATE_TAB_AUTO_OPEN_MS);
    return () => clearTimeout(timer);
  }, [survey, screen, dismissed, done, open]);

  if (banner) return <PopupDialog popup={banner} onClose={() => setBanner(null)} />;
  if (!survey || !table || done) return null;
  // rendered in the browser only (browserOnly), after the header it goes into
  const headerEnd = document.querySelector("[data-header-end]");
  return (
    <>
      {headerEnd &&
        createPortal(
          <button type="button" className="rate-tab" aria-haspopup="dialog" onClick={() => setOpen(true)} data-rate-tab>
            <span aria-hidden="true">★</span> {t("tab")}
          </button>,
          headerEnd,
        )}
      {open && (
        <SurveyDialog
          survey={survey}
          supplierSlug={supplierSlug}
          service={SERVICE}
          tableCode={table.code}
          onClose={(outcome) => {
            setOpen(false);
            if (outcome.answered) {
              storage.setItem(answeredKey(supplierSlug, survey.id), "1");
              setAnswered(true);
              setBanner(outcome.banner);
            } else {
              storage.setItem(dismissedKey(supplierSlug), "1");
              setDismissed(true);
            }
          }}
        />
      )}
    </>
  );
}
