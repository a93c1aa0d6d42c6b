"use client";

import { useId } from "react";
import { useTranslations } from "use-intl/react";
import { ScoreScale } from "@/components/ui/score-scale";
import { Field } from "@/components/ui/field";
import { SURVEY_TEXT_MAX, type SurveyAnswer, type SurveyFormQuestion } from "@/lib/domain/diners/survey";

interface Props {
  question: SurveyFormQuestion;
  value: SurveyAnswer | undefined;
  onChange: (value: SurveyAnswer) => void;
  /** the translated problem with this answer, if any */
  error: string | false;
}

/** One question of a branch's survey, as the brand wrote it: a score, one or several choices, or words. */
export function SurveyQuestionField({ question, value, onChange, error }: Props) {
  const t = useTranslations("menu.survey");
  const id = useId();
  const label = question.required ? question.label : t("optional", { label: question.label });

  if (question.type === "scale") {
    return (
      <ScoreScale
        legend={label}
        hint={t("scale", { from: question.from, max: question.max })}
        range={{ min: question.from, max: question.max }}
        value={typeof value === "number" ? value : null}
        onChange={onChange}
        missing={error}
      />
    );
  }
  if (question.type === "text") {
    return (
      <Field label={label} error={error}>
        <textarea rows={3} maxLength={SURVEY_TEXT_MAX} value={typeof value === "string" ? value : ""} onChange={(event) => onChange(event.target.value)} />
      </Field>
    );
  }
  const chosen = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
  const toggle = (key: string) => {
    if (question.type === "single") return onChange(key);
    onChange(chosen.includes(key) ? chosen.filter((k) => k !== key) : [...chosen, key]);
  };
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 font-semibold">{label}</legend>
      {question.type === "multiple" && <p className="muted text-sm">{t("several")}</p>}
      <div className="flex flex-wrap gap-2">
        {question.options.map((option) => (
          <label key={option.key} className="chip gap-2">
            <input
              type={question.type === "single" ? "radio" : "checkbox"}
              name={id}
              value={option.key}
              checked={chosen.includes(option.key)}
              onChange={() => toggle(option.key)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
