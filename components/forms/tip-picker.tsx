"use client";

import { useTranslations } from "use-intl/react";
import { useId } from "react";
import { useCurrency } from "@/lib/client/use-money";
import { maxMinor, ZERO } from "@/lib/domain/money/minor";
import { nearestMinor, toMajor } from "@/lib/domain/money/major-units";
import { DEFAULT_TIP, TIP_PERCENT_CHOICES, type Tip } from "@/lib/domain/checkout/tip";

type Choice = "none" | "custom" | `${number}`;

function choiceOf(tip: Tip): Choice {
  if (tip.include !== "YES") return "none";
  return tip.customValue !== null ? "custom" : `${tip.percent}`;
}

interface Props {
  tip: Tip;
  amount: string;
  onChange: (tip: Tip) => void;
}

/**
 * The voluntary tip (product §9): 10 % comes included, clearly labelled voluntary; the diner can pick another
 * percentage, type an amount, or remove it. No choice above the 10 % suggestion is offered preselected.
 */
export function TipPicker({ tip, amount, onChange }: Props) {
  const t = useTranslations("checkout.tip");
  const currency = useCurrency();
  const id = useId();
  const choice = choiceOf(tip);
  const percents = TIP_PERCENT_CHOICES.filter((p) => p > 0).sort((a, b) => b - a);

  const choose = (next: Choice) => {
    if (next === "none") return onChange({ ...tip, include: "NO", customValue: null });
    if (next === "custom") return onChange({ include: "YES", percent: tip.percent, customValue: tip.customValue ?? ZERO });
    onChange({ include: "YES", percent: Number(next), customValue: null });
  };

  return (
    <fieldset className="card flex flex-col gap-2" data-tip>
      <legend className="font-semibold">{t("title")}</legend>
      <p className="muted text-sm" id={`${id}-hint`}>
        {t("hint", { percent: DEFAULT_TIP.percent })}
      </p>
      <div className="flex flex-wrap gap-2" role="radiogroup" aria-describedby={`${id}-hint`}>
        {percents.map((percent) => (
          <label key={percent} className="chip gap-2">
            <input type="radio" name={`${id}-tip`} checked={choice === `${percent}`} onChange={() => choose(`${percent}`)} />
            {t("percent", { percent })}
          </label>
        ))}
        <label className="chip gap-2">
          <input type="radio" name={`${id}-tip`} checked={choice === "custom"} onChange={() => choose("custom")} />
          {t("custom")}
        </label>
        <label className="chip gap-2">
          <input type="radio" name={`${id}-tip`} checked={choice === "none"} onChange={() => choose("none")} />
          {t("none")}
        </label>
      </div>
      {choice === "custom" && (
        <div className="field">
          <label htmlFor={`${id}-custom`}>{t("customLabel")}</label>
          <input
            id={`${id}-custom`}
            type="number"
            inputMode="decimal"
            min={0}
            value={toMajor(tip.customValue ?? ZERO, currency) || ""}
            onChange={(event) => onChange({ ...tip, include: "YES", customValue: maxMinor(ZERO, nearestMinor(Number(event.target.value) || 0, currency)) })}
          />
        </div>
      )}
      <p className="text-sm" data-tip-amount aria-live="polite">
        {t("amount", { amount })}
      </p>
    </fieldset>
  );
}
