"use client";

import { useId, useState } from "react";
import { useTranslations } from "use-intl/react";
import { useDayLabel } from "@/components/forms/schedule-picker";
import { Field } from "@/components/ui/field";
import type { BookingDay } from "@/lib/client/api/bookings";
import type { Live } from "@/lib/client/use-live";
import { alternativesTo, slotsAround, WISHED_TIME } from "@/lib/domain/bookings/slot-offer";

interface Props {
  day: Live<BookingDay>;
  persons: number;
  chosen: string | null;
  onChoose: (time: string) => void;
  /** the diner tried to go on without an hour */
  missing: boolean;
  /** a full hour can be chosen, for its waitlist (a new booking); otherwise it shows but cannot be taken */
  waitlist: boolean;
}

/**
 * The day's hours for the party: five around the wished hour first (slot-offer.ts), the rest one tap away; those
 * with room, and the full ones (with their waitlist, or greyed out). A full hour chosen offers the nearest hours
 * that still have room, beside its waitlist.
 */
export function SlotChoice({ day, persons, chosen, onChoose, missing, waitlist }: Props) {
  const t = useTranslations("booking");
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const slots = day.data?.slots ?? [];
  const full = (zones: readonly string[]) => zones.length === 0;
  const waitlistTime = waitlist ? slots.find((s) => s.time === chosen && full(s.zones))?.time : undefined;
  const around = slotsAround(slots, WISHED_TIME, chosen);
  const shown = showAll ? slots : around;
  // a full hour chosen, or nothing with room among the hours shown first: the nearest hours that have room
  const fullHere = waitlistTime ?? (!showAll && around.length > 0 && around.every((s) => full(s.zones)) ? WISHED_TIME : null);
  const alternatives = fullHere ? alternativesTo(slots, fullHere) : [];
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={missing ? "booking-slot-error" : undefined} data-slots-shown={shown.length}>
      <legend className="mb-1">{t("time")}</legend>
      {!day.data && !day.error && (
        <p className="muted" role="status">
          {t("loadingSlots")}
        </p>
      )}
      {day.error && !day.data ? (
        <p className="alert-text" role="alert">
          {t("slotsFailed")}
        </p>
      ) : null}
      {day.data && slots.length === 0 && <p className="muted">{t("noSlots", { count: persons })}</p>}
      {day.data && slots.length > 0 && slots.every((s) => full(s.zones)) && <p className="muted">{t(waitlist ? "fullDay" : "noSlots", { count: persons })}</p>}
      <div className="flex flex-wrap gap-2" id={listId}>
        {shown.map((s) => (
          <label key={s.time} className="chip gap-2" data-full={full(s.zones) || undefined}>
            <input type="radio" name="booking-time" value={s.time} checked={chosen === s.time} disabled={full(s.zones) && !waitlist} onChange={() => onChoose(s.time)} />
            {s.time}
            {full(s.zones) && <span className="muted text-xs">{t(waitlist ? "waitlistSlot" : "fullSlot")}</span>}
          </label>
        ))}
      </div>
      {slots.length > around.length && (
        <button type="button" className="self-start text-sm font-semibold underline" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll((all) => !all)} data-all-slots>
          {showAll ? t("fewerSlots") : t("allSlots", { count: slots.length })}
        </button>
      )}
      {alternatives.length > 0 && (
        <div className="flex flex-col gap-2" role="group" aria-labelledby={`${listId}-near`} data-slot-alternatives>
          <p id={`${listId}-near`} className="text-sm">
            {t("alternatives", { time: fullHere!, count: persons })}
          </p>
          <div className="flex flex-wrap gap-2">
            {alternatives.map((s) => (
              <button key={s.time} type="button" className="btn-outline" onClick={() => onChoose(s.time)} aria-label={t("chooseAlternative", { time: s.time })}>
                {s.time}
              </button>
            ))}
          </div>
        </div>
      )}
      {waitlistTime && (
        <p className="text-sm" role="status" data-waitlist-offer>
          {t("waitlistOffer", { time: waitlistTime })}
        </p>
      )}
      {missing && (
        <p id="booking-slot-error" className="field-error">
          {t("chooseSlot")}
        </p>
      )}
    </fieldset>
  );
}

/** The day of the booking, among the dates the branch takes (today first). */
export function DayChoice({ dates, value, onChange }: { dates: readonly string[]; value: string; onChange: (date: string) => void }) {
  const t = useTranslations("booking");
  const dayLabel = useDayLabel();
  return (
    <Field label={t("date")}>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {dates.map((date) => (
          <option key={date} value={date}>
            {dayLabel(date)}
          </option>
        ))}
      </select>
    </Field>
  );
}
