import { refundBody } from "./refund-body";

describe("the refund body", () => {
  it("reads the amount in major units of the brand's currency into minor units, and the reason trimmed", () => {
    expect(refundBody("COP").parse({ amount: 10000, reason: " Faltó una arepa " })).toEqual({ amount: 10000, reason: "Faltó una arepa" });
    expect(refundBody("MXN").parse({ amount: 89.5, reason: "Cortesía" })).toEqual({ amount: 8950, reason: "Cortesía" });
  });

  it("refuses nothing, less than nothing, more decimals than the currency has and amounts no column holds, without throwing", () => {
    for (const amount of [0, -1, 12.5, 1e308, Number.MAX_SAFE_INTEGER, 2_147_483_648]) {
      const result = refundBody("COP").safeParse({ amount, reason: "x" });
      expect({ amount, success: result.success }).toEqual({ amount, success: false });
    }
    expect(refundBody("MXN").safeParse({ amount: 89.505, reason: "x" }).success).toBe(false);
    expect(refundBody("MXN").safeParse({ amount: 30_000_000, reason: "x" }).success).toBe(false);
  });

  it("needs a reason of at most 200 characters", () => {
    expect(refundBody("COP").safeParse({ amount: 1, reason: "   " }).success).toBe(false);
    expect(refundBody("COP").safeParse({ amount: 1, reason: "x".repeat(201) }).success).toBe(false);
  });
});
