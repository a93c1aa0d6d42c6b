import { sweepCutoffs } from "./payment-sweep";
import { isUnpayable } from "../orders/transaction-status";

const now = new Date("2026-03-10T12:00:00.000Z");
const ms = (date: Date) => now.getTime() - date.getTime();

describe("sweepCutoffs", () => {
  it("asks about attempts pending over five minutes, and gives up on those opened over two days ago", () => {
    const { askBefore, giveUpBefore } = sweepCutoffs(now);
    expect(ms(askBefore)).toBe(5 * 60 * 1000);
    expect(ms(giveUpBefore)).toBe(2 * 24 * 60 * 60 * 1000);
  });

  it("releases exactly the orders isUnpayable refuses: strictly older than one day", () => {
    const { releaseBefore } = sweepCutoffs(now);
    for (const offset of [-1, 0, 1]) {
      const createdAt = new Date(releaseBefore.getTime() + offset);
      expect(createdAt < releaseBefore).toBe(isUnpayable(createdAt, now));
    }
    expect(isUnpayable(releaseBefore, now)).toBe(false);
  });
});
