import { createStore } from "zustand/vanilla";
import { createJSONStorage, persist } from "zustand/middleware";

/** Spec §3 Legal: birth date, adult check and the cookies notice, remembered on this device per brand. */
export interface LegalState {
  fecha_nacimiento: string | null;
  mayor_edad: boolean;
  check_cookies: boolean;
  acceptCookies: () => void;
}

export function createLegalStore(instanceSlug: string) {
  return createStore<LegalState>()(
    persist(
      (set) => ({
        fecha_nacimiento: null,
        mayor_edad: false,
        check_cookies: false,
        acceptCookies: () => set({ check_cookies: true }),
      }),
      {
        name: `comanda:${instanceSlug}:legal`,
        storage: createJSONStorage(() => localStorage),
        skipHydration: true,
      },
    ),
  );
}
