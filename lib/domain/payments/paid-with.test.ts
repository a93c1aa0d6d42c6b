import { paidWithAtMercadoPago, paidWithAtWompi } from "./paid-with";

describe("how an online payment was really paid", () => {
  it("reads Mercado Pago's payment types: cards, cash vouchers, transfers and its wallet", () => {
    expect(["credit_card", "debit_card", "prepaid_card"].map(paidWithAtMercadoPago)).toEqual(["card", "card", "card"]);
    expect(paidWithAtMercadoPago("ticket")).toBe("cash_voucher");
    expect(paidWithAtMercadoPago("atm")).toBe("cash_voucher");
    expect(paidWithAtMercadoPago("bank_transfer")).toBe("bank_transfer");
    expect(paidWithAtMercadoPago("account_money")).toBe("wallet");
    expect(paidWithAtMercadoPago("crypto_later")).toBeNull();
    expect(paidWithAtMercadoPago(undefined)).toBeNull();
  });

  it("reads Wompi's payment method types, in any case", () => {
    expect(paidWithAtWompi("CARD")).toBe("card");
    expect(paidWithAtWompi("pse")).toBe("bank_transfer");
    expect(paidWithAtWompi("NEQUI")).toBe("wallet");
    expect(paidWithAtWompi("BANCOLOMBIA_COLLECT")).toBe("cash_voucher");
    expect(paidWithAtWompi("SOMETHING_NEW")).toBeNull();
  });
});
