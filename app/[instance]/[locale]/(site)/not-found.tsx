"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { LANDING_PATH } from "@/lib/domain/paths";

/** A brand's own 404, inside its shell and theme (a supplier, product or path it does not have). */
export default function BrandNotFound() {
  const t = useTranslations("notFound");
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="muted">{t("body")}</p>
      <Link href={LANDING_PATH} className="btn-primary">
        {t("home")}
      </Link>
    </div>
  );
}
