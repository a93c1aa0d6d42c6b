"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { ApiCallError, failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { callWaiter, fetchWaiterCall } from "@/lib/client/api/waiter-call";
import { useLive, type LiveOptions } from "@/lib/client/use-live";
import { usePlace } from "@/lib/client/use-place";
import { onTableClassOf, showsCallWaiter } from "@/lib/domain/on-table";
import { WAITER_CALL_POLL_MS, WAITER_CALL_REASONS, type WaiterCall, type WaiterCallReason } from "@/lib/domain/waiter-call";
import { errorText } from "@/lib/i18n/api-error-text";

// A token that will not start working, or a place that cannot call: asking again changes nothing.
const final = (error: unknown) => error instanceof ApiCallError && (error.failure.code === "not_found" || error.failure.code === "call_waiter_unavailable");
const LIVE_CALL: LiveOptions<WaiterCall | null> = { pollMs: () => WAITER_CALL_POLL_MS, retryOn: (error) => !final(error), onFocus: true };

/**
 * The call-waiter control of a table's menu (spec §2, issue 10). The menu page stays cached for everyone:
 * the table comes from the QR's `?table=` token, read here in the browser and resolved by the API, and the
 * server decides whether the table may call (its branch's mode, the brand's switch). One tap calls; the
 * control then follows the call — waiting for staff, then on the way — polling cheaply with its ETag.
 */
export function CallWaiter({ supplierSlug, onTableClass }: { supplierSlug: string; onTableClass: string }) {
  const t = useTranslations("menu.callWaiter");
  const errors = useTranslations("errors");
  const headingId = useId();
  const lookup = usePlace(supplierSlug);
  const [reason, setReason] = useState<WaiterCallReason | "">("");
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  // rooms and seats have no waiter to call (spec §2: not in room service)
  const here = lookup.status === "ready" && lookup.place.kind === "table" ? lookup.place : null;
  const state = useLive(here ? `waiter-call:${here.token}` : null, () => fetchWaiterCall(here!.token), LIVE_CALL);
  const refused = state.error instanceof ApiCallError ? state.error.failure.code : null;
  const call = state.data;

  const visible = showsCallWaiter({
    onTableClass: onTableClassOf(onTableClass),
    room: false,
    tableId: refused === "not_found" ? null : (here?.code ?? null),
    loading: call === undefined,
    brandAllowsCallWaiter: refused !== "call_waiter_unavailable",
  });
  if (!visible || !here) return null;

  const open = call?.status === "open";
  async function tap() {
    if (!here || open || sending) return;
    setSending(true);
    setFailure(null);
    try {
      state.set(await callWaiter(here.token, reason || null));
    } catch (error) {
      setFailure(failureToShow(error));
    } finally {
      setSending(false);
    }
  }

  const status = sending ? t("sending") : open ? t("open") : call?.status === "acknowledged" ? t("acknowledged") : "";
  return (
    <section aria-labelledby={headingId} className="card flex flex-col gap-3" data-call-waiter>
      <h2 id={headingId} className="text-lg font-semibold">
        {t("table", { code: here.code })}
        {here.zone && <span className="muted font-normal"> · {here.zone}</span>}
      </h2>
      {!open && (
        <label className="field">
          {t("reason")}
          <select value={reason} onChange={(event) => setReason(event.target.value as WaiterCallReason | "")}>
            <option value="">{t("reasons.none")}</option>
            {WAITER_CALL_REASONS.map((key) => (
              <option key={key} value={key}>
                {t(`reasons.${key}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="button" className="btn-primary" onClick={tap} aria-disabled={open || sending} aria-busy={sending}>
        {t("call")}
      </button>
      <p role="status" className="font-semibold">
        {status}
      </p>
      {failure && (
        <p role="alert" className="field-error">
          {errorText(errors, failure.code)}
        </p>
      )}
    </section>
  );
}
