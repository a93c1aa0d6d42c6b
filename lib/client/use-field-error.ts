"use client";

import { useTranslations } from "use-intl/react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/** A form field's translated error, or undefined while it is valid. */
export type FieldError<T extends FieldValues> = (name: Path<T>) => string | undefined;

/** The translated error of each field of a form whose schema's messages are translation keys (validation.*). */
export function useFieldError<T extends FieldValues>(form: UseFormReturn<T>): FieldError<T> {
  const t = useTranslations();
  return (name) => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return message ? t(message as "validation.required") : undefined;
  };
}
