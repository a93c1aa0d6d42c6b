"use client";

import { useTranslations } from "use-intl/react";
import { useState } from "react";
import { failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { AUDIT_PAGE, fetchAudit } from "@/lib/client/api/staff-accounts";
import { useDateTime } from "@/lib/client/use-date-time";
import { useLive } from "@/lib/client/use-live";
import type { StaffAuditEntryWire } from "@/lib/domain/staff/staff-wire";
import { errorText } from "@/lib/i18n/api-error-text";
import { staffLive } from "./staff-live";

/** New entries (a colleague's tap) arrive this often, and when the screen is picked up again. */
const ACTIVITY_POLL_MS = 30_000;

/**
 * Who did what at the brand (the audit log), newest first, a page at a time: sign-ins, accounts, orders moved,
 * payments confirmed, products sold out. An action this screen has no words for shows its code.
 */
export function ActivityLog() {
  const t = useTranslations("staff.activity");
  const errors = useTranslations("errors");
  const dateTime = useDateTime();
  const latest = useLive("staff-audit", () => fetchAudit(), staffLive(ACTIVITY_POLL_MS));
  // the pages asked for with "more", older than the latest page
  const [older, setOlder] = useState<StaffAuditEntryWire[]>([]);
  // whether an older page may exist: the last page asked for came full
  const [more, setMore] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const entries = latest.data && [...latest.data, ...older.filter((entry) => !latest.data!.some((known) => known.id === entry.id))];
  const shownFailure = failure ?? (latest.error === undefined ? null : failureToShow(latest.error));

  async function loadOlder(before: number) {
    setFailure(null);
    try {
      const page = await fetchAudit(before);
      setOlder((current) => [...current, ...page]);
      setMore(page.length === AUDIT_PAGE);
    } catch (error) {
      setFailure(failureToShow(error));
    }
  }

  const action = (entry: StaffAuditEntryWire) => {
    const key = `actions.${entry.action.replace(".", "_")}`;
    return t.has(key) ? t(key) : entry.action;
  };

  return (
    <section aria-labelledby="activity" className="card flex flex-col gap-3" data-activity>
      <h2 id="activity" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {shownFailure && (
        <p role="alert" className="field-error">
          {errorText(errors, shownFailure.code)}
        </p>
      )}
      {!entries && !shownFailure && <p className="muted">{t("loading")}</p>}
      {entries && entries.length === 0 && <p className="muted">{t("none")}</p>}
      {entries && entries.length > 0 && (
        <ol className="flex flex-col">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-x-3 border-t border-(--brand-border) py-2 first:border-t-0" data-audit-action={entry.action}>
              <span>
                <strong>{entry.account?.name ?? t("system")}</strong> · {action(entry)}
                {/* an order, a payment, a call… by its number; an account is already named by the action's wording */}
                {entry.subject_id && entry.subject_type !== "staff_account" && <span className="muted"> #{entry.subject_id}</span>}
              </span>
              <time dateTime={entry.at} className="muted text-sm">
                {dateTime(entry.at, { dateStyle: "medium", timeStyle: "short" })}
              </time>
            </li>
          ))}
        </ol>
      )}
      {entries && (more ?? latest.data!.length === AUDIT_PAGE) && (
        <button type="button" className="btn-outline self-start" onClick={() => loadOlder(entries.at(-1)!.id)}>
          {t("more")}
        </button>
      )}
    </section>
  );
}
