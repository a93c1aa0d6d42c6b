"use client";

import { useTranslations } from "use-intl/react";
import { acknowledgeCall, fetchWaiterCalls } from "@/lib/client/api/staff";
import { useLive } from "@/lib/client/use-live";
import type { OperatorWaiterCall } from "@/lib/domain/tabs/waiter-call";
import { errorText } from "@/lib/i18n/api-error-text";
import { STAFF_LIVE } from "./staff-live";
import { useStaffAction } from "./use-staff-action";

/**
 * The branch's open waiter calls, beside the board: which table, why, how long it has waited, and the
 * one tap that tells the table a waiter is on the way. Shown only to accounts that may take calls.
 */
export function WaiterCallsPanel({ branch }: { branch: string }) {
  const t = useTranslations("staff.calls");
  const board = useTranslations("staff.board");
  const reasons = useTranslations("menu.callWaiter.reasons");
  const errors = useTranslations("errors");
  const live = useLive(`calls:${branch}`, () => fetchWaiterCalls(branch), STAFF_LIVE);
  const { pending: taking, failure, run } = useStaffAction<number>();
  const calls = live.data ?? [];

  // taken meanwhile by a colleague: the list below says so on its next answer
  const take = (call: OperatorWaiterCall) => run(call.id, () => acknowledgeCall(call.id), { expected: "call_already_acknowledged", then: live.refresh });

  return (
    <section aria-labelledby="waiter-calls" className="card flex flex-col gap-3" data-waiter-calls>
      <h2 id="waiter-calls" className="text-lg font-semibold">
        {t("title")} <span className="muted">({calls.length})</span>
      </h2>
      {failure && (
        <p role="alert" className="field-error">
          {errorText(errors, failure.code)}
        </p>
      )}
      {calls.length === 0 ? (
        <p className="muted">{live.data ? t("none") : board("loading")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {calls.map((call) => (
            <li key={call.id} className="flex flex-wrap items-center justify-between gap-2" data-waiter-call={call.id}>
              <span>
                <strong>{board(`place.${call.place.kind}`, { code: call.place.code })}</strong>
                {call.place.zone && <span className="muted"> · {call.place.zone}</span>}
                {" · "}
                {call.reason ? reasons(call.reason) : reasons("none")}
                <span className="muted"> · {board("minutesAgo", { minutes: Math.floor(call.age_seconds / 60) })}</span>
              </span>
              <button type="button" className="btn-primary" onClick={() => take(call)} aria-disabled={taking === call.id} aria-busy={taking === call.id}>
                {t("take", { place: board(`place.${call.place.kind}`, { code: call.place.code }) })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
