"use client";

import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { useStore, type StoreApi } from "zustand";
import { createAppErrorStore, type AppErrorState } from "./app-error-store";
import { createLegalStore, type LegalState } from "./legal-store";
import { createLoadingStore, type LoadingState } from "./loading-store";

interface BrandStores {
  legal: ReturnType<typeof createLegalStore>;
  appError: StoreApi<AppErrorState>;
  loading: StoreApi<LoadingState>;
}

const StoresContext = createContext<BrandStores | null>(null);

/** One set of stores per brand and page tree — never module singletons shared between requests. */
export function BrandStoresProvider({ instanceSlug, children }: { instanceSlug: string; children: ReactNode }) {
  const [stores] = useState<BrandStores>(() => ({
    legal: createLegalStore(instanceSlug),
    appError: createAppErrorStore(),
    loading: createLoadingStore(),
  }));
  useEffect(() => {
    void stores.legal.persist.rehydrate();
  }, [stores]);
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

function useStores(): BrandStores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error("BrandStoresProvider is missing");
  return stores;
}

export const useLegal = <T,>(select: (s: LegalState) => T) => useStore(useStores().legal, select);
/** False on the server and until the device's saved legal state has been read. */
export const useLegalHydrated = () => {
  const { legal } = useStores();
  return useSyncExternalStore(
    (notify) => legal.persist.onFinishHydration(notify),
    () => legal.persist.hasHydrated(),
    () => false,
  );
};
export const useAppError = <T,>(select: (s: AppErrorState) => T) => useStore(useStores().appError, select);
export const useLoading = <T,>(select: (s: LoadingState) => T) => useStore(useStores().loading, select);
