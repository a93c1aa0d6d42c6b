import { persistedStore } from "./persisted-store";
import type { Minor } from "@/lib/domain/money/minor";
import type { PrecheckoutValues } from "@/lib/domain/checkout/precheckout-form";
import { randomKey } from "../random-key";

export interface AppliedCoupon {
  code: string;
  /** as the coupon preview answered for the subtotal it was checked against */
  discount: Minor;
}

/**
 * What the diner typed on the precheckout, kept across a reload and a failed submit, and the
 * Idempotency-Key of the submit in flight: a retry after a lost answer sends the same key, so the server
 * returns the order it may already have made instead of a second one.
 */
export interface CheckoutDraftState {
  values: Partial<PrecheckoutValues>;
  coupon: AppliedCoupon | null;
  idempotencyKey: string | null;
  save: (values: Partial<PrecheckoutValues>) => void;
  setCoupon: (coupon: AppliedCoupon | null) => void;
  /** the key for this submit: the pending one, or a new one */
  keyForSubmit: () => string;
  /** after an order was placed: the next checkout starts with a new key and no coupon; contact stays */
  placed: () => void;
}

export function createCheckoutDraftStore(instanceSlug: string) {
  return persistedStore<CheckoutDraftState>(`comanda:${instanceSlug}:checkout`, "localStorage", (set, get) => ({
    values: {},
    coupon: null,
    idempotencyKey: null,
    // Terms are accepted anew for each order; everything else is kept as typed.
    save: ({ terms_accepted: _terms, ...values }) => set({ values }),
    setCoupon: (coupon) => set({ coupon }),
    keyForSubmit: () => {
      const key = get().idempotencyKey ?? randomKey();
      set({ idempotencyKey: key });
      return key;
    },
    placed: () => set((state) => ({ coupon: null, idempotencyKey: null, values: { contact: state.values.contact } })),
  }));
}
