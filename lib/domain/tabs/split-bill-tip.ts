import { addMinor, ZERO, type Minor } from "../money/minor";
import { tipAmount, tipOffered, type Tip } from "../checkout/tip";

export interface PartCharge {
  /** the payer's part of the bill: all that counts against the tab's balance */
  part: Minor;
  tipOffered: boolean;
  /** 0 when the tip is not offered or was removed */
  tip: Minor;
  /** what the payer is charged: part + tip */
  charge: Minor;
}

/**
 * Each payer of a split bill chooses their own tip, on their own part. The checkout's tip rules
 * apply unchanged (../checkout/tip.ts): voluntary, 10 % suggested (DEFAULT_TIP) and nothing higher preselected, for
 * every method (a cash part's tip is handed to the waiter with it), off with the disable-tip flag. The tip rides
 * on the payment but is not part of the bill, so it never lowers the balance another payer sees.
 */
export function partCharge(part: Minor, { tip, disableTipFlag }: { tip: Tip; disableTipFlag: boolean }): PartCharge {
  const offered = tipOffered({ disableTipFlag });
  const tipMinor = offered ? tipAmount(part, tip) : ZERO;
  return { part, tipOffered: offered, tip: tipMinor, charge: addMinor(part, tipMinor) };
}
