"use client";

import { ApiCallError } from "@/lib/client/api/api-failure";
import { IntentLink } from "@/components/shell/intent-link";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl/react";
import { withdrawPart, withdrawRound, type OwnPart } from "@/lib/client/api/tab-actions";
import { useBrandStores, useOnTable } from "@/lib/client/stores/brand-stores";
import { useMoney } from "@/lib/client/use-money";
import { usePlace } from "@/lib/client/use-place";
import { useTab } from "@/lib/client/use-tab";
import type { Minor } from "@/lib/domain/money/minor";
import { menuDigitalPath, tabPath } from "@/lib/domain/routing/paths";
import type { OnlineMethod } from "@/lib/domain/payments/payment-methods";
import { tabPartMethods } from "@/lib/domain/tabs/tab-bill";
import { onTableClassOf, placeContext, tabEntry } from "@/lib/domain/tabs/on-table";
import { nextGuestNumber } from "@/lib/domain/tabs/tab-guests";
import type { TabView } from "@/lib/domain/tabs/tab-view";
import { CallWaiter } from "./call-waiter";
import { PayForm } from "./pay-form";
import { PlaceAlert, PlaceLookupFailed } from "./place-notice";
import { TabParts, TabRounds, TabTotals } from "./tab-details";
import { errorText } from "@/lib/i18n/api-error-text";

interface Props {
  supplierSlug: string;
  /** the tab the link names; null on solo-pago, which shows the place's current tab */
  tabId: number | null;
  onTableClass: string;
  /** the brand's gateway's methods where the branch takes online payment at the table (has_on_table_pay), else none */
  online: readonly OnlineMethod[];
  disableTip: boolean;
}

/** What changed between two polls, for the live region: a round, the tab closing, or the balance. */
function describeChange(before: TabView, after: TabView, t: ReturnType<typeof useTranslations<"tab">>, money: (amount: Minor) => string): string {
  if (after.status === "closed" && before.status !== "closed") return t("announce.closed");
  const round = after.rounds.length > before.rounds.length ? after.rounds[after.rounds.length - 1] : undefined;
  if (round) return t("announce.round", { guest: round.guest ?? t("nobody") });
  const withdrawn = after.rounds.find((r) => r.progress === "canceled" && before.rounds.some((b) => b.order_id === r.order_id && b.progress !== "canceled"));
  if (withdrawn) return t("announceWithdrawn", { guest: withdrawn.guest ?? t("nobody"), number: withdrawn.number });
  return after.balance !== before.balance ? t("announce.balance", { amount: money(after.balance) }) : "";
}

/**
 * Whether one of this phone's parts vanished from the open tab since it was asked for — its online payment was
 * refused or abandoned past its hold, or staff let it go — so the payer is told their share is due again. The
 * parts are then forgotten, and the notice stays until this phone holds a part again.
 */
function useReleasedParts(tab: TabView | null | undefined, since: Record<string, number>, forget: (ids: readonly number[]) => void): boolean {
  const [released, setReleased] = useState(false);
  // only a newer tab than the one that answered the part can say it is gone (a page back from the gateway may
  // show an older copy for a moment)
  const gone = tab && tab.status === "open" ? Object.entries(since).filter(([id, version]) => tab.version > version && !tab.parts.some((part) => part.id === Number(id))).map(([id]) => Number(id)) : [];
  // React's "adjust state while rendering" pattern: the notice is derived from what the poll brought
  if (gone.length > 0 && !released) setReleased(true);
  const key = gone.join(",");
  useEffect(() => {
    if (key) forget(key.split(",").map(Number));
  }, [key, forget]);
  return released && Object.keys(since).length === 0;
}

/**
 * The table's tab as every phone at the table sees it, live: the rounds with who sent what and
 * how far the kitchen is, the running total and balance, who paid what, and the actions — add a round,
 * pay my part, call the waiter. Also solo-pago: a bill staff entered, paid from the phone.
 */
