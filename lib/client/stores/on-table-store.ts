import { persistedStore } from "./persisted-store";
import type { PlaceKind } from "@/lib/domain/tabs/places";

/** The table, room or seat a QR code named, once the API resolved its token (GET /api/v1/places/{token}). */
export interface ScannedPlace {
  token: string;
  kind: PlaceKind;
  code: string;
  zone: string | null;
  /** the branch the place belongs to: its controls show only on that branch's pages */
  supplierSlug: string;
}

/**
 * Product §3 onTable: the place the diner scanned, per brand, and the name they joined each table tab with.
 * Kept for this browser tab only (session storage): a reload keeps the table, a visit from home days later
 * does not.
 */
export interface OnTableState {
  place: ScannedPlace | null;
  /** tab id → the first name (or "Guest 2") this phone joined it with */
  guests: Record<string, string>;
  /** part id → its access token: the parts this phone asked for, which only it may withdraw */
  ownParts: Record<string, string>;
  /** part id → the tab's version that answered it: a later version that no longer lists the part released it */
  ownPartSince: Record<string, number>;
  /** round id → its access token: the rounds this phone sent, which only it may withdraw (and "my rounds" when paying) */
  ownRounds: Record<string, string>;
  setPlace: (place: ScannedPlace | null) => void;
  joinTab: (tabId: number, guest: string) => void;
  rememberPart: (partId: number, accessToken: string, tabVersion: number) => void;
  /** drops parts that are no longer held (withdrawn, or released by the server) */
  forgetParts: (partIds: readonly number[]) => void;
  rememberRound: (roundId: number, accessToken: string) => void;
}

export function createOnTableStore(instanceSlug: string) {
  return persistedStore<OnTableState>(`comanda:${instanceSlug}:on-table`, "sessionStorage", (set) => ({
    place: null,
    guests: {},
    ownParts: {},
    ownPartSince: {},
    ownRounds: {},
    setPlace: (place) => set({ place }),
    joinTab: (tabId, guest) => set((state) => ({ guests: { ...state.guests, [tabId]: guest } })),
    rememberPart: (partId, accessToken, tabVersion) =>
      set((state) => ({ ownParts: { ...state.ownParts, [partId]: accessToken }, ownPartSince: { ...state.ownPartSince, [partId]: tabVersion } })),
    forgetParts: (partIds) =>
      set((state) => {
        const kept = <V,>(record: Record<string, V>) => Object.fromEntries(Object.entries(record).filter(([id]) => !partIds.includes(Number(id))));
        return { ownParts: kept(state.ownParts), ownPartSince: kept(state.ownPartSince) };
      }),
    rememberRound: (roundId, accessToken) => set((state) => ({ ownRounds: { ...state.ownRounds, [roundId]: accessToken } })),
  }));
}
