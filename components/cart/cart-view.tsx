"use client";

import { IntentLink } from "@/components/shell/intent-link";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslations } from "use-intl/react";
import { fetchVersionedMenu, type Versioned } from "@/lib/client/api/menu";
import { watchMenu } from "@/lib/client/menu-check";
import type { MenuPayload } from "@/lib/domain/menu/menu";
import { useBrandStores, useCart, useHydrated, useOrder, usePolygon } from "@/lib/client/stores/brand-stores";
import { useMoney } from "@/lib/client/use-money";
import { lineCap } from "@/lib/domain/cart/cart";
import { lineTotal } from "@/lib/domain/cart/cart-checkout";
import { reconcileCart, type CartChange } from "@/lib/domain/cart/cart-reconcile";
import { ZERO } from "@/lib/domain/money/minor";
import { ordersAtPlace } from "@/lib/domain/tabs/on-table";
import { branchService, isDeliveryService, type ServiceKey } from "@/lib/domain/brand/services";
import { computeTotals } from "@/lib/domain/cart/totals";
import { branchPath, precheckoutPath } from "@/lib/domain/routing/paths";
import { PendingOrderNotice } from "@/components/order/pending-order-notice";
import { ClosedNow, useClosedForNow } from "@/components/branches/branch-open-status";
import type { OpeningClock } from "@/lib/domain/brand/opening-timeline";
import { LineIcon } from "@/components/ui/line-icon";
import { CartChanges } from "./cart-changes";
import { TotalsList } from "./totals-list";

// The on-table actions and the place lookup they make load only for a diner ordering at a table or room.
const AtTableAction = lazy(() => import("@/components/on-table/at-table-action").then((module) => ({ default: module.AtTableAction })));

interface Props {
  supplierSlug: string;
  supplierId: number;
  services: ServiceKey[];
  lang: string;
  country: string;
  minimumOrderEnabled: boolean;
  /** the branch's on-table mode: at a table, checkout mode sends rounds instead of going to the precheckout */
  onTableClass: string;
  /** the branch's clock: a cart for now at a closed branch says so before the checkout */
  clock: OpeningClock;
}

