"use client";

import { useTranslations } from "use-intl/react";
import { useState } from "react";
import { failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { fetchMoveDay, moveBooking } from "@/lib/client/api/bookings";
import { useLive } from "@/lib/client/use-live";
import { bookableDates } from "@/lib/domain/bookings/booking";
import type { BookingView } from "@/lib/domain/bookings/booking-view";
import { apiErrorText } from "@/lib/i18n/api-error-text";
import { PartySize } from "./party-size";
import { DayChoice, SlotChoice } from "./slot-choice";

const SLOTS_POLL_MS = 30_000;

interface Props {
  booking: BookingView;
  token: string;
  onSaved: (booking: BookingView) => void;
  onClose: () => void;
}

/**
 * Product §2's booking edit dialog, on the booking's page: another party size, day or hour, among the slots with
 * room for it (its own covers free); checked again by the server, which keeps the booking as it was on refusal.
 */
export function BookingEdit({ booking, token, onSaved, onClose }: Props) {
  const t = useTranslations();
  const [dates] = useState(() => bookableDates(new Date(), booking.supplier.timezone, booking.limits.days_ahead));
  const [persons, setPersons] = useState(booking.persons);
  const [date, setDate] = useState(booking.date);
  const [time, setTime] = useState<string | null>(booking.time);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const day = useLive(`booking-move:${booking.id}:${date}:${persons}`, () => fetchMoveDay(booking.id, token, date, persons), { pollMs: () => SLOTS_POLL_MS, retryOn: () => true });
  const slot = day.data?.slots.find((s) => s.time === time && s.zones.length > 0);
  const unchanged = persons === booking.persons && date === booking.date && time === booking.time;

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!slot || unchanged) return;
    setSaving(true);
    setFailure(null);
    try {
      onSaved(await moveBooking(booking.id, token, { persons, date, time: slot.time }));
    } catch (error) {
      setFailure(failureToShow(error));
      void day.refresh();
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} className="card flex flex-col gap-3" aria-labelledby="booking-edit-title" data-booking-edit>
      <h2 id="booking-edit-title" className="font-semibold">
        {t("booking.edit.title")}
      </h2>
      <PartySize persons={persons} onChange={setPersons} maxParty={booking.limits.max_party} />
      <DayChoice dates={dates.includes(booking.date) ? dates : [booking.date, ...dates]} value={date} onChange={setDate} />
      <SlotChoice day={day} persons={persons} chosen={slot ? time : null} onChoose={setTime} missing={false} waitlist={false} />
      {failure && (
        <p role="alert" className="alert-text">
          {apiErrorText(t, "booking", failure.code, { max: String(failure.detail.max ?? booking.limits.max_party) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={saving || !slot || unchanged}>
          {saving ? t("booking.edit.saving") : slot ? t("booking.edit.saveAt", { time: slot.time, count: persons }) : t("booking.edit.save")}
        </button>
        <button type="button" className="btn-outline" onClick={onClose}>
          {t("booking.edit.close")}
        </button>
      </div>
    </form>
  );
}
