import { persistedStore } from "./persisted-store";
import { addLine, removeLine, setQuantity, type CartLine } from "@/lib/domain/cart/cart";

/**
 * The cart in progress (product §3 shoppingCart lines), kept per brand across reloads. A cart belongs to one
 * branch: its prices and stock are that branch's (product §8: a cart belongs to one branch).
 */
export interface CartState {
  supplierSlug: string | null;
  lines: CartLine[];
  add: (supplierSlug: string, line: CartLine) => void;
  setQuantity: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  replaceLines: (lines: CartLine[]) => void;
  clear: () => void;
}

export function createCartStore(instanceSlug: string) {
  return persistedStore<CartState>(`comanda:${instanceSlug}:cart`, "localStorage", (set) => ({
    supplierSlug: null,
    lines: [],
    add: (supplierSlug, line) =>
      set((s) => ({ supplierSlug, lines: addLine(s.supplierSlug === supplierSlug ? s.lines : [], line) })),
    setQuantity: (key, quantity) => set((s) => ({ lines: setQuantity(s.lines, key, quantity) })),
    remove: (key) => set((s) => ({ lines: removeLine(s.lines, key) })),
    replaceLines: (lines) => set({ lines }),
    clear: () => set({ lines: [], supplierSlug: null }),
  }));
}
