"use client";

import { useTranslations } from "use-intl/react";
import { useEffect, useId, useRef, useState } from "react";
import { freeTable, seatWalkIn } from "@/lib/client/api/staff";
import type { FloorPlace } from "@/lib/domain/tabs/floor";
import { WALK_IN_PERSONS } from "@/lib/domain/bookings/table-seating";
import { errorText } from "@/lib/i18n/api-error-text";
import { useStaffAction } from "./use-staff-action";
import { minutesSince } from "@/lib/domain/time/minutes-since";

/**
 * A table's party on the floor: who sits there (a booking, a waitlist party, a walk-in) and since when; the host's
 * taps that sit a walk-in at a free table and free a table whose party left without a tab (one with a tab is
 * freed by closing it).
 */
export function FloorParty({ place, branch, now, headingId, onChange }: { place: FloorPlace; branch: string; now: Date; headingId: string; onChange: () => Promise<unknown> }) {
  const t = useTranslations("staff.tables");
  const errors = useTranslations("errors");
  const { pending, failure, run } = useStaffAction<"seat" | "free">();
  const [seating, setSeating] = useState(false);
  const { party, tab } = place;
  if (place.kind !== "table") return null;
  return (
    <>
      {party && (
        <p className="text-sm" data-floor-party={party.source}>
          {[party.source === "walk_in" && party.name, t(`party.${party.source}`, { name: party.name ?? "", persons: party.persons, minutes: minutesSince(party.since, now) })].filter(Boolean).join(" · ")}
        </p>
      )}
      {failure && (
        <p role="alert" className="field-error text-sm">
          {errorText(errors, failure.code)}
        </p>
      )}
      {!party && !tab && !seating && (
        <button type="button" className="btn-outline mt-auto px-3 text-sm" onClick={() => setSeating(true)} aria-describedby={headingId} data-seat-walk-in>
          {t("seatWalkIn")}
        </button>
      )}
      {!party && !tab && seating && (
        <WalkInForm
          headingId={headingId}
          busy={pending === "seat"}
          onCancel={() => setSeating(false)}
          onSeat={(persons, name) =>
            run("seat", () => seatWalkIn(branch, place.code, persons, name).then(() => setSeating(false)), { then: onChange })
          }
        />
      )}
      {party && !tab && (
        <button type="button" className="btn-outline mt-auto px-3 text-sm" onClick={() => run("free", () => freeTable(branch, place.code), { then: onChange })} aria-disabled={pending !== null} aria-busy={pending === "free"} aria-describedby={headingId} data-free-table>
          {t("free")}
        </button>
      )}
    </>
  );
}

/** How many sit down, and a name to call them by if the host wants one. */
function WalkInForm({ headingId, busy, onSeat, onCancel }: { headingId: string; busy: boolean; onSeat: (persons: number, name?: string) => void; onCancel: () => void }) {
  const t = useTranslations("staff.tables");
  const validation = useTranslations("validation");
  const [persons, setPersons] = useState("2");
  const [name, setName] = useState("");
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  // the tap on "Sit a party" replaces its button with this form: the keyboard's focus goes with it
  useEffect(() => first.current?.focus(), []);
  const count = Number(persons);
  const valid = Number.isInteger(count) && count >= WALK_IN_PERSONS.min && count <= WALK_IN_PERSONS.max;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !busy) onSeat(count, name.trim() || undefined);
      }}
      data-walk-in-form
    >
      <div className="field">
        <label htmlFor={`${id}-persons`}>{t("walkInPersons")}</label>
        <input
          ref={first}
          id={`${id}-persons`}
          type="number"
          inputMode="numeric"
          min={WALK_IN_PERSONS.min}
          max={WALK_IN_PERSONS.max}
          value={persons}
          onChange={(event) => setPersons(event.target.value)}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : `${id}-persons-error`}
          required
        />
        {!valid && (
          <p id={`${id}-persons-error`} className="field-error">
            {validation("persons")}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t("walkInName")}</label>
        <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} maxLength={60} autoComplete="off" />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary px-3 text-sm" aria-disabled={!valid || busy} aria-busy={busy} aria-describedby={headingId}>
          {t("seatHere")}
        </button>
        <button type="button" className="btn-outline px-3 text-sm" onClick={onCancel}>
          {t("cancelSeat")}
        </button>
      </div>
    </form>
  );
}
