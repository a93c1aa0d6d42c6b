"use client";

import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { useStore } from "zustand";
import type { Currency } from "@/lib/domain/money/currency";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { setCallScope } from "../api/call-headers";
import { BrandCurrencyProvider } from "../use-money";
import { readServiceCookie, writeServiceCookie } from "../choice-cookies";
import { createAppErrorStore, type AppErrorState } from "./app-error-store";
import { startApp } from "./app-start";
import { createCartStore, type CartState } from "./cart-store";
import { createCheckoutDraftStore, type CheckoutDraftState } from "./checkout-draft-store";
import { createLegalStore, type LegalState } from "./legal-store";
import { createLoadingStore, type LoadingState } from "./loading-store";
import { createOrderHistoryStore, type OrderHistoryState } from "./order-history-store";
import { createOnTableStore, type OnTableState } from "./on-table-store";
import { createOrderStore, type OrderState } from "./order-store";
import { createPlacesStore, type PlacesState } from "./places-store";
import { createPolygonStore, type PolygonState } from "./polygon-store";

function createBrandStores(instanceSlug: string) {
  return {
    legal: createLegalStore(instanceSlug),
    order: createOrderStore(instanceSlug),
    polygon: createPolygonStore(instanceSlug),
    places: createPlacesStore(instanceSlug),
    cart: createCartStore(instanceSlug),
    orderHistory: createOrderHistoryStore(instanceSlug),
    checkoutDraft: createCheckoutDraftStore(instanceSlug),
    onTable: createOnTableStore(instanceSlug),
    appError: createAppErrorStore(),
    loading: createLoadingStore(),
  };
}

type BrandStores = ReturnType<typeof createBrandStores>;
const StoresContext = createContext<BrandStores | null>(null);

/**
 * One set of stores per brand and page tree — never module singletons shared between requests — and the
 * brand's currency, which useMoney() formats in.
 */
export function BrandStoresProvider({ instanceSlug, currency, children }: { instanceSlug: string; currency: Currency; children: ReactNode }) {
  const [stores] = useState(() => createBrandStores(instanceSlug));
  useEffect(() => {
    let mounted = true;
    let unsubscribe = () => {};
    // Saved state is read after the first render, so server and client render the same HTML.
    setCallScope({ brand: instanceSlug, supplier: null, service: null });
    const persisted = [stores.order, stores.legal, stores.polygon, stores.places, stores.cart, stores.orderHistory, stores.checkoutDraft, stores.onTable];
    void startApp(persisted, stores.appError.getState().showError).then(() => {
      if (!mounted) return;
      stores.loading.getState().started();
      void syncServiceCookie(stores);
      const scopeOf = ({ supplierSlug, service }: OrderState) => setCallScope({ brand: instanceSlug, supplier: supplierSlug, service });
      scopeOf(stores.order.getState());
      // From now on, whoever sets the service, the cookie follows (for a bare /{branch}), and every call says it.
      unsubscribe = stores.order.subscribe((state, previous) => {
        if (state.service && state.service !== previous.service) writeServiceCookie(state.service);
        scopeOf(state);
      });
    });
    return () => {
      mounted = false;
      unsubscribe();
      setCallScope(null);
    };
  }, [stores, instanceSlug]);
  return (
    <StoresContext.Provider value={stores}>
      <BrandCurrencyProvider currency={currency}>{children}</BrandCurrencyProvider>
    </StoresContext.Provider>
  );
}

export function useBrandStores(): BrandStores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error("BrandStoresProvider is missing");
  return stores;
}

/** False on the server and until the device's saved state has been read. */
export function useHydrated(store: { persist: { onFinishHydration: (fn: () => void) => () => void; hasHydrated: () => boolean } }) {
  return useSyncExternalStore(
    (notify) => store.persist.onFinishHydration(notify),
    () => store.persist.hasHydrated(),
    () => false,
  );
}

export const useLegal = <T,>(select: (s: LegalState) => T) => useStore(useBrandStores().legal, select);
export const useLegalHydrated = () => useHydrated(useBrandStores().legal);
export const useOrder = <T,>(select: (s: OrderState) => T) => useStore(useBrandStores().order, select);
export const usePolygon = <T,>(select: (s: PolygonState) => T) => useStore(useBrandStores().polygon, select);
export const usePlaces = <T,>(select: (s: PlacesState) => T) => useStore(useBrandStores().places, select);
export const useCart = <T,>(select: (s: CartState) => T) => useStore(useBrandStores().cart, select);
export const useOrderHistory = <T,>(select: (s: OrderHistoryState) => T) => useStore(useBrandStores().orderHistory, select);
export const useCheckoutDraft = <T,>(select: (s: CheckoutDraftState) => T) => useStore(useBrandStores().checkoutDraft, select);
export const useOnTable = <T,>(select: (s: OnTableState) => T) => useStore(useBrandStores().onTable, select);
export const useAppError = <T,>(select: (s: AppErrorState) => T) => useStore(useBrandStores().appError, select);
export const useLoading = <T,>(select: (s: LoadingState) => T) => useStore(useBrandStores().loading, select);

/**
 * The saved service and the cookie, once the saved state is read. The saved service is the diner's word (a link's
 * ?service= is read into it by the page itself): the cookie, which only serves a bare /{branch}'s redirect, follows
 * it. A device whose saved state was lost takes the cookie's.
 */
async function syncServiceCookie(stores: BrandStores): Promise<void> {
  const saved = stores.order.getState().service;
  const cookie = await readServiceCookie();
  // a service chosen meanwhile wrote the cookie itself, and is the diner's latest word
  if (stores.order.getState().service !== saved) return;
  if (saved && saved !== cookie) writeServiceCookie(saved);
  else if (!saved && cookie) chooseService(stores, cookie);
}

/**
 * The diner's service, wherever it is chosen — a service button, a branch, a link's ?service=, the proxy's
 * cookie. Product §2: choosing take-away resets the delivery zone (polygon) to empty values, so no delivery fee or
 * zone minimum follows the diner into a take-away order.
 */
export function chooseService(stores: Pick<BrandStores, "order" | "polygon">, service: ServiceKey): void {
  stores.order.getState().chooseService(service);
  if (service === "take_away") stores.polygon.getState().reset();
}
