/**
 * Product §8 "Payment": the message for an online attempt the gateway refused, a key under order.messages. The
 * method is the one the gateway says was used (settleOrder keeps it on the order), since the diner may switch
 * methods on the gateway's page.
 */
export type PaymentFailureMessage = "declined" | "rejectedByBank" | "cardDataInvalid" | "nequiAccountRequired" | "errorProcessing" | "transactionError";

/**
 * Wompi's DECLINED is a no from the bank or the account holder, and VOIDED an approved card payment annulled.
 * Its ERROR is a payment the gateway could not even make with what it was given, which is why it names what to
 * fix: for a card, details the card network does not accept (on Wompi's sandbox, any card but its two test
 * cards); for Nequi, a number with no Nequi account to ask (any number but its two test numbers); for PSE, a
 * failure on the way to the bank. Any other status (gateway_not_found) is a transaction error.
 */
export function paymentFailureMessage(status: string, method: string): PaymentFailureMessage {
  switch (status) {
    case "declined":
      return "declined";
    case "voided":
      return "rejectedByBank";
    case "error":
      if (method === "card") return "cardDataInvalid";
      return method === "nequi" ? "nequiAccountRequired" : "errorProcessing";
    default:
      return "transactionError";
  }
}
