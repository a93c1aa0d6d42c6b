import { createStore } from "zustand/vanilla";
import { createJSONStorage, persist } from "zustand/middleware";

/** The table a QR code named, once the API resolved its token (GET /api/v1/places/{token}). */
export interface OnTableTable {
  token: string;
  code: string;
  zone: string | null;
  /** the branch the table belongs to: the control shows only on that branch's menu */
  supplierSlug: string;
}

/**
 * Spec §3 onTable: the table id the diner scanned, per brand. Kept for this browser tab only (session
 * storage): a reload keeps the table, a visit from home days later does not.
 */
export interface OnTableState {
  table: OnTableTable | null;
  setTable: (table: OnTableTable | null) => void;
}

export function createOnTableStore(instanceSlug: string) {
  return createStore<OnTableState>()(
    persist(
      (set) => ({
        table: null,
        setTable: (table) => set({ table }),
      }),
      {
        name: `comanda:${instanceSlug}:on-table`,
        storage: createJSONStorage(() => sessionStorage),
        skipHydration: true,
      },
    ),
  );
}
