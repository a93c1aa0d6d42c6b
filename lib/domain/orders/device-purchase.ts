import type { ServiceKey } from "../brand/services";
import type { Minor } from "../money/minor";
import { DEFAULT_TRANSACTION_STATUS, TRANSACTION_STATUSES, type TransactionStatus } from "./transaction-status";

/*
 * Product §3's order state on the device: the purchase ids and the cart's total and transaction status, written when
 * this phone places an order and as its payment moves on; arriving on Main clears them (product §2). Which id a
 * service writes is docs/decisions/042-device-purchase-state.md.
 */

export interface DevicePurchase {
  /** the latest purchase placed on this device, whatever its service */
  purchaseId: number | null;
  /** the latest picked up at the counter: take-away and grab-and-go */
  taPurchaseId: number | null;
  /** the latest ordered to a place: a table, a hotel room or a cinema seat */
  otPurchaseId: number | null;
  /** the placed order's total (minor units) and its payment status */
  shoppingCart: { total: number; transaction_status: TransactionStatus };
  orderedCount: number;
}

const PICKED_UP: readonly ServiceKey[] = ["take_away", "grab_and_go"];
const AT_A_PLACE: readonly ServiceKey[] = ["on_table", "room_service", "cinema"];

/** A stored status as product §4 names it: anything unknown is the gateway's "not found" (unconfirmed). */
export function transactionStatusOf(status: string): TransactionStatus {
  return TRANSACTION_STATUSES.find((known) => known === status) ?? "gateway_not_found";
}

/** The device's order state once it placed `order`: its id in purchaseId and in its service's own slot, its total and status. */
export function afterPlacing(state: DevicePurchase, order: { id: number; service: ServiceKey; total: Minor; status: string }): DevicePurchase {
  return {
    purchaseId: order.id,
    taPurchaseId: PICKED_UP.includes(order.service) ? order.id : state.taPurchaseId,
    otPurchaseId: AT_A_PLACE.includes(order.service) ? order.id : state.otPurchaseId,
    shoppingCart: { total: order.total, transaction_status: transactionStatusOf(order.status) },
    orderedCount: state.orderedCount + 1,
  };
}

/** The cart's transaction status follows the device's latest purchase as its payment moves on; another order changes nothing. */
export function afterPayment(state: DevicePurchase, order: { id: number; status: string }): DevicePurchase {
  if (state.purchaseId !== order.id) return state;
  const status = transactionStatusOf(order.status);
  return status === state.shoppingCart.transaction_status ? state : { ...state, shoppingCart: { ...state.shoppingCart, transaction_status: status } };
}

/** Product §2: what arriving on Main leaves — no purchase, nothing ordered, an empty cart (total 0, precheckout). */
export const NO_PURCHASE: DevicePurchase = {
  purchaseId: null,
  taPurchaseId: null,
  otPurchaseId: null,
  shoppingCart: { total: 0, transaction_status: DEFAULT_TRANSACTION_STATUS },
  orderedCount: 0,
};
