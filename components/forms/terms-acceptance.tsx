"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslations } from "use-intl/react";
import { policiesPath } from "@/lib/domain/routing/paths";

interface Props {
  supplierSlug: string;
  input: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * The terms checkbox of the checkout and the booking form, and the way to read what it accepts: the branch's
 * terms and policies in another tab, so nothing typed in the form is lost.
 */
export function TermsAcceptance({ supplierSlug, input, error }: Props) {
  const t = useTranslations("checkout.terms");
  const errorId = `${input.name}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-start gap-3">
        <input type="checkbox" className="mt-1 h-5 w-5 shrink-0" {...input} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        <span>{t("label")}</span>
      </label>
      <a href={policiesPath(supplierSlug)} target="_blank" rel="noopener" className="ms-8 self-start text-sm underline" data-terms-link>
        {t("read")}
      </a>
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
