import { UNPAYABLE_AFTER_MS } from "../orders/transaction-status";

/** A pending attempt is asked about once its event is this late (cards settle in seconds, PSE and Nequi in minutes). */
export const ASK_PENDING_AFTER_MS = 5 * 60 * 1000;

/** An attempt still pending this long after it was opened is left alone: its order can no longer be paid anyway. */
export const GIVE_UP_PENDING_AFTER_MS = 2 * UNPAYABLE_AFTER_MS;

export interface SweepCutoffs {
  /** attempts opened, or last asked about, before this are (re)asked */
  askBefore: Date;
  /** attempts opened before this are no longer asked */
  giveUpBefore: Date;
  /** an online order created before this is past its payable age (isUnpayable), so its stock and coupon use go back */
  releaseBefore: Date;
}

/** The periodic sweep's time limits at `now` (lib/server/payments/sweep.ts). */
export function sweepCutoffs(now: Date): SweepCutoffs {
  const at = (ago: number) => new Date(now.getTime() - ago);
  return { askBefore: at(ASK_PENDING_AFTER_MS), giveUpBefore: at(GIVE_UP_PENDING_AFTER_MS), releaseBefore: at(UNPAYABLE_AFTER_MS) };
}