/** MyOrder (product §2 /{supplier_id}/delivery/order): the cart, checked against the branch's current menu. */
export function CartView({ supplierSlug, supplierId, services, lang, country, minimumOrderEnabled, onTableClass, clock }: Props) {
  const t = useTranslations("cart");
  const product = useTranslations("product");
  const stores = useBrandStores();
  const hydrated = useHydrated(stores.cart);
  const cartSupplier = useCart((s) => s.supplierSlug);
  const allLines = useCart((s) => s.lines);
  const lines = cartSupplier === supplierSlug ? allLines : [];
  const chosen = useOrder((s) => s.service);
  const service = branchService(services, chosen);
  const delivers = isDeliveryService(service);
  const zone = usePolygon((s) => s);
  const [changes, setChanges] = useState<CartChange[]>([]);
  const [checkFailed, setCheckFailed] = useState(false);
  // Product §8 "stock unavailable": the line whose "+" met its product's stock, and the most it may hold.
  const [atStock, setAtStock] = useState<{ key: string; count: number } | null>(null);
  const money = useMoney();

  useEffect(() => {
    if (!hydrated || !service) return;
    const cart = stores.cart.getState();
    if (cart.supplierSlug !== supplierSlug || cart.lines.length === 0) return;
    let cancelled = false;
    let held: string | null = null;
    // what changed since the last check joins what the diner was already told, newest first
    const check = (menu: Versioned<MenuPayload>, first: boolean) => {
      held = menu.version;
      const result = reconcileCart(stores.cart.getState().lines, menu.menu.menu.products);
      if (result.changes.length) stores.cart.getState().replaceLines(result.lines);
      if (first || result.changes.length) setChanges((shown) => (first ? result.changes : [...result.changes, ...shown]));
    };
    // Prices and stock come from the services host, never from a cached copy; asked again every few seconds, so a
    // dish sold out while the diner looks at the cart is named (and taken out) before they go on.
    const request = { supplier: supplierSlug, service, lang, menuCached: false };
    fetchVersionedMenu(request)
      .then((menu) => !cancelled && check(menu, true))
      .catch(() => !cancelled && setCheckFailed(true));
    const unwatch = watchMenu(request, () => held, (menu) => !cancelled && check(menu, false));
    return () => {
      cancelled = true;
      unwatch();
    };
  }, [hydrated, service, supplierSlug, lang, stores]);

  const totals = computeTotals({
    lines,
    deliveryPrice: delivers ? zone.delivery_price : ZERO,
    country,
    minimumOrder: { enabled: minimumOrderEnabled, zoneMinimum: delivers ? zone.minimum_order_value : ZERO },
  });

  // at a closed branch the checkout cannot take the order for now: the alert's "order for later" leads instead (no
  // service chosen yet: nothing is refused, as a scheduled order never is)
  const closed = useClosedForNow(clock.timeline, service ?? "schedule") && lines.length > 0;
  const precheckoutAction = (
    <>
      {!totals.meetsMinimum && (
        <p role="alert" className="alert-text">
          {t("minimum", { amount: money(totals.minimumOrderValue), missing: money(totals.missingForMinimum) })}
        </p>
      )}
      {totals.meetsMinimum ? (
        <IntentLink href={precheckoutPath(supplierSlug)} className={closed ? "btn-outline" : "btn-primary"}>
          {t("continue")}
        </IntentLink>
      ) : (
        <button type="button" className="btn-primary" disabled>
          {t("continue")}
        </button>
      )}
    </>
  );

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <div aria-live="polite" className="flex flex-col gap-2">
        {service && lines.length > 0 && <ClosedNow {...clock} service={service} branch={{ id: supplierId, slug: supplierSlug, services }} leads />}
        <CartChanges changes={changes} />
        {checkFailed && <p className="alert-text">{t("checkFailed")}</p>}
      </div>
      {hydrated && lines.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <PendingOrderNotice supplierSlug={supplierSlug} otherwise={<p className="muted">{t("empty")}</p>} />
          <IntentLink href={branchPath(supplierSlug)} className="btn-outline">
            {t("backToMenu")}
          </IntentLink>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {lines.map((line) => {
              // the most this line may hold: its product's stock less what the product's other lines take
              const cap = lineCap(lines, line);
              return (
                <li key={line.key} className="card flex flex-col gap-2" data-line={line.key}>
                  <div className="flex justify-between gap-3">
                    <div>
                      <p className="font-semibold">{line.label}</p>
                      {line.options.length > 0 && <p className="muted text-sm">{line.options.map((o) => o.label).join(", ")}</p>}
                    </div>
                    <p className="whitespace-nowrap font-semibold" data-line-total>
                      {money(lineTotal(line))}
                    </p>
                  </div>
                  <div className="flex items-center justify-between gap-2">
                    <div className="stepper">
                      <button
                        type="button"
                        aria-label={t("decrease", { name: line.label })}
                        onClick={() => {
                          setAtStock(null);
                          stores.cart.getState().setQuantity(line.key, line.quantity - 1);
                        }}
                      >
                        −
                      </button>
                      <output className="min-w-8 text-center font-semibold">{line.quantity}</output>
                      <button
                        type="button"
                        aria-label={t("increase", { name: line.label })}
                        aria-disabled={line.quantity >= cap}
                        onClick={() =>
                          line.quantity >= cap ? setAtStock({ key: line.key, count: cap }) : stores.cart.getState().setQuantity(line.key, line.quantity + 1)
                        }
                      >
                        +
                      </button>
                    </div>
                    <button type="button" className="icon-button" aria-label={t("remove", { name: line.label })} onClick={() => stores.cart.getState().remove(line.key)}>
                      <LineIcon path="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" size={22} strokeWidth={2} />
                    </button>
                  </div>
                  {atStock?.key === line.key && (
                    <p role="alert" className="alert-text">
                      {product("stockUnavailable", { count: atStock.count })}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          <TotalsList totals={totals} delivers={delivers} />
          {service && (ordersAtPlace(service) || service === "cinema") ? (
            // A round sent to a table's tab has no minimum: it joins a bill paid at the end.
            <Suspense fallback={null}>
              <AtTableAction supplierSlug={supplierSlug} onTableClass={onTableClass} service={service}>
                {precheckoutAction}
              </AtTableAction>
            </Suspense>
          ) : (
            precheckoutAction
          )}
        </>
      )}
    </div>
  );
}
