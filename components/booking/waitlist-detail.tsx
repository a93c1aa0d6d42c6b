"use client";

import { IntentLink } from "@/components/shell/intent-link";
import { useTranslations } from "use-intl/react";
import { useEffect, useRef, useState } from "react";
import { failureOf, failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { fetchWaitlistEntry, leaveWaitlist } from "@/lib/client/api/waitlist";
import { useLive } from "@/lib/client/use-live";
import { bookingPath } from "@/lib/domain/bookings/booking-paths";
import type { WaitlistView } from "@/lib/domain/bookings/waitlist-view";
import { apiErrorText } from "@/lib/i18n/api-error-text";

/** The line moves and a table is called at any moment: the page follows it within 2 s, on any replica. */
const POLL_MS = 2_000;

/**
 * A party's live page on a branch's walk-in waitlist: its place in line and the estimate while it waits;
 * "your table is ready" with the table's menu (its live tab) once staff call it; a way to leave the line.
 */
export function WaitlistDetail({ id, token }: { id: number; token: string }) {
  const t = useTranslations("booking.waitlist");
  const tr = useTranslations();
  const live = useLive(`waitlist:${id}`, () => fetchWaitlistEntry(id, token), {
    pollMs: (entry: WaitlistView) => (entry.status === "left" ? 0 : POLL_MS),
    retryOn: (error) => failureOf(error)?.code !== "not_found",
    onFocus: true,
  });
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const entry = live.data;

  // the call to a table moves focus to it, so a screen reader announces it at once
  useEffect(() => {
    if (entry?.status === "ready") headingRef.current?.focus();
  }, [entry?.status]);

  if (!entry) {
    const refused = failureOf(live.error);
    if (refused?.code === "not_found") return <p className="alert-text" role="alert">{t("notFound")}</p>;
    return (
      <p className={live.error ? "alert-text" : "muted"} role={live.error ? "alert" : "status"}>
        {live.error ? t("failed") : t("loading")}
      </p>
    );
  }

  const leave = async () => {
    setLeaving(true);
    setFailure(null);
    try {
      live.set(await leaveWaitlist(id, token));
    } catch (error) {
      setFailure(failureToShow(error));
    }
    setLeaving(false);
  };

  return (
    <div className="flex flex-col gap-4" data-waitlist={entry.id} data-waitlist-status={entry.status}>
      {entry.status === "ready" && entry.table ? (
        <section className="card flex flex-col gap-3" aria-labelledby="table-ready">
          <h1 id="table-ready" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
            {t("ready", { table: entry.table.code })}
          </h1>
          <p>{entry.table.zone ? t("readyWhere", { zone: entry.table.zone, branch: entry.supplier.name }) : entry.supplier.name}</p>
          <IntentLink href={entry.table.menu_path} className="btn-primary">
            {t("openTable")}
          </IntentLink>
        </section>
      ) : (
        <>
          <h1 className="text-2xl font-bold">{t("title", { branch: entry.supplier.name })}</h1>
          {entry.status === "waiting" && entry.position !== null ? (
            <div className="card flex flex-col gap-1" aria-live="polite">
              <p className="muted text-sm">
                {t("position")}
              </p>
              <p className="text-5xl font-bold" data-waitlist-position={entry.position}>
                {entry.position}
              </p>
              <p>{t("estimate", { minutes: entry.estimate_minutes ?? 0 })}</p>
              <p className="muted text-sm">{t("partyOf", { name: entry.name, count: entry.persons })}</p>
            </div>
          ) : (
            <p className="font-semibold" role="status">
              {t("left")}
            </p>
          )}
        </>
      )}
      {entry.status === "waiting" && <p className="muted text-sm">{t("keepOpen")}</p>}
      {failure && (
        <p role="alert" className="alert-text">
          {apiErrorText(tr, "booking", failure.code)}
        </p>
      )}
      {entry.status !== "left" && (
        <button type="button" className="btn-outline self-start" onClick={() => void leave()} disabled={leaving}>
          {leaving ? t("leaving") : entry.status === "ready" ? t("giveBack") : t("leave")}
        </button>
      )}
      {entry.status === "left" && (
        <IntentLink href={bookingPath(entry.supplier.slug)} className="btn-outline self-start">
          {t("again")}
        </IntentLink>
      )}
    </div>
  );
}
