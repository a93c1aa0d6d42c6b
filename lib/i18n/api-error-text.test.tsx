import { createTranslator } from "next-intl";
import { apiErrorText } from "./api-error-text";
import { messagesFor } from "./messages";

const t = createTranslator({ locale: "es", messages: messagesFor("es", "CO") });
const messages = messagesFor("es", "CO");

describe("apiErrorText", () => {
  it("prefers the screen's own wording of a code", () => {
    expect(apiErrorText(t, "checkout", "not_found")).toBe(messages.checkout.errors.not_found);
    expect(apiErrorText(t, "order", "not_found")).toBe(messages.order.errors.not_found);
  });

  it("falls back to the code's message, with its figures", () => {
    expect(apiErrorText(t, "order", "receipt_type")).toBe(messages.errors.receipt_type);
    expect(apiErrorText(t, "checkout", "coupon_below_minimum", { minimum: "$ 50.000" })).toBe(
      messages.errors.coupon_below_minimum.replace("{minimum}", "$ 50.000"),
    );
  });

  it("reads a code without a message as the screen's network problem", () => {
    expect(apiErrorText(t, "checkout", "network")).toBe(messages.checkout.errors.network);
    expect(apiErrorText(t, "order", "teapot")).toBe(messages.order.errors.network);
  });
});
