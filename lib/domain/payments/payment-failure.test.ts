import { paymentFailureMessage } from "./payment-failure";

// Product §8 Payment: declined; rejected by bank; card data invalid; Nequi account required; error processing; transaction error.
describe("paymentFailureMessage", () => {
  it("says the bank or the account holder refused, whatever the method", () => {
    expect(paymentFailureMessage("declined", "card")).toBe("declined");
    expect(paymentFailureMessage("declined", "nequi")).toBe("declined");
    expect(paymentFailureMessage("voided", "card")).toBe("rejectedByBank");
  });

  it("names what to fix when the gateway could not make the payment: the card's details, a Nequi account", () => {
    expect(paymentFailureMessage("error", "card")).toBe("cardDataInvalid");
    expect(paymentFailureMessage("error", "nequi")).toBe("nequiAccountRequired");
    expect(paymentFailureMessage("error", "pse")).toBe("errorProcessing");
  });

  it("calls any other outcome a transaction error", () => {
    expect(paymentFailureMessage("gateway_not_found", "card")).toBe("transactionError");
    expect(paymentFailureMessage("SOMETHING_NEW", "nequi")).toBe("transactionError");
  });
});
