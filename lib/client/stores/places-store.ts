import { persistedStore } from "./persisted-store";
import type { Address } from "@/lib/domain/location/address";
import type { AddressLabel } from "@/lib/domain/location/address-labels";

/** Saved places (home, friend, work) and the GPS permission answer, on this device, per brand. */
export interface PlacesState {
  places: Partial<Record<AddressLabel, Address>>;
  gpsAllowed: boolean;
  save: (label: AddressLabel, address: Address) => void;
  /** Product §6: the browser's GPS permission as last queried or answered: granted → allowed, denied → not */
  recordGps: (allowed: boolean) => void;
}

export function createPlacesStore(instanceSlug: string) {
  return persistedStore<PlacesState>(`comanda:${instanceSlug}:places`, "localStorage", (set) => ({
    places: {},
    gpsAllowed: false,
    save: (label, address) => set((s) => ({ places: { ...s.places, [label]: address } })),
    recordGps: (gpsAllowed) => set({ gpsAllowed }),
  }));
}
