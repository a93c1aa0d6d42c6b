import { cloneElement, useId, type ReactElement } from "react";

interface Props {
  label: string;
  /** the translated error, when the value is invalid */
  error?: string | false;
  hint?: string;
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled form control with its hint and error wired to it for screen readers. */
export function Field({ label, error, hint, children }: Props) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="muted font-normal">
          {hint}
        </span>
      )}
      {cloneElement(children, { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
