"use client";

import { useState } from "react";
import { useTranslations } from "use-intl/react";

type Shared = "idle" | "copied" | "failed";

/**
 * Shares the page's own link — the one way back to a booking — with the phone's share sheet where there is one
 * (WhatsApp, a message to the party), else copies it; where neither works, shows the link to copy by hand.
 */
export function ShareLink({ title, text }: { title: string; text: string }) {
  const t = useTranslations("booking.share");
  const [shared, setShared] = useState<Shared>("idle");
  const [url, setUrl] = useState("");

  const share = async () => {
    const link = window.location.href;
    setUrl(link);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url: link });
        return;
      } catch (error) {
        // the diner closed the sheet: nothing to say
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      setShared("copied");
    } catch {
      setShared("failed");
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <button type="button" className="btn-outline self-start" onClick={() => void share()} data-share-booking>
        {t("button")}
      </button>
      <p role="status" className="text-sm">
        {shared === "copied" && t("copied")}
      </p>
      {shared === "failed" && (
        <label className="flex flex-col gap-1 text-sm">
          {t("copyByHand")}
          <input readOnly value={url} onFocus={(event) => event.target.select()} />
        </label>
      )}
    </div>
  );
}
