"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";

/** A page of this brand failed to render: say so in the diner's language and offer a retry. */
export default function BrandError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("shell.errorDialog");
  useEffect(() => console.error(error), [error]);
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="muted">{t("generic")}</p>
      <button type="button" className="btn-primary" onClick={reset}>
        {t("retry")}
      </button>
    </div>
  );
}
