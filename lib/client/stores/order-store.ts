import { persistedStore } from "./persisted-store";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { DEFAULT_TIP, type Tip } from "@/lib/domain/checkout/tip";
import type { TransactionStatus } from "@/lib/domain/orders/transaction-status";
import { afterPayment, afterPlacing, NO_PURCHASE } from "@/lib/domain/orders/device-purchase";
import type { Minor } from "@/lib/domain/money/minor";

/** Product §3 order state, remembered per brand on this device. Cart lines arrive with the cart store. */
export interface OrderState {
  service: ServiceKey | null;
  supplierSlug: string | null;
  purchaseId: number | null;
  taPurchaseId: number | null;
  otPurchaseId: number | null;
  tip: Tip;
  shoppingCart: { total: number; transaction_status: TransactionStatus };
  orderedCount: number;
  chooseService: (service: ServiceKey) => void;
  chooseSupplier: (slug: string) => void;
  setTip: (tip: Tip) => void;
  /** This device placed an order (lib/domain/orders/device-purchase.ts afterPlacing). */
  placed: (order: { id: number; service: ServiceKey; total: Minor; status: string }) => void;
  /** An order's payment moved on: the cart's status follows the latest purchase's. */
  paymentSeen: (order: { id: number; status: string }) => void;
  /** Product §2/§4: arriving on the landing clears purchase ids, the ordered count and the cart. */
  resetForLanding: () => void;
}

const fresh = NO_PURCHASE;

export function createOrderStore(instanceSlug: string) {
  return persistedStore<OrderState>(`comanda:${instanceSlug}:order`, "localStorage", (set) => ({
    service: null,
    supplierSlug: null,
    tip: { ...DEFAULT_TIP },
    ...fresh,
    chooseService: (service) => set({ service }),
    chooseSupplier: (supplierSlug) => set({ supplierSlug }),
    setTip: (tip) => set({ tip }),
    placed: (order) => set((state) => afterPlacing(state, order)),
    paymentSeen: (order) => set((state) => afterPayment(state, order)),
    resetForLanding: () => set(fresh),
  }));
}
