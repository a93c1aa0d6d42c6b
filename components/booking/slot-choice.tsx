"use client";

import { useTranslations } from "use-intl/react";
import { useDayLabel } from "@/components/forms/schedule-picker";
import { Field } from "@/components/ui/field";
import type { BookingDay } from "@/lib/client/api/bookings";
import type { Live } from "@/lib/client/use-live";

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

/** The day's hours for the party: those with room, and the full ones (with their waitlist, or greyed out). */
export function SlotChoice({ day, persons, chosen, onChoose, missing, waitlist }: Props) {
  const t = useTranslations("booking");
  const slots = day.data?.slots ?? [];
  const full = (zones: string[]) => zones.length === 0;
  const waitlistTime = waitlist ? slots.find((s) => s.time === chosen && full(s.zones))?.time : undefined;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={missing ? "booking-slot-error" : undefined}>
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
      <div className="flex flex-wrap gap-2">
        {slots.map((s) => (
          <label key={s.time} className="chip gap-2" data-full={full(s.zones) || undefined}>
            <input type="radio" name="booking-time" value={s.time} checked={chosen === s.time} disabled={full(s.zones) && !waitlist} onChange={() => onChoose(s.time)} />
            {s.time}
            {full(s.zones) && <span className="muted text-xs">{t(waitlist ? "waitlistSlot" : "fullSlot")}</span>}
          </label>
        ))}
      </div>
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
