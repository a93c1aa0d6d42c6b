import { persistedStore } from "./persisted-store";

/** Product §3 Legal: birth date, adult check and the cookies notice, remembered on this device per brand. */
export interface LegalState {
  fecha_nacimiento: string | null;
  mayor_edad: boolean;
  check_cookies: boolean;
  acceptCookies: () => void;
  /** Product §5 age gate: the birth date given once, and whether it makes the diner an adult. */
  confirmBirthDate: (birthDate: string, adult: boolean) => void;
}

/** Where the legal state is saved on the device; the page's <head> reads it too (components/shell/cookies-consent-script.ts). */
export const legalStorageKey = (instanceSlug: string) => `comanda:${instanceSlug}:legal`;

export function createLegalStore(instanceSlug: string) {
  return persistedStore<LegalState>(legalStorageKey(instanceSlug), "localStorage", (set) => ({
    fecha_nacimiento: null,
    mayor_edad: false,
    check_cookies: false,
    acceptCookies: () => set({ check_cookies: true }),
    confirmBirthDate: (fecha_nacimiento, mayor_edad) => set({ fecha_nacimiento, mayor_edad }),
  }));
}
