"use client";

import { useTranslations } from "use-intl/react";
import { DOCUMENT_TYPES } from "@/lib/domain/checkout/document-types";

/** The options of a document-type select, led by an empty "choose" so nothing is picked for the diner. */
export function DocumentTypeOptions() {
  const t = useTranslations("sandboxPay");
  return (
    <>
      <option value="">{t("choose")}</option>
      {DOCUMENT_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`documentTypes.${type}`)}
        </option>
      ))}
    </>
  );
}
