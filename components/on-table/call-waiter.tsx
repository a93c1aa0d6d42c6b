"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "use-intl/react";
import { browserOnly } from "@/components/ui/browser-only";
import { ApiCallError, type ApiFailure } from "@/lib/client/api/api-failure";
import { fetchWaiterCall } from "@/lib/client/api/waiter-call";
import { useLive, type LiveOptions } from "@/lib/client/use-live";
import { usePlace } from "@/lib/client/use-place";
import { onTableClassOf, showsCallWaiter } from "@/lib/domain/tabs/on-table";
import { WAITER_CALL_POLL_MS, type WaiterCall } from "@/lib/domain/tabs/waiter-call";

// Most tables never call: the dialog's reasons and sending come with the first tap.
const CallWaiterDialog = browserOnly(() => import("./call-waiter-dialog").then((m) => m.CallWaiterDialog));

type Refusal = ApiFailure["code"];
const refusalOf = (error: unknown): Refusal | null => (error instanceof ApiCallError ? error.failure.code : null);
// A token that will not start working, or a place that cannot call: asking again changes nothing.
const final = (error: unknown) => refusalOf(error) === "not_found" || refusalOf(error) === "call_waiter_unavailable";
const LIVE_CALL: LiveOptions<WaiterCall | null> = { pollMs: () => WAITER_CALL_POLL_MS, retryOn: (error) => !final(error), onFocus: true };

/**
 * The call-waiter control of a table's menu (product §2): one line over the menu — the table and a button
 * that opens the call-waiter dialog — then the call as staff see it: waiting, then a waiter on the way. The menu
 * page stays cached for everyone: the table comes from the QR's `?table=` token, read here in the browser and
 * resolved by the API, and the server decides whether the table may call (its branch's mode, the brand's
 * switch). The call is polled cheaply with its ETag.
 */
export function CallWaiter({ supplierSlug, onTableClass }: { supplierSlug: string; onTableClass: string }) {
  const t = useTranslations("menu.callWaiter");
  const headingId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const lookup = usePlace(supplierSlug);
  const [asking, setAsking] = useState(false);
  // the dialog is modal: the page takes focus back once it is gone
  const refocus = useRef(false);
  useEffect(() => {
    if (asking || !refocus.current) return;
    refocus.current = false;
    trigger.current?.focus();
  }, [asking]);

  // rooms and seats have no waiter to call (product §2: not in room service)
  const here = lookup.status === "ready" && lookup.place.kind === "table" ? lookup.place : null;
  const state = useLive(here ? `waiter-call:${here.token}` : null, () => fetchWaiterCall(here!.token), LIVE_CALL);
  const refused = refusalOf(state.error);
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
  const done = (answer?: WaiterCall) => {
    if (answer) state.set(answer);
    refocus.current = true;
    setAsking(false);
  };
  return (
    <>
      <section aria-labelledby={headingId} className="card flex flex-wrap items-center gap-x-3 gap-y-1" data-call-waiter>
        <h2 id={headingId} className="font-semibold">
          {t("table", { code: here.code })}
          {here.zone && <span className="muted font-normal"> · {here.zone}</span>}
        </h2>
        <button ref={trigger} type="button" className="btn-primary ms-auto" aria-haspopup="dialog" aria-disabled={open} onClick={() => !open && setAsking(true)}>
          {t("call")}
        </button>
        <p role="status" className="basis-full font-semibold">
          {open ? t("open") : call?.status === "acknowledged" ? t("acknowledged") : ""}
        </p>
      </section>
      {asking && <CallWaiterDialog token={here.token} tableCode={here.code} onCalled={done} onCancel={() => done()} />}
    </>
  );
}
