"use client";

import { useTranslations } from "use-intl/react";
import { useMoney } from "@/lib/client/use-money";
import type { MenuOptionGroup } from "@/lib/domain/menu/menu";

interface Props {
  group: MenuOptionGroup;
  selected: number[];
  invalid: boolean;
  onToggle: (optionId: number) => void;
}

/** One option group: radios when one choice is allowed, check boxes otherwise, with its rule spelled out. */
export function OptionGroup({ group, selected, invalid, onToggle }: Props) {
  const t = useTranslations("product");
  const money = useMoney();
  const single = group.max === 1;
  const full = selected.length >= group.max;
  const rule =
    group.min === group.max ? t("chooseExactly", { count: group.max }) : group.min > 0 ? t("chooseBetween", { min: group.min, max: group.max }) : t("chooseUpTo", { max: group.max });
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={invalid || undefined} data-group={group.id}>
      <legend className="mb-1 flex w-full flex-wrap items-baseline justify-between gap-2 font-semibold">
        <span>{group.label}</span>
        <span className={invalid ? "field-error text-xs" : "muted text-xs font-normal"}>
          {group.required ? `${t("required")} · ` : ""}
          {rule}
        </span>
      </legend>
      {group.options.map((option) => {
        const checked = selected.includes(option.id);
        return (
          <label key={option.id} className="option-row">
            <input
              type={single ? "radio" : "checkbox"}
              name={`group-${group.id}`}
              checked={checked}
              disabled={!single && !checked && full}
              onChange={() => onToggle(option.id)}
            />
            <span className="flex-1">{option.label}</span>
            {option.price > 0 && <span className="muted text-sm">+{money(option.price)}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}
