"use client";

import { useTranslations } from "use-intl/react";
import { useState } from "react";
import { failureToShow } from "@/lib/client/api/api-failure";
import { fetchWaitlist, seatParty } from "@/lib/client/api/staff";
import { useClock } from "@/lib/client/use-clock";
import { useLive } from "@/lib/client/use-live";
import type { BranchTable } from "@/lib/domain/bookings/table-seating";
import type { StaffWaitlistEntry } from "@/lib/domain/bookings/waitlist-view";
import { errorText } from "@/lib/i18n/api-error-text";
import { STAFF_CLOCK_MS, STAFF_LIVE } from "./staff-live";
import { useStaffAction } from "./use-staff-action";

/** A table as the host's pickers offer it: "Mesa 4 · Terraza · 4 puestos". */
export function TableOption({ table }: { table: BranchTable }) {
  const t = useTranslations("staff.bookings");
  return <option value={table.code}>{[t("waitlist.tableCode", { code: table.code }), table.zone, table.seats !== null && t("waitlist.seats", { count: table.seats })].filter(Boolean).join(" · ")}</option>;
}

/** The branch's walk-in line and its tables, polled once for the whole stand (the book seats its parties at the same tables). */
export function useBranchLine(branch: string) {
  return useLive(`host-waitlist:${branch}`, () => fetchWaitlist(branch), STAFF_LIVE);
}

/**
 * The host stand's walk-in line: who waits, in order, for how long and how many, and who was called to
 * which table. The host picks the table that just freed up, then seats the next party who fits it or the one
 * chosen; the party's phone says "your table is ready" at its next poll.
 */
export function HostWaitlist({ branch }: { branch: string }) {
  const t = useTranslations("staff.bookings");
  const errors = useTranslations("errors");
  const now = useClock(STAFF_CLOCK_MS);
  const live = useBranchLine(branch);
  const [table, setTable] = useState("");
  const { pending: seating, failure, run } = useStaffAction<string>();
  const entries = live.data?.entries ?? [];
  const tables = live.data?.tables ?? [];
  // only a free table takes the next party; a choice that was taken meanwhile falls back to the first free one
  const free = tables.filter((option) => option.free);
  const chosen = free.some((option) => option.code === table) ? table : (free[0]?.code ?? "");
  const waiting = entries.filter((entry) => entry.status === "waiting");
  const called = entries.filter((entry) => entry.status === "ready");

  function seat(key: string, entry?: StaffWaitlistEntry) {
    if (chosen) void run(key, () => seatParty(branch, chosen, entry?.id), { then: live.refresh });
  }

  return (
    <section aria-labelledby="host-waitlist" className="card flex flex-col gap-3" data-host-waitlist>
      <h2 id="host-waitlist" className="flex items-baseline gap-2 text-xl font-semibold">
        {t("waitlist.title")} <span className="muted text-base">{live.data ? t("waitlist.waiting", { count: waiting.length }) : ""}</span>
      </h2>
      {!live.data ? (
        <p role="status" className="muted">
          {live.error ? errorText(errors, failureToShow(live.error).code) : t("loading")}
        </p>
      ) : tables.length === 0 ? (
        <p className="muted">{t("waitlist.noTables")}</p>
      ) : free.length === 0 ? (
        <p className="muted" data-no-free-table>
          {t("waitlist.noFreeTables")}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <div className="field">
            <label htmlFor="host-table">{t("waitlist.table")}</label>
            <select id="host-table" value={chosen} onChange={(event) => setTable(event.target.value)}>
              {free.map((option) => (
                <TableOption key={option.code} table={option} />
              ))}
            </select>
          </div>
          <button type="button" className="btn-primary w-full" onClick={() => seat("next")} aria-disabled={seating !== null || waiting.length === 0} aria-busy={seating === "next"} data-seat-next>
            {t("waitlist.seatNext")}
          </button>
        </div>
      )}
      {failure && (
        <p role="alert" className="field-error">
          {errorText(errors, failure.code)}
        </p>
      )}
      {live.data && waiting.length === 0 && <p className="muted">{t("waitlist.none")}</p>}
      {now && waiting.length > 0 && (
        <ol className="flex flex-col gap-2">
          {waiting.map((entry) => {
            const nameId = `party-${entry.id}`;
            const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(entry.joined_at)) / 60_000));
            return (
              <li key={entry.id} className="host-row" data-waitlist-entry={entry.id} aria-labelledby={nameId}>
                <span className="host-party" aria-hidden="true">
                  {entry.persons}
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p>
                    <span className="muted tabular-nums">{t("waitlist.position", { position: entry.position ?? 0 })}</span> <strong id={nameId}>{entry.name}</strong>
                  </p>
                  <p className="muted text-sm">
                    {t("party", { count: entry.persons })} · {t("waitlist.waited", { minutes })} ·{" "}
                    <a href={`tel:${entry.phone.replace(/[^\d+]/g, "")}`} className="underline">
                      {entry.phone}
                    </a>
                  </p>
                </div>
                {chosen && (
                  <div className="host-actions">
                    <button
                      type="button"
                      className="btn-outline"
                      aria-describedby={nameId}
                      aria-disabled={seating !== null}
                      aria-busy={seating === `entry:${entry.id}`}
                      onClick={() => seat(`entry:${entry.id}`, entry)}
                      data-seat-party={entry.id}
                    >
                      {t("waitlist.seatAt", { code: chosen })}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {called.length > 0 && (
        <section aria-labelledby="host-called" className="flex flex-col gap-1">
          <h3 id="host-called" className="font-semibold">
            {t("waitlist.calledTitle")}
          </h3>
          <ul className="flex flex-col gap-1 text-sm">
            {called.map((entry) => (
              <li key={entry.id} data-called-entry={entry.id}>
                <strong>{entry.name}</strong> · {t("party", { count: entry.persons })} · {t("waitlist.called", { code: entry.table?.code ?? "" })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