export function TabScreen({ supplierSlug, tabId, onTableClass, online, disableTip }: Props) {
  const t = useTranslations("tab");
  const errors = useTranslations("errors");
  const roundT = useTranslations("cart.round");
  const stores = useBrandStores();
  const lookup = usePlace(supplierSlug);
  const place = lookup.status === "ready" ? lookup.place : null;
  const { data: tab, error, refresh, set } = useTab(place?.token ?? null, tabId);
  const money = useMoney(tab?.currency);
  const guests = useOnTable((s) => s.guests);
  const own = useOnTable((s) => s.ownParts);
  const [paying, setPaying] = useState(false);
  const [withdrawFailure, setWithdrawFailure] = useState<string | null>(null);
  const ownRounds = useOnTable((s) => s.ownRounds);
  const [withdrawingRound, setWithdrawingRound] = useState<number | null>(null);
  const [roundFailure, setRoundFailure] = useState<string | null>(null);
  // this phone's parts the tab no longer lists: released by the server (a refused payment, an expired hold, staff)
  const since = useOnTable((s) => s.ownPartSince);
  const released = useReleasedParts(tab, since, stores.onTable.getState().forgetParts);

  // The live region says what changed since the last poll (React's "previous render" pattern, no effect).
  const [seen, setSeen] = useState(tab);
  const [announcement, setAnnouncement] = useState("");
  if (tab !== seen) {
    setSeen(tab);
    if (seen && tab && seen.version !== tab.version) setAnnouncement(describeChange(seen, tab, t, money));
  }

  if (lookup.status === "failed") return <PlaceLookupFailed retry={lookup.retry} />;
  if (lookup.status === "invalid" || lookup.status === "none") return <PlaceAlert notice={lookup.status === "invalid" ? "invalidCode" : "scanQr"} />;

  // only checkout mode's rounds join the tab: a basic table (or a room) paying a bill staff entered adds nothing here
  const addRound = place && tabEntry(placeContext(place.kind, onTableClassOf(onTableClass))) === "tab" && (
    <IntentLink href={menuDigitalPath(supplierSlug)} className="btn-outline">
      {t("addRound")}
    </IntentLink>
  );
  let body: React.ReactNode;
  if (!place || (tab === undefined && !error)) {
    body = <p role="status">{t("loading")}</p>;
  } else if (tab === undefined) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>{error instanceof ApiCallError && error.failure.code !== "network" ? errorText(errors, error.failure.code) : t("failed")}</p>
        <button type="button" className="btn-outline" onClick={() => void refresh()}>
          {t("retry")}
        </button>
      </div>
    );
  } else if (tab === null || (tabId !== null && tab.id !== tabId)) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p>{tab === null ? t("none") : t("other")}</p>
        {tab && (
          <IntentLink href={tabPath(supplierSlug, tab.id, place.kind, place.token)} className="btn-primary">
            {t("seeCurrent")}
          </IntentLink>
        )}
        {addRound}
      </div>
    );
  } else {
    const open = tab.status === "open";
    const payer = guests[tab.id] ?? roundT("guest", { number: nextGuestNumber(tab.rounds) });
    body = (
      <>
        <p className={`badge ${open ? "badge-open" : "badge-closed"} self-start`} data-tab-status={tab.status}>
          {open ? t("open") : t("closed")}
        </p>
        <TabRounds
          tab={tab}
          money={money}
          own={ownRounds}
          withdrawing={withdrawingRound}
          onWithdraw={(roundId, accessToken) => {
            setRoundFailure(null);
            setWithdrawingRound(roundId);
            withdrawRound(place.token, roundId, accessToken)
              .then(() => refresh())
              .catch((failure: unknown) => (setRoundFailure(failure instanceof ApiCallError ? errorText(errors, failure.failure.code) : t("failed")), refresh()))
              .finally(() => setWithdrawingRound(null));
          }}
        />
        {roundFailure && (
          <p role="alert" className="alert-text" data-round-failure>
            {roundFailure}
          </p>
        )}
        <TabTotals tab={tab} money={money} />
        {released && open && (
          <p role="alert" className="alert-text" data-part-released>
            {t("partReleased")}
          </p>
        )}
        <TabParts
          tab={tab}
          money={money}
          own={own}
          supplierSlug={supplierSlug}
          onWithdraw={(partId, accessToken) => {
            setWithdrawFailure(null);
            withdrawPart(place.token, partId, accessToken)
              .then(() => (stores.onTable.getState().forgetParts([partId]), refresh()))
              .catch((failure: unknown) => setWithdrawFailure(failure instanceof ApiCallError ? errorText(errors, failure.failure.code) : t("failed")));
          }}
        />
        {withdrawFailure && (
          <p role="alert" className="alert-text">
            {withdrawFailure}
          </p>
        )}
        {open && paying && (
          <PayForm
            tab={tab}
            placeToken={place.token}
            defaultPayer={payer}
            ownRoundIds={Object.keys(ownRounds).map(Number)}
            methods={tabPartMethods(online, place.kind)}
            disableTip={disableTip}
            onAccepted={(part: OwnPart, updated, name) => {
              stores.onTable.getState().rememberPart(part.id, part.access_token, updated.version);
              if (guests[updated.id] === undefined) stores.onTable.getState().joinTab(updated.id, name);
              // A full navigation: the webcheckout route answers with a redirect to the gateway's own host.
              if (part.pay_url) return window.location.assign(part.pay_url);
              setPaying(false);
              set(updated);
            }}
            onStale={() => void refresh()}
            onCancel={() => setPaying(false)}
          />
        )}
        {open && !paying && (
          <div className="flex flex-wrap gap-2">
            {tab.balance > 0 && (
              <button type="button" className="btn-primary" onClick={() => setPaying(true)}>
                {t("pay")}
              </button>
            )}
            {addRound}
          </div>
        )}
        {open && <CallWaiter supplierSlug={supplierSlug} onTableClass={onTableClass} />}
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4" data-tab-screen>
      <h1 className="text-2xl font-bold">{place ? t("title", { code: place.code }) : t("loading")}</h1>
      <p className="sr-only" role="status" aria-live="polite" data-tab-announcement>
        {announcement}
      </p>
      {body}
    </div>
  );
}
