import { createTranslator } from "next-intl";
import { apiErrorText, errorText } from "./api-error-text";
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

describe("errorText", () => {
  // typed as the components' useTranslations("errors") is
  const errors = createTranslator({ locale: "es", messages: messagesFor("es", "CO"), namespace: "errors" }) as unknown as Parameters<typeof errorText>[0];

  it("reads a code's message with its figures", () => {
    expect(errorText(errors, "item_claimed")).toBe(messages.errors.item_claimed);
    expect(errorText(errors, "coupon_below_minimum", { minimum: "$ 50.000" })).toBe(messages.errors.coupon_below_minimum.replace("{minimum}", "$ 50.000"));
  });

  it("reads a code these messages do not know (a newer server's) as a network problem", () => {
    expect(errorText(errors, "teapot_busy")).toBe(messages.errors.network);
  });
});
