"use client";

import { useEffect } from "react";
import { useTranslations } from "use-intl/react";
import { reportFailure } from "@/lib/client/monitoring";

/**
 * A page of this brand could not start or render (product §8/§9 initialisation failure): said in the diner's
 * language, reported when the session is monitored, and the reload offered — a new copy of the page and its code
 * is what fixes a deploy or a dropped connection; re-rendering the same broken state would not.
 */
export default function BrandError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations("shell.errorDialog");
  useEffect(() => {
    console.error(error);
    reportFailure(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center" data-init-failure>
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="muted">{t("messages.init")}</p>
      <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
        {t("reload")}
      </button>
    </div>
  );
}
