"use client";

import { useId } from "react";

interface Props {
  legend: string;
  /** what the ends of the scale mean */
  hint: string;
  range: { min: number; max: number };
  value: number | null;
  onChange: (value: number) => void;
  /** the translated "required" message, shown while no score is chosen */
  missing?: string | false;
}

/** A 1–10 (or 0–10) score as a group of radio chips: one tap on a phone, arrow keys on a keyboard. */
export function ScoreScale({ legend, hint, range, value, onChange, missing }: Props) {
  const id = useId();
  const scores = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
  const showMissing = missing && value === null;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={showMissing ? `${id}-hint ${id}-missing` : `${id}-hint`}>
      <legend className="mb-1 font-semibold">{legend}</legend>
      <p id={`${id}-hint`} className="muted text-sm">
        {hint}
      </p>
      <div className={`grid gap-2 ${scores.length > 10 ? "grid-cols-6" : "grid-cols-5"}`}>
        {scores.map((score) => (
          <label key={score} className="chip justify-center gap-2 px-2">
            <input type="radio" name={id} value={score} checked={value === score} onChange={() => onChange(score)} />
            {score}
          </label>
        ))}
      </div>
      {showMissing && (
        <p id={`${id}-missing`} className="field-error">
          {missing}
        </p>
      )}
    </fieldset>
  );
}
