"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl/react";
import { failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { sendRound } from "@/lib/client/api/tab-actions";
import { randomKey } from "@/lib/client/random-key";
import { useTab } from "@/lib/client/use-tab";
import { useBrandStores, useCart, useLegal, useOnTable } from "@/lib/client/stores/brand-stores";
import type { ScannedPlace } from "@/lib/client/stores/on-table-store";
import { birthDateFor, orderLinesOf } from "@/lib/domain/cart/cart-checkout";
import { tabPath } from "@/lib/domain/routing/paths";
import { nextGuestNumber } from "@/lib/domain/tabs/tab-guests";
import { JoinDialog } from "./join-dialog";
import { errorText } from "@/lib/i18n/api-error-text";
import { useChoiceRouter } from "@/components/shell/link-choices";

/**
 * Checkout mode (product §4): the cart's primary action sends the round to prepare — it joins the table's one
 * open tab, paid at the end — then shows the tab. The first round from this phone joins the tab with a name.
 */
export function SendRound({ supplierSlug, place }: { supplierSlug: string; place: ScannedPlace }) {
  const t = useTranslations("cart.round");
  const errors = useTranslations("errors");
  const router = useChoiceRouter();
  const stores = useBrandStores();
  const lines = useCart((s) => s.lines);
  const guests = useOnTable((s) => s.guests);
  const birthDate = useLegal((s) => s.fecha_nacimiento);
  const { data: tab, error: tabError } = useTab(place.token);
  // Whether this phone already joined the tab, and the next "Invitado N", are known once the tab was read.
  const tabRead = tab !== undefined || tabError !== undefined;
  const [joining, setJoining] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  // One key per round: a retry after a lost answer sends the same round once; a changed cart is a new round.
  const key = useRef<string | null>(null);
  useEffect(() => {
    key.current = null;
  }, [lines]);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  // product §8 "product out of stock": the refusal names the product, so the diner is told which and can take it out
  const soldOutId = failure && (failure.code === "stock_unavailable" || failure.code === "combo_stock_unavailable") ? failure.detail.product_supplier_id : undefined;
  const soldOutLines = lines.filter((line) => line.productSupplierId === soldOutId);
  const soldOut = soldOutLines.length > 0 ? soldOutLines : null;
  const known = tab ? guests[tab.id] : undefined;
  const defaultName = t("guest", { number: nextGuestNumber(tab?.rounds ?? []) });

  async function send(guest: string) {
    setJoining(false);
    setSending(true);
    setFailure(null);
    key.current ??= randomKey();
    try {
      const answer = await sendRound(place.token, { guest, lines: orderLinesOf(lines), birth_date: birthDateFor(lines, birthDate) }, key.current);
      stores.onTable.getState().joinTab(answer.tab.id, guest);
      stores.onTable.getState().rememberRound(answer.round.order_id, answer.round.access_token);
      stores.cart.getState().clear();
      router.push(tabPath(supplierSlug, answer.tab.id, place.kind, place.token));
    } catch (error) {
      setFailure(failureToShow(error));
      setSending(false);
    }
  }

  return (
    <div className="flex flex-col gap-2" data-send-round>
      <p className="muted text-sm">{t("forPlace", { code: place.code })}</p>
      {failure && (
        <p ref={alertRef} tabIndex={-1} role="alert" className="alert-text" data-round-error={failure.code}>
          {failure.code === "network" ? t("failed") : soldOut ? t("soldOut", { name: soldOut[0]!.label }) : errorText(errors, failure.code)}
        </p>
      )}
      {soldOut && (
        <button
          type="button"
          className="btn-outline self-start"
          onClick={() => {
            for (const line of soldOut) stores.cart.getState().remove(line.key);
            setFailure(null);
          }}
        >
          {t("removeSoldOut", { name: soldOut[0]!.label })}
        </button>
      )}
      <button
        type="button"
        className="btn-primary"
        aria-busy={sending || !tabRead}
        disabled={sending || lines.length === 0 || !tabRead}
        onClick={() => (known ? void send(known) : setJoining(true))}
      >
        {sending ? t("sending") : t("send")}
      </button>
      <JoinDialog open={joining} tableCode={place.code} defaultName={defaultName} onJoin={(guest) => void send(guest)} onCancel={() => setJoining(false)} />
    </div>
  );
}
