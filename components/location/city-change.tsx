"use client";

import { useId, useState } from "react";
import { useTranslations } from "use-intl/react";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import type { DeliveryCity } from "@/lib/domain/location/delivery-cities";

interface Props {
  cities: readonly DeliveryCity[];
  /** the city the address is in now */
  city: string;
  onChange: (city: DeliveryCity) => void;
}

/**
 * Product §2's city change: the address's city, and — at a brand that delivers in more than one — a dialog listing
 * them, whose choice names the address's city and takes the map there.
 */
export function CityChange({ cities, city, onChange }: Props) {
  const t = useTranslations("location");
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState(city);
  const ref = useModalDialog(open);
  const choose = () => {
    const chosen = cities.find((candidate) => candidate.name === picked);
    if (chosen) onChange(chosen);
    setOpen(false);
  };
  return (
    <div className="flex flex-wrap items-center gap-3" data-city-change>
      <p>
        <span className="font-semibold">{t("city")}: </span>
        <span data-city>{city}</span>
      </p>
      {cities.length > 1 && (
        <button
          type="button"
          className="btn-outline"
          aria-haspopup="dialog"
          onClick={() => {
            setPicked(city);
            setOpen(true);
          }}
        >
          {t("changeCity")}
        </button>
      )}
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        className="m-auto w-[min(92vw,24rem)] rounded-2xl bg-[var(--brand-surface)] p-6 text-[var(--brand-text)] shadow-xl backdrop:bg-black/50"
      >
        {/* no <form> of its own: it sits inside the address form, and a nested form's submit would send that one */}
        <div className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend id={titleId} className="mb-2 text-lg font-semibold">
              {t("chooseCity")}
            </legend>
            {cities.map((candidate) => (
              <label key={candidate.name} className="chip gap-2">
                <input type="radio" name="city" value={candidate.name} checked={picked === candidate.name} onChange={() => setPicked(candidate.name)} />
                {candidate.name}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-outline" onClick={() => setOpen(false)}>
              {t("cancelCity")}
            </button>
            <button type="button" className="btn-primary" onClick={choose}>
              {t("confirmCity")}
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}
